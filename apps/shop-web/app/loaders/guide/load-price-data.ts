import type { ApiClient } from '@shop/api-client';
import type { Product } from '@shop/api-contract';

/**
 * The product types the guidance pages price, each standing for the catalogue's category: the
 * simulator's 「商品の種類」 and the worked examples pick one representative product of each.
 */
export const PRICE_PRODUCT_TYPES = [
  { label: 'Tシャツ', category: 't-shirts' },
  { label: 'パーカー', category: 'hoodies' },
  { label: 'スウェット', category: 'sweatshirts' },
  { label: 'トートバッグ', category: 'tote-bags' },
] as const;

/** Catalogue data behind the prices a help page states. */
export interface PriceData {
  /** Representative products (`response_group=order`) under their type's name, in `PRICE_PRODUCT_TYPES` order. */
  readonly products: readonly { readonly label: string; readonly product: Product }[];
  readonly shipping: { readonly shippingFee: number; readonly freeShippingMinimum: number }; // yen, tax included
}

/**
 * The representative product of a category: among its most popular page, the first that offers the
 * most print methods (so every method's table is backed by a real product), one made in white when
 * there is one (the examples price a white garment). Null for an empty category.
 */
async function representative(api: ApiClient, category: string): Promise<Product | null> {
  const list = await api.products.list({ category, sort: 'popular' });
  let best: (typeof list.data)[number] | undefined;
  const score = (item: (typeof list.data)[number]) =>
    item.printMethods.length * 2 + (item.colors.some((c) => c.name === 'ホワイト') ? 1 : 0);
  for (const item of list.data) {
    if (!best || score(item) > score(best)) best = item;
  }
  if (!best) return null;
  const { data } = await api.products.get(best.code);
  return data;
}

/** The price data of the guidance pages: representative products and the shipping fee rule. */
export async function loadPriceData(api: ApiClient): Promise<PriceData> {
  const [products, shipping] = await Promise.all([
    Promise.all(PRICE_PRODUCT_TYPES.map(async (type) => ({ label: type.label, product: await representative(api, type.category) }))),
    api.delivery.shipping(),
  ]);
  return {
    products: products.flatMap(({ label, product }) => (product ? [{ label, product }] : [])),
    shipping: { shippingFee: shipping.shippingFee, freeShippingMinimum: shipping.freeShippingMinimum },
  };
}
