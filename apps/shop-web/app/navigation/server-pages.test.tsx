import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../testing/render.tsx';
import { PAGE_ROUTES } from './route-table.ts';
import { AppLink, designToolPath, isServerPage } from './server-pages.tsx';

describe("the server's own pages (the design tool)", () => {
  it.each([
    ['/designtool', true],
    ['/designtool/', true],
    ['/designtool?from=menu', true],
    ['/product/5001-01/print-inkjet-design', true],
    ['/product/5001-01/print-inkjet-design-mobile?pid=abc', true],
    ['/designtool/move', false],
    ['/designtools', false],
    ['/product/5001-01/print-inkjet', false],
    ['/product/5001-01/print-inkjet-preview', false],
  ])('%s → %s', (path, expected) => {
    expect(isServerPage(path)).toBe(expected);
  });

  it('no storefront route answers them', () => {
    for (const page of PAGE_ROUTES) expect([page.path, isServerPage(page.path.replace(':code', '5001-01'))]).toEqual([page.path, false]);
  });

  it('builds the tool path of a print order, for phones too', () => {
    expect(designToolPath('5001-01', 'po-1')).toBe('/product/5001-01/print-inkjet-design?pid=po-1');
    expect(designToolPath('5001-01', 'po 1', { mobile: true })).toBe('/product/5001-01/print-inkjet-design-mobile?pid=po%201');
    expect(designToolPath('5001-01', null)).toBe('/product/5001-01/print-inkjet-design');
  });

  it('AppLink loads the document for the tool and navigates in the app elsewhere', async () => {
    renderRoutes(
      [
        {
          path: '/',
          Component: () => (
            <>
              <AppLink to="/designtool">デザインツール</AppLink>
              <AppLink to="/designtool/move">移動</AppLink>
            </>
          ),
        },
      ],
      '/',
    );
    const tool = await screen.findByRole('link', { name: 'デザインツール' });
    const manual = screen.getByRole('link', { name: '移動' });
    expect([tool.getAttribute('href'), manual.getAttribute('href')]).toEqual(['/designtool', '/designtool/move']);
    // The router takes the click (prevents the browser's load) only for its own pages. A listener on the
    // document runs after React's and stands in for the browser (jsdom cannot load documents).
    const taken: boolean[] = [];
    const record = (event: Event) => {
      taken.push(event.defaultPrevented);
      event.preventDefault();
    };
    document.addEventListener('click', record);
    try {
      for (const link of [manual, tool]) link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
    } finally {
      document.removeEventListener('click', record);
    }
    expect(taken).toEqual([true, false]);
  });
});
