/**
 * Products in the database: finding one by id or code, the rows of its order representation, list
 * items by id, the popular and related lists of the shop index, and the colour a product picture is
 * drawn in (pages by filter and sort and the facet counts: product-list-store.ts). The shapes built
 * from these rows live in product-detail.ts, product-shapes.ts and product-filter.ts.
 */
import { MAX_DB_INTEGER } from '@shop/api-contract';
import { one, type Queryable } from '../db/db.ts';
import type { Ref } from './product-shapes.ts';

/**
 * A print method's garment colours on the wire (`PrintableColors`), from the `for_dark_colors` column
 * (false light, true dark, null any); a select of `print_methods m` includes it as is.
 */
export const PRINTABLE_COLORS_COLUMN =
  "case m.for_dark_colors when true then 'dark' when false then 'light' else 'any' end as printable_colors";

/** Finds a product id by numeric id or by code ('00085-CVT'). */
export async function findProductId(db: Queryable, idOrCode: string): Promise<number | undefined> {
  const byId = /^[1-9]\d{0,9}$/.test(idOrCode) && Number(idOrCode) <= MAX_DB_INTEGER;
  const row = await one<{ id: number }>(db, byId ? 'select id from products where id = $1' : 'select id from products where code = $1', [
    byId ? Number(idOrCode) : idOrCode,
  ]);
  return row?.id;
}

/** The product's own columns of its order representation, with its brand, category and fit. */
export interface ProductRow {
  id: number;
  code: string;
  name: string;
  description: string;
  material: string;
  silhouette: string;
  weight_oz: number | null;
  weight_class: string | null;
  tag_slugs: string[];
  review_count: number;
  rating_average: number;
  brand_id: number;
  brand_slug: string;
  brand_name: string;
  category_id: number;
  category_slug: string;
  category_name: string;
  fit_slug: string | null;
  fit_name: string | null;
}

/** A SKU of a product with its colour and size. */
export interface ProductSkuRow {
  color_id: number;
  color_name: string;
  hex: string;
  is_dark: boolean;
  size_id: number;
  size_name: string;
  is_kids: boolean;
  sku_id: number;
  price: number;
  list_price: number | null;
  quantity_available: number;
}

/** A print spec a product offers (for its silhouette), with its method, category and charge tiers. */
export interface ProductPrintSpecRow {
  method_id: number;
  method_slug: string;
  method_name: string;
  method_description: string;
  color_change_charge: number;
  /** business days of production */
  lead_days: number;
  /** fewest pieces of a production */
  min_quantity: number;
  good_for: string[];
  /** from for_dark_colors: false light, true dark, null any */
  printable_colors: 'light' | 'dark' | 'any';
  spec_id: number;
  spec_name: string;
  position: string;
  size: string;
  width_mm: number;
  height_mm: number;
  category_id: number;
  category_name: string;
  plate_price: number;
  short_term_plate_price: number;
  extra_plate_charge: number;
  extra_print_charge: number;
  data_production_fee: number;
  charges: { min_quantity: number; charge: number }[];
}

/** A named ink of a print method offered for a product (silk-screen). */
export interface ProductInkRow {
  id: number;
  print_method_id: number;
  name: string;
  hex: string;
}

/** A wrapping a product offers. */
export interface ProductWrapping {
  id: number;
  name: string;
  /** yen, tax included */
  charge: number;
}

/** One size of a product's size chart: centimetres, null where the measure does not apply. */
export interface SizeChartRow {
  size_id: number;
  size_name: string;
  body_length_cm: number | null;
  chest_width_cm: number | null;
  shoulder_width_cm: number | null;
  sleeve_length_cm: number | null;
  height_cm: number | null;
  width_cm: number | null;
  depth_cm: number | null;
}

/** Loads the rows of a product's order representation; undefined when there is no such product. */
export async function productDetailRows(
  db: Queryable,
  id: number,
): Promise<
  | {
      product: ProductRow;
      skus: ProductSkuRow[];
      specs: ProductPrintSpecRow[];
      inks: ProductInkRow[];
      wrappings: ProductWrapping[];
      sizeChart: SizeChartRow[];
    }
  | undefined
