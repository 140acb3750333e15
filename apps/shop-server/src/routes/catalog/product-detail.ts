import { MAX_DB_INTEGER } from '@shop/api-contract';
import { one, type Queryable } from '../../db/db.ts';
import { productImageUrl, type Ref } from './product-shapes.ts';

/** The order representation of a product: colours with sizes and SKUs, print methods with price tables. */
export interface ProductDetail {
  id: number;
  code: string;
  name: string;
  description: string;
  brand: Ref;
  category: Ref;
  images: string[];
  fit: { slug: string; name: string } | null;
  weight_oz: number | null;
  /** light, standard, heavy or extra-heavy (the `weight` filter value) */
  weight_class: string | null;
  material: string;
  silhouette: string;
  tags: string[];
  print_methods: PrintMethodDetail[];
  colors: ColorDetail[];
  wrappings: { id: number; name: string; charge: number }[];
  review_summary: { count: number; average: number };
}

interface PrintMethodDetail {
  id: number;
  slug: string;
  name: string;
  description: string;
  /** yen per colour change */
  color_change_charge: number;
  /** true: dark garments only (white inkjet); false: light garments only; null: any */
  for_dark_colors: boolean | null;
  print_specs: {
    id: number;
    name: string;
    position: string;
    size: string;
    print_category: {
      id: number;
      name: string;
      print_charges: { min_quantity: number; charge: number }[];
      plate_price: number;
      short_term_plate_price: number;
      extra_plate_charge: number;
      extra_print_charge: number;
      data_production_fee: number;
    };
  }[];
}

interface ColorDetail {
  id: number;
  name: string;
  hex: string;
  is_dark: boolean;
  image: string;
  sizes: {
    id: number;
    name: string;
    is_kids: boolean;
    sku: { id: number; price: number; list_price: number | null; inventory: { quantity_available: number } };
  }[];
}

interface ProductRow {
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

/** Finds a product id by numeric id or by code ('00085-CVT'). */
export async function findProductId(db: Queryable, idOrCode: string): Promise<number | undefined> {
  const byId = /^[1-9]\d{0,9}$/.test(idOrCode) && Number(idOrCode) <= MAX_DB_INTEGER;
  const row = await one<{ id: number }>(
    db,
    byId ? 'select id from products where id = $1' : 'select id from products where code = $1',
    [byId ? Number(idOrCode) : idOrCode],
  );
  return row?.id;
}

/** Loads the order representation of product `id`; undefined when there is none. */
export async function loadProductDetail(db: Queryable, id: number): Promise<ProductDetail | undefined> {
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
  const [skus, specs, wrappings] = await Promise.all([
    db.query<{
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
    }>(
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
    db.query<{
      method_id: number;
      method_slug: string;
      method_name: string;
      method_description: string;
      color_change_charge: number;
      for_dark_colors: boolean | null;
      spec_id: number;
      spec_name: string;
      position: string;
      size: string;
      category_id: number;
      category_name: string;
      plate_price: number;
      short_term_plate_price: number;
      extra_plate_charge: number;
      extra_print_charge: number;
      data_production_fee: number;
      charges: { min_quantity: number; charge: number }[];
    }>(
      `select m.id as method_id, m.slug as method_slug, m.name as method_name, m.description as method_description,
              m.color_change_charge, m.for_dark_colors,
              s.id as spec_id, s.name as spec_name, s.position, s.size,
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
    db.query<{ id: number; name: string; charge: number }>(
      `select w.id, w.name, w.charge from product_wrappings pw join wrappings w on w.id = pw.wrapping_id
        where pw.product_id = $1 order by w.id`,
      [id],
    ),
  ]);

  const colors = new Map<number, ColorDetail>();
  for (const row of skus) {
    let color = colors.get(row.color_id);
    if (!color) {
      color = {
        id: row.color_id,
        name: row.color_name,
        hex: row.hex,
        is_dark: row.is_dark,
        image: productImageUrl(product.code, row.color_id),
        sizes: [],
      };
      colors.set(row.color_id, color);
    }
    color.sizes.push({
      id: row.size_id,
      name: row.size_name,
      is_kids: row.is_kids,
      sku: {
        id: row.sku_id,
        price: row.price,
        list_price: row.list_price,
        inventory: { quantity_available: row.quantity_available },
      },
    });
  }

  const methods = new Map<number, PrintMethodDetail>();
  for (const row of specs) {
    let method = methods.get(row.method_id);
    if (!method) {
      method = {
        id: row.method_id,
        slug: row.method_slug,
        name: row.method_name,
        description: row.method_description,
        color_change_charge: row.color_change_charge,
        for_dark_colors: row.for_dark_colors,
        print_specs: [],
      };
      methods.set(row.method_id, method);
    }
    method.print_specs.push({
      id: row.spec_id,
      name: row.spec_name,
      position: row.position,
      size: row.size,
      print_category: {
        id: row.category_id,
        name: row.category_name,
        print_charges: row.charges,
        plate_price: row.plate_price,
        short_term_plate_price: row.short_term_plate_price,
        extra_plate_charge: row.extra_plate_charge,
        extra_print_charge: row.extra_print_charge,
        data_production_fee: row.data_production_fee,
      },
    });
  }

  return {
    id: product.id,
    code: product.code,
    name: product.name,
    description: product.description,
    brand: { id: product.brand_id, slug: product.brand_slug, name: product.brand_name },
    category: { id: product.category_id, slug: product.category_slug, name: product.category_name },
    images: [...colors.values()].map((c) => c.image),
    fit: product.fit_slug && product.fit_name ? { slug: product.fit_slug, name: product.fit_name } : null,
    weight_oz: product.weight_oz,
    weight_class: product.weight_class,
    material: product.material,
    silhouette: product.silhouette,
    tags: product.tag_slugs,
    print_methods: [...methods.values()],
    colors: [...colors.values()],
    wrappings,
    review_summary: { count: product.review_count, average: product.rating_average },
  };
}
