import type { Queryable } from '../db/db.ts';
import { type ListRow, listItemRows } from './product-store.ts';

/**
 * URL of the generated picture of a product in one colour, as the catalogue's answers name it: the
 * raster copy (images.ts says why); the vector one is the same address ending in `.svg`.
 */
export function productImageUrl(code: string, colorId: number): string {
  return `/api/images/products/${encodeURIComponent(code)}/${colorId}.webp`;
}

export interface Ref {
  id: number;
  slug: string;
  name: string;
}

/** The product, colour and size columns of a SKU row joined to them (cart lines, the SKU detail). */
export interface SkuLineRow {
  product_id: number;
  code: string;
  product_name: string;
  color_id: number;
  color_name: string;
  hex: string;
  size_id: number;
  size_name: string;
}

/** What a SKU sells, as the wire names it: its product (pictured in the SKU's colour), colour and size. */
export function skuLineRefs(r: SkuLineRow) {
  return {
    product: { id: r.product_id, code: r.code, name: r.product_name, image: productImageUrl(r.code, r.color_id) },
    color: { id: r.color_id, name: r.color_name, hex: r.hex },
    size: { id: r.size_id, name: r.size_name },
  };
}

/** A product in lists (`response_group=shop`, search, shop index). */
export interface ProductListItem {
  id: number;
  code: string;
  name: string;
  brand: Ref;
  category: Ref;
  image: string | null;
  /** The colour `image` shows when a colour filter chose it (the first colour of that family); null otherwise. */
  image_color_id: number | null;
  /** yen, tax included */
  min_price: number;
  /** yen, tax included */
  max_price: number;
  /** True when the product's SKUs carry a sale discount. */
  on_sale: boolean;
  colors: { id: number; name: string; hex: string; is_dark: boolean; image: string }[];
  print_methods: Ref[];
  tags: string[];
  review_summary: { count: number; average: number };
}

/**
 * Loads list items for product ids, in the order given (ids not found are left out). With a colour
 * family (the `color` filter), each item is pictured in its first colour of that family.
 */
export async function loadListItems(db: Queryable, ids: readonly number[], colorFamily?: string): Promise<ProductListItem[]> {
  if (ids.length === 0) return [];
  const rows = await listItemRows(db, ids);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const r = byId.get(id);
    return r ? [toListItem(r, colorFamily)] : [];
  });
}

function toListItem(r: ListRow, colorFamily: string | undefined): ProductListItem {
  const rows = r.colors ?? [];
  const colors = rows.map(({ family: _family, ...color }) => ({ ...color, image: productImageUrl(r.code, color.id) }));
  const chosen = colorFamily === undefined ? undefined : rows.find((color) => color.family === colorFamily);
  return {
    id: r.id,
    code: r.code,
    name: r.name,
    brand: { id: r.brand_id, slug: r.brand_slug, name: r.brand_name },
    category: { id: r.category_id, slug: r.category_slug, name: r.category_name },
    image: chosen ? productImageUrl(r.code, chosen.id) : (colors[0]?.image ?? null),
    image_color_id: chosen?.id ?? null,
    min_price: r.min_price,
    max_price: r.max_price,
    on_sale: r.brand_on_sale,
    colors,
    print_methods: r.print_methods ?? [],
    tags: r.tag_slugs,
    review_summary: { count: r.review_count, average: r.rating_average },
  };
}
