import type { Queryable } from '../../db/db.ts';

/** URL of the generated picture of a product in one colour. */
export function productImageUrl(code: string, colorId: number): string {
  return `/api/images/products/${encodeURIComponent(code)}/${colorId}.svg`;
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

interface ListRow {
  id: number;
  code: string;
  name: string;
  min_price: number;
  max_price: number;
  brand_id: number;
  brand_slug: string;
  brand_name: string;
  brand_on_sale: boolean;
  category_id: number;
  category_slug: string;
  category_name: string;
  tag_slugs: string[];
  review_count: number;
  rating_average: number;
  colors: { id: number; name: string; hex: string; is_dark: boolean }[] | null;
  print_methods: Ref[] | null;
}

/** Loads list items for product ids, in the order given (ids not found are left out). */
export async function loadListItems(db: Queryable, ids: readonly number[]): Promise<ProductListItem[]> {
  if (ids.length === 0) return [];
  const rows = await db.query<ListRow>(
    `select p.id, p.code, p.name, p.min_price, p.max_price, p.tag_slugs, p.review_count,
            p.rating_average::float8 as rating_average,
            b.id as brand_id, b.slug as brand_slug, b.name as brand_name, b.on_sale as brand_on_sale,
            c.id as category_id, c.slug as category_slug, c.name as category_name,
            (select json_agg(json_build_object('id', pc.id, 'name', pc.name, 'hex', pc.hex, 'is_dark', pc.is_dark)
                             order by pc.sequence, pc.id)
               from product_colors pc where pc.product_id = p.id) as colors,
            (select json_agg(json_build_object('id', m.id, 'slug', m.slug, 'name', m.name) order by m.sequence, m.id)
               from product_print_methods ppm join print_methods m on m.id = ppm.print_method_id
              where ppm.product_id = p.id) as print_methods
       from products p
       join brands b on b.id = p.brand_id
       join categories c on c.id = p.category_id
      where p.id = any($1::int[])`,
    [ids],
  );
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const r = byId.get(id);
    return r ? [toListItem(r)] : [];
  });
}

function toListItem(r: ListRow): ProductListItem {
  const colors = (r.colors ?? []).map((color) => ({ ...color, image: productImageUrl(r.code, color.id) }));
  return {
    id: r.id,
    code: r.code,
    name: r.name,
    brand: { id: r.brand_id, slug: r.brand_slug, name: r.brand_name },
    category: { id: r.category_id, slug: r.category_slug, name: r.category_name },
    image: colors[0]?.image ?? null,
    min_price: r.min_price,
    max_price: r.max_price,
    on_sale: r.brand_on_sale,
    colors,
    print_methods: r.print_methods ?? [],
    tags: r.tag_slugs,
    review_summary: { count: r.review_count, average: r.rating_average },
  };
}