> {
  const product = await one<ProductRow>(
    db,
    `select p.id, p.code, p.name, p.description, p.material, p.silhouette, p.weight_oz::float8 as weight_oz,
            p.weight_class, p.tag_slugs, p.review_count, p.rating_average::float8 as rating_average,
            b.id as brand_id, b.slug as brand_slug, b.name as brand_name,
            c.id as category_id, c.slug as category_slug, c.name as category_name,
            f.slug as fit_slug, f.name as fit_name
       from products p
       join brands b on b.id = p.brand_id
       join categories c on c.id = p.category_id
       left join fits f on f.id = p.fit_id
      where p.id = $1`,
    [id],
  );
  if (!product) return undefined;
  const [skus, specs, inks, wrappings, sizeChart] = await Promise.all([
    db.query<ProductSkuRow>(
      `select pc.id as color_id, pc.name as color_name, pc.hex, pc.is_dark,
            s.id as size_id, s.name as size_name, s.is_kids,
            k.id as sku_id, k.price, k.list_price, k.quantity_available
       from skus k
       join product_colors pc on pc.id = k.color_id
       join sizes s on s.id = k.size_id
      where k.product_id = $1
      order by pc.sequence, pc.id, s.sequence`,
      [id],
    ),
    db.query<ProductPrintSpecRow>(
      `select m.id as method_id, m.slug as method_slug, m.name as method_name, m.description as method_description,
            m.color_change_charge, m.lead_days, m.min_quantity, m.good_for,
            ${PRINTABLE_COLORS_COLUMN},
            s.id as spec_id, s.name as spec_name, s.position, s.size, s.width_mm, s.height_mm,
            pc.id as category_id, pc.name as category_name, pc.plate_price, pc.short_term_plate_price,
            pc.extra_plate_charge, pc.extra_print_charge, pc.data_production_fee,
            (select json_agg(json_build_object('min_quantity', ch.min_quantity, 'charge', ch.charge) order by ch.min_quantity)
               from print_charges ch where ch.print_category_id = pc.id) as charges
       from product_print_methods ppm
       join print_methods m on m.id = ppm.print_method_id
       join print_specs s on s.print_method_id = m.id
       join print_categories pc on pc.id = s.print_category_id
      where ppm.product_id = $1 and (cardinality(s.silhouettes) = 0 or $2 = any(s.silhouettes))
      order by m.sequence, m.id, s.sequence, s.id`,
      [id, product.silhouette],
    ),
    db.query<ProductInkRow>(
      `select i.id, i.print_method_id, i.name, i.hex
         from product_print_methods ppm
         join print_inks i on i.print_method_id = ppm.print_method_id
        where ppm.product_id = $1
        order by i.print_method_id, i.sequence, i.id`,
      [id],
    ),
    productWrappings(db, id),
    db.query<SizeChartRow>(
      `select s.id as size_id, s.name as size_name,
            m.body_length_cm::float8 as body_length_cm, m.chest_width_cm::float8 as chest_width_cm,
            m.shoulder_width_cm::float8 as shoulder_width_cm, m.sleeve_length_cm::float8 as sleeve_length_cm,
            m.height_cm::float8 as height_cm, m.width_cm::float8 as width_cm, m.depth_cm::float8 as depth_cm
       from size_measurements m
       join sizes s on s.id = m.size_id
      where m.product_id = $1
      order by s.sequence, s.id`,
      [id],
    ),
  ]);
  return { product, skus, specs, inks, wrappings, sizeChart };
}

/** The wrappings a product offers, in id order. */
export function productWrappings(db: Queryable, productId: number): Promise<ProductWrapping[]> {
  return db.query<ProductWrapping>(
    `select w.id, w.name, w.charge from product_wrappings pw join wrappings w on w.id = pw.wrapping_id
        where pw.product_id = $1 order by w.id`,
    [productId],
  );
}

/** A product's columns as lists show it, with its colours and print methods. */
export interface ListRow {
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
  /** `family`: the colour family (white, navy…), the value of the `color` filter. */
  colors: { id: number; name: string; hex: string; is_dark: boolean; family: string }[] | null;
  print_methods: Ref[] | null;
}

/** The list rows of products by id, in no particular order (ids not found are left out). */
export function listItemRows(db: Queryable, ids: readonly number[]): Promise<ListRow[]> {
  return db.query<ListRow>(
    `select p.id, p.code, p.name, p.min_price, p.max_price, p.tag_slugs, p.review_count,
            p.rating_average::float8 as rating_average,
            b.id as brand_id, b.slug as brand_slug, b.name as brand_name, b.on_sale as brand_on_sale,
            c.id as category_id, c.slug as category_slug, c.name as category_name,
            (select json_agg(json_build_object('id', pc.id, 'name', pc.name, 'hex', pc.hex, 'is_dark', pc.is_dark, 'family', pc.family)
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
}

/** The ids of the `limit` most popular products. */
export async function popularProductIds(db: Queryable, limit: number): Promise<number[]> {
  const rows = await db.query<{ id: number }>(`select id from products order by popularity desc, id limit ${limit}`);
  return rows.map((r) => r.id);
}

/** The ids of the `limit` most popular other products of a product's category. */
export async function relatedProductIds(db: Queryable, product: { id: number; categoryId: number }, limit: number): Promise<number[]> {
  const rows = await db.query<{ id: number }>(
    `select id from products where category_id = $1 and id <> $2 order by popularity desc, id limit ${limit}`,
    [product.categoryId, product.id],
  );
  return rows.map((r) => r.id);
}

/** What a product picture in one colour is drawn from (undefined: no such product or colour). */
export function productPicture(
  db: Queryable,
  code: string,
  colorId: number,
): Promise<{ hex: string; is_dark: boolean; silhouette: string } | undefined> {
  return one<{ hex: string; is_dark: boolean; silhouette: string }>(
    db,
    `select pc.hex, pc.is_dark, p.silhouette from product_colors pc join products p on p.id = pc.product_id
      where p.code = $1 and pc.id = $2`,
    [code, colorId],
  );
}

/** A product in one colour with what its mock-up is drawn from and named by (undefined: no such product or colour). */
export function garmentRow(
  db: Queryable,
  code: string,
  colorId: number,
): Promise<{ product_name: string; color_name: string; hex: string; is_dark: boolean; silhouette: string } | undefined> {
  return one(
    db,
    `select p.name as product_name, pc.name as color_name, pc.hex, pc.is_dark, p.silhouette
       from product_colors pc join products p on p.id = pc.product_id
      where p.code = $1 and pc.id = $2`,
    [code, colorId],
  );
}

/** Print specs' positions and areas (mm) by id. */
export function printSpecAreaRows(
  db: Queryable,
  ids: readonly number[],
): Promise<{ id: number; name: string; position: string; width_mm: number; height_mm: number }[]> {
  return db.query('select id, name, position, width_mm, height_mm from print_specs where id = any($1::int[])', [[...ids]]);
}
