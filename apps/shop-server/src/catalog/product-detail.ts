/** The order representation of a product, built from the rows product-store.ts reads. */
import type { Queryable } from '../db/db.ts';
import { productImageUrl, type Ref } from './product-shapes.ts';
import { productDetailRows, type SizeChartRow } from './product-store.ts';

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
  /** Finished measurements per size in centimetres (empty: no chart, e.g. caps). */
  size_chart: SizeChartRow[];
}

interface PrintMethodDetail {
  id: number;
  slug: string;
  name: string;
  description: string;
  /** yen per colour change */
  color_change_charge: number;
  /** business days of production */
  lead_days: number;
  /** fewest pieces of a production */
  min_quantity: number;
  good_for: string[];
  /** garment colours it prints on: light only (inkjet), dark only, or any */
  printable_colors: 'light' | 'dark' | 'any';
  inks: { id: number; name: string; hex: string }[];
  print_specs: {
    id: number;
    name: string;
    position: string;
    size: string;
    /** largest print area, millimetres */
    width_mm: number;
    height_mm: number;
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

/**
 * Nests joined rows (one per child) under their parents, in the order each parent is first met:
 * `parent` makes a parent from its first row, `add` adds each row's child to it.
 */
function nestRows<Row, Parent>(
  rows: readonly Row[],
  key: (row: Row) => number,
  parent: (row: Row) => Parent,
  add: (parent: Parent, row: Row) => void,
): Parent[] {
  const parents = new Map<number, Parent>();
  for (const row of rows) {
    let found = parents.get(key(row));
    if (!found) {
      found = parent(row);
      parents.set(key(row), found);
    }
    add(found, row);
  }
  return [...parents.values()];
}

/** Loads the order representation of product `id`; undefined when there is none. */
export async function loadProductDetail(db: Queryable, id: number): Promise<ProductDetail | undefined> {
  const rows = await productDetailRows(db, id);
  if (!rows) return undefined;
  const { product, skus, specs, inks, wrappings, sizeChart } = rows;

  const colors = nestRows(
    skus,
    (row) => row.color_id,
    (row): ColorDetail => ({
      id: row.color_id,
      name: row.color_name,
      hex: row.hex,
      is_dark: row.is_dark,
      image: productImageUrl(product.code, row.color_id),
      sizes: [],
    }),
    (color, row) =>
      color.sizes.push({
        id: row.size_id,
        name: row.size_name,
        is_kids: row.is_kids,
        sku: { id: row.sku_id, price: row.price, list_price: row.list_price, inventory: { quantity_available: row.quantity_available } },
      }),
  );

  const methods = nestRows(
    specs,
    (row) => row.method_id,
    (row): PrintMethodDetail => ({
      id: row.method_id,
      slug: row.method_slug,
      name: row.method_name,
      description: row.method_description,
      color_change_charge: row.color_change_charge,
      lead_days: row.lead_days,
      min_quantity: row.min_quantity,
      good_for: row.good_for,
      printable_colors: row.printable_colors,
      inks: inks.filter((ink) => ink.print_method_id === row.method_id).map(({ id, name, hex }) => ({ id, name, hex })),
      print_specs: [],
    }),
    (method, row) =>
      method.print_specs.push({
        id: row.spec_id,
        name: row.spec_name,
        position: row.position,
        size: row.size,
        width_mm: row.width_mm,
        height_mm: row.height_mm,
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
      }),
  );

  return {
    id: product.id,
    code: product.code,
    name: product.name,
    description: product.description,
    brand: { id: product.brand_id, slug: product.brand_slug, name: product.brand_name },
    category: { id: product.category_id, slug: product.category_slug, name: product.category_name },
    images: colors.map((c) => c.image),
    fit: product.fit_slug && product.fit_name ? { slug: product.fit_slug, name: product.fit_name } : null,
    weight_oz: product.weight_oz,
    weight_class: product.weight_class,
    material: product.material,
    silhouette: product.silhouette,
    tags: product.tag_slugs,
    print_methods: methods,
    colors,
    wrappings,
    review_summary: { count: product.review_count, average: product.rating_average },
    size_chart: sizeChart,
  };
}
