import { FOOTER_LINKS } from '../navigation/menus.ts';
import { fireEvent, screen, within } from '@testing-library/react';
import { preloadDrawer } from '@shop/ui';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SideMenuData } from '../navigation/menus.ts';
import LayoutDefault from '../routes/layout-default.tsx';
import { renderRoutes } from '../testing/render.tsx';

const menu: SideMenuData = {
  rootCategories: [
    { slug: 'tops', name: 'トップス' },
    { slug: 'goods', name: 'グッズ' },
  ],
  features: [],
  brandsOnSale: [],
};

const Page = () => <h1>ページ</h1>;

/** The default layout around one page whose route name (id) is `routeName`. */
function renderLayoutAt(routeName: string) {
  return renderRoutes(
    [
      {
        id: 'layout-default',
        Component: LayoutDefault,
        loader: () => menu,
        children: [{ id: routeName, path: '*', Component: Page, loader: () => ({}) }],
      },
    ],
    '/somewhere',
  );
}

/** The same layout around a page whose loader throws a 404 (a missing category: `/:category`). */
function renderFailedPageAt(routeName: string) {
  return renderRoutes(
    [
      {
        id: 'layout-default',
        Component: LayoutDefault,
        loader: () => menu,
        children: [
          {
            id: 'page-boundary',
            ErrorBoundary: () => <h1>エラー</h1>,
            children: [
              {
                id: routeName,
                path: '*',
                Component: Page,
                loader: () => {
                  throw new Response('Not Found', { status: 404 });
                },
              },
            ],
          },
        ],
      },
    ],
    '/no-such-category',
  );
}

// The drawer's panel is a chunk of its own: loaded before the tests, so a findBy… never waits on it.
beforeAll(() => preloadDrawer(), 0);

describe('default layout', () => {
  it.each([
    ['index', false],
    ['category', true],
    ['brand-slug', true],
    ['features-slug', true],
    ['product-code', false],
  ])('on %s the filter button shows: %s', async (routeName, shows) => {
    renderLayoutAt(routeName);
    await screen.findByRole('heading', { name: 'ページ' });
    expect(screen.queryAllByRole('button', { name: '絞り込み' })).toHaveLength(shows ? 1 : 0);
  });

  it.each(['category', 'brand-slug', 'features-slug'])('on %s whose page failed (404) the filter button is hidden', async (routeName) => {
    renderFailedPageAt(routeName);
    await screen.findByRole('heading', { name: 'エラー' });
    expect(screen.queryAllByRole('button', { name: '絞り込み' })).toHaveLength(0);
  });

  it.each([
    ['index', true],
    ['product-code', true],
    ['product-code-print', false],
    ['product-code-print-screen-confirm', false],
  ])('on %s the footer shows: %s', async (routeName, shows) => {
    renderLayoutAt(routeName);
    await screen.findByRole('heading', { name: 'ページ' });
    expect(screen.queryAllByRole('contentinfo')).toHaveLength(shows ? 1 : 0);
  });

  it('pins the side navigation on design tool routes and keeps it in a drawer elsewhere', async () => {
    renderLayoutAt('designtool-texttool');
    await screen.findByRole('heading', { name: 'ページ' });
    const pinned = screen.getByTestId('pinned-nav');
    expect(within(pinned).getByRole('link', { name: 'トップス' }).getAttribute('href')).toBe('/tops');
  });

  it('opens the temporary drawer from the menu button, listing the categories from the API', async () => {
    renderLayoutAt('index');
    await screen.findByRole('heading', { name: 'ページ' });
    expect(screen.queryByTestId('pinned-nav')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'メニューを開く' }));
    // The drawer's chunk (Radix Dialog) is loaded before the tests (beforeAll): vitest's transform of
    // it took over 5 s while the other suites kept both cores busy (CI, 2026-11-27).
    const drawer = await screen.findByRole('dialog', { name: 'メニュー' });
    const categories = within(drawer).getByRole('region', { name: '商品カテゴリー' });
    expect(
      within(categories)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href'))
        .slice(0, 2),
    ).toEqual(['/tops', '/goods']);
  });

  it('shows the footer links of the spec in order: home, blog, legal notice, terms, privacy', async () => {
    renderLayoutAt('index');
    const footer = await screen.findByRole('contentinfo');
    const hrefs = within(footer)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs.filter((href) => href !== null && FOOTER_LINKS.some((link) => link.to === href))).toEqual([
      '/',
      '/blog',
      '/info/notice',
      '/info/terms',
      '/info/privacy',
    ]);
  });

  it('shows the scroll-to-top button only after scrolling more than 20 px', async () => {
    renderLayoutAt('index');
    await screen.findByRole('heading', { name: 'ページ' });
    expect(screen.queryByRole('button', { name: 'ページの先頭へ戻る' })).toBeNull();
    Object.defineProperty(window, 'scrollY', { value: 20, configurable: true });
    fireEvent.scroll(window);
    expect(screen.queryByRole('button', { name: 'ページの先頭へ戻る' })).toBeNull();
    Object.defineProperty(window, 'scrollY', { value: 21, configurable: true });
    fireEvent.scroll(window);
    expect(await screen.findByRole('button', { name: 'ページの先頭へ戻る' })).toBeTruthy();
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });
});
