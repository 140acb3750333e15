import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { FOOTER_LINKS, HELP_MENU, sideMenuGroups, visibleGroups, visibleLinks, type NavLinkItem } from './menus.ts';
import { PAGE_ROUTES, isImplemented } from './route-table.ts';

const data = {
  rootCategories: [
    { slug: 't-shirts', name: 'Tシャツ' },
    { slug: 'hoodies', name: 'パーカー' },
  ],
  features: [
    { slug: 'late', title: '後の特集', status: true, sequence: 20 },
    { slug: 'hidden', title: '非公開の特集', status: false, sequence: 1 },
    { slug: 'early', title: '先の特集', status: true, sequence: 10 },
  ],
  brandsOnSale: [{ slug: 'united-athle', name: 'United Athle' }],
};

const routeObjects = PAGE_ROUTES.map((route) => ({ id: route.id, path: route.path }));

/** The route the router would pick for a link (the catch-all must not swallow named pages). */
function routeOf(to: string): string | undefined {
  return matchRoutes(routeObjects, to)?.at(-1)?.route.id;
}

describe('side menu', () => {
  it('lists the groups in the order of the spec', () => {
    expect(sideMenuGroups(data).map((group) => group.id)).toEqual([
      'categories',
      'guide',
      'features',
      'print-methods',
      'designtool-manual',
      'data-submission',
      'helpful',
      'brands-on-sale',
      'about',
    ]);
  });

  it('lists root categories first, then the print-capable product list', () => {
    const categories = sideMenuGroups(data)[0];
    expect(categories?.links.map((link) => [link.label, link.to])).toEqual([
      ['Tシャツ', '/t-shirts'],
      ['パーカー', '/hoodies'],
      ['プリント対応商品一覧', '/product'],
    ]);
  });

  it('shows only published features, by sequence ascending', () => {
    const features = sideMenuGroups(data).find((group) => group.id === 'features');
    expect(features?.links.map((link) => link.to)).toEqual(['/features/early', '/features/late']);
  });

  it.each([
    ['data-submission', ['/guidance/timelines/submit-data', '/reference/design', '/reference/templates', '/reference/fonts']],
    ['helpful', ['/reference/size-chart', '/reference/size-guide', '/word', '/example']],
  ])('the %s group lists its entries in the order of the spec, every one of them shown', (id, paths) => {
    const group = visibleGroups(sideMenuGroups(data)).find((candidate) => candidate.id === id);
    expect(group?.links.map((link) => link.to)).toEqual(paths);
  });

  it('names the templates, fonts, size chart and size guide entries in Japanese', () => {
    const labels = sideMenuGroups(data)
      .flatMap((group) => group.links)
      .filter((link) => link.to.startsWith('/reference/') && link.to !== '/reference/design');
    expect(labels.map((link) => [link.label, link.route])).toEqual([
      ['Tシャツテンプレート', 'reference-templates'],
      ['フリーフォント', 'reference-fonts'],
      ['サイズ表の見方', 'reference-size-chart'],
      ['サイズガイド', 'reference-size-guide'],
    ]);
  });

  it('drops links to pages that do not exist and groups left empty', () => {
    const groups = visibleGroups(sideMenuGroups(data));
    for (const group of groups) {
      expect(group.links.length).toBeGreaterThan(0);
      for (const link of group.links) expect(isImplemented(link.route)).toBe(true);
    }
    // Categories exist (route `category`), so the shop's main navigation is never empty.
    expect(groups[0]?.links.map((link) => link.to)).toEqual(['/t-shirts', '/hoodies', '/product']);
  });
});

describe('every menu', () => {
  const allLinks: NavLinkItem[] = [...HELP_MENU, ...FOOTER_LINKS, ...sideMenuGroups(data).flatMap((group) => group.links)];

  it('has the seven help menu entries of the spec, in order', () => {
    expect(HELP_MENU.map((link) => link.to)).toEqual([
      '/guidance/payment',
      '/guidance/delivery',
      '/guidance/price',
      '/reference/design',
      '/faqs',
      '/info/systemrequirements',
      '/info/contactus',
    ]);
  });

  it.each(visibleLinks(allLinks).map((link) => [link.to, link.route]))(
    'the visible link %s is answered by its own route %s',
    (to, route) => {
      expect(routeOf(to)).toBe(route);
    },
  );

  it('hides a link whose route is missing even when a catch-all route would match its path', () => {
    // A page that does not exist (here a made-up /campaign): the catch-all would take its path.
    expect(routeOf('/campaign')).toBe('category');
    expect(visibleLinks([{ label: 'キャンペーン', to: '/campaign', route: 'campaign' }])).toEqual([]);
    // /byob exists since issue #15: its link shows.
    expect(visibleLinks([{ label: '持ち込みプリント', to: '/byob', route: 'byob' }])).toHaveLength(1);
  });
});
