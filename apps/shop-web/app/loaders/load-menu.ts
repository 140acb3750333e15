/** Loads what the side menu shows: root categories and brands on sale (shop index), features. */
import type { ApiClient } from '@shop/api-client';
import type { SideMenuData } from '../navigation/menus.ts';

/** Menu data; a failed call leaves its part empty (the menu must never take the page down). */
export async function loadMenuData(api: ApiClient): Promise<SideMenuData> {
  const [index, features] = await Promise.allSettled([
    api.shop.index({ type: 'catalog' }),
    api.content.query({ collection: 'features', where: { status: true }, sort: { field: 'sequence', order: 'asc' }, limit: 50 }),
  ]);
  for (const result of [index, features]) {
    if (result.status === 'rejected') console.error('[shop-web] side menu data unavailable:', String(result.reason));
  }
  const shop = index.status === 'fulfilled' ? index.value.data : undefined;
  return {
    // Only the fields the menu shows: this data is serialised into every page.
    rootCategories: (shop?.rootCategories ?? []).map(({ slug, name }) => ({ slug, name })),
    brandsOnSale: (shop?.brandsOnSale ?? []).map(({ slug, name }) => ({ slug, name })),
    features:
      features.status === 'fulfilled'
        ? features.value.data.map(({ slug, title, status, sequence }) => ({ slug, title, status, sequence }))
        : [],
  };
}
