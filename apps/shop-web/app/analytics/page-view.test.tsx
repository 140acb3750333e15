import { act, render } from '@testing-library/react';
import { createRoutesStub, useNavigate } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { gtmLoaderScript, isValidGtmId, pushPageView, type DataLayerHost } from './page-view.ts';
import { usePageViews } from './use-page-views.ts';

describe('pushPageView', () => {
  it('creates the data layer when absent and appends a page_view event', () => {
    const host: DataLayerHost = {};
    pushPageView(host, { page_path: '/t-shirts', page_location: 'https://shop/t-shirts', page_title: 'Tシャツ' });
    pushPageView(host, { page_path: '/', page_location: 'https://shop/', page_title: 'ホーム' });
    expect(host.dataLayer).toEqual([
      { event: 'page_view', page_path: '/t-shirts', page_location: 'https://shop/t-shirts', page_title: 'Tシャツ' },
      { event: 'page_view', page_path: '/', page_location: 'https://shop/', page_title: 'ホーム' },
    ]);
  });

  it('keeps what other scripts already put in the data layer', () => {
    const host: DataLayerHost = { dataLayer: [{ 'gtm.start': 1 }] };
    pushPageView(host, { page_path: '/', page_location: 'https://shop/', page_title: '' });
    expect(host.dataLayer).toHaveLength(2);
  });
});

describe('GTM id', () => {
  it.each([
    ['GTM-ABC123', true],
    ['GTM-abc123', false],
    ["GTM-X');alert(1)//", false],
    ['', false],
    [undefined, false],
  ])('%s is valid: %s', (id, valid) => {
    expect(isValidGtmId(id)).toBe(valid);
  });

  it('puts the container id into the loader snippet and refuses anything else', () => {
    expect(gtmLoaderScript('GTM-ABC123')).toContain("'dataLayer','GTM-ABC123')");
    expect(() => gtmLoaderScript("x'")).toThrow();
  });
});

describe('usePageViews', () => {
  afterEach(() => {
    delete (window as DataLayerHost).dataLayer;
  });

  it('pushes one event for the first page and one for each route change', async () => {
    let go: (to: string) => void = () => undefined;
    function Page() {
      usePageViews();
      const navigate = useNavigate();
      go = (to) => void navigate(to);
      return null;
    }
    const Stub = createRoutesStub([{ path: '*', Component: Page }]);
    render(<Stub initialEntries={['/t-shirts']} />);
    await act(async () => go('/search?q=tシャツ'));
    await act(async () => go('/search?q=tシャツ')); // same URL again: no new page view
    const paths = ((window as DataLayerHost).dataLayer ?? []).map((event) => (event as { page_path: string }).page_path);
    expect(paths).toEqual(['/t-shirts', '/search?q=tシャツ']);
  });
});
