import { describe, expect, it } from 'vitest';
import { GUIDE_PAGES } from '../navigation/pages/guide-pages.ts';
import { DESIGNTOOL_CRUMB, TIMELINES_CRUMB, staticPageAt } from './static-pages.ts';

describe('static help pages', () => {
  it.each([
    ['/guidance/price', { apiPath: 'guidance/price', path: '/guidance/price', parents: [] }],
    [
      '/guidance/timelines/submit-data',
      { apiPath: 'guidance/timelines/submit-data', path: '/guidance/timelines/submit-data', parents: [TIMELINES_CRUMB] },
    ],
    ['/designtool/move/', { apiPath: 'designtool/move', path: '/designtool/move', parents: [DESIGNTOOL_CRUMB] }],
    ['/info/notice', { apiPath: 'info/notice', path: '/info/notice', parents: [] }],
    ['/catalog/list', { apiPath: 'catalog/list', path: '/catalog/list', parents: [] }],
  ])('%s is the API page %o', (pathname, expected) => {
    expect(staticPageAt(pathname)).toEqual(expected);
  });

  it.each(['/guidance', '/guidance/unknown', '/designtool', '/designtool/nothing', '/faqs', '/'])('%s is not a static page', (pathname) => {
    expect(staticPageAt(pathname)).toBeNull();
  });

  it('knows the page of every guide route except the FAQ, glossary and confirmation pages', () => {
    const apiBacked = GUIDE_PAGES.filter((page) => !/^(faqs|word)/.test(page.id) && page.id !== 'info-confirm_inquiry');
    expect(apiBacked).toHaveLength(43);
    for (const page of apiBacked) expect(staticPageAt(page.path)?.path).toBe(page.path);
  });
});
