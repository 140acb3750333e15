import { describe, expect, it } from 'vitest';
import { layoutRulesFor } from './layout-rules.ts';
import { PAGE_ROUTES } from './route-table.ts';

describe('layout rules', () => {
  it.each([
    ['index', { layout: 'default', footer: true, filterButton: false, drawer: 'temporary' }],
    ['category', { layout: 'default', footer: true, filterButton: true, drawer: 'temporary' }],
    ['brand', { layout: 'default', footer: true, filterButton: true, drawer: 'temporary' }],
    ['brand-slug', { layout: 'default', footer: true, filterButton: true, drawer: 'temporary' }],
    ['features', { layout: 'default', footer: true, filterButton: true, drawer: 'temporary' }],
    ['features-slug', { layout: 'default', footer: true, filterButton: true, drawer: 'temporary' }],
    ['product-code', { layout: 'default', footer: true, filterButton: false, drawer: 'temporary' }],
    ['product-code-customer-reviews', { layout: 'default', footer: true, filterButton: false, drawer: 'temporary' }],
    ['product-code-print', { layout: 'default', footer: false, filterButton: false, drawer: 'temporary' }],
    ['product-code-print-screen-color', { layout: 'default', footer: false, filterButton: false, drawer: 'temporary' }],
    ['product-code-print-inkjet-design', { layout: 'designtool', footer: true, filterButton: false, drawer: 'temporary' }],
    ['product-code-print-inkjet-design-mobile', { layout: 'designtool', footer: false, filterButton: false, drawer: 'temporary' }],
    ['designtool', { layout: 'default', footer: true, filterButton: false, drawer: 'pinned' }],
    ['designtool-texttool', { layout: 'default', footer: true, filterButton: false, drawer: 'pinned' }],
    ['designtool-alignment', { layout: 'default', footer: true, filterButton: false, drawer: 'pinned' }],
    ['checkout-confirm', { layout: 'checkout', footer: true, filterButton: false, drawer: 'temporary' }],
    ['login', { layout: 'login', footer: true, filterButton: false, drawer: 'temporary' }],
    ['search', { layout: 'default', footer: true, filterButton: true, drawer: 'temporary' }],
    ['blog-category-slug', { layout: 'default', footer: true, filterButton: false, drawer: 'temporary' }],
  ])('%s → %o', (routeName, expected) => {
    expect(layoutRulesFor(routeName)).toEqual(expected);
  });

  it('gives every design-tool manual page the default layout with the drawer pinned', () => {
    const manual = PAGE_ROUTES.filter((page) => page.id.startsWith('designtool'));
    // Twenty manual pages; `/designtool` itself is the design tool, a page of the server.
    expect(manual).toHaveLength(20);
    for (const page of manual) {
      expect(layoutRulesFor(page.id)).toMatchObject({ layout: 'default', drawer: 'pinned' });
    }
  });

  it('matches route-name prefixes by whole words only', () => {
    // `brandnew` is not a brand route; `designtools` is not the design tool.
    expect(layoutRulesFor('brandnew').filterButton).toBe(false);
    expect(layoutRulesFor('designtools').drawer).toBe('temporary');
  });
});
