/**
 * What other folders read from the catalogue (cart, checkout, reorders, estimates, seed): a product
 * with everything needed to price a production (cart-domain's OrderProduct) plus the display
 * fields the cart answers carry.
 */
import type { PrintableColors } from '@shop/api-contract';
import { type OrderProduct, type Sku, yen } from '@shop/cart-domain';
import type { Queryable } from '../db/db.ts';
import { productImageUrl } from './product-shapes.ts';
import { garmentRow, PRINTABLE_COLORS_COLUMN, printSpecAreaRows, productWrappings } from './product-store.ts';
import { productImageSvg } from './product-image-svg.ts';

/** Display data of a print spec (position and size), keyed like the domain's print spec. */
export interface SpecDisplay {
  id: number;
  name: string;
  position: string;
  size: string;
  /** the largest print area, mm (what a print's layout must fit: artwork-domain's `isValidLayout`) */
  area: { widthMm: number; heightMm: number };
}

/** A size of a colour, with the SKU that sells it. */
export interface CatalogueSize {
  id: number;
  name: string;
  sku: Sku;
}

/** A product as the cart needs it. */
export interface CatalogueProduct {
  /** The pricing view handed to cart-domain. */
  order: OrderProduct;
  /** The picture of the product in its first colour (null without colours); see `productionImage`. */
  image: string | null;
  /** print method id → slug (the domain model has no slug). */
  methodSlugs: ReadonlyMap<number, string>;
  /** print method id → the garment colours it prints on (cart-domain's `printsOnColor` decides). */
  methodPrintableColors: ReadonlyMap<number, PrintableColors>;
  /** ids of the product's dark colours */
  darkColors: ReadonlySet<number>;
  specs: ReadonlyMap<number, SpecDisplay>;
  wrappingNames: ReadonlyMap<number, string>;
  /** print method id → its named inks (silk-screen's palette; none for inkjet methods), in palette order */
  methodInks: ReadonlyMap<number, readonly CatalogueInk[]>;
}

/** A named ink of a print method's palette. */
export interface CatalogueInk {
  id: number;
  name: string;
  /** '#rrggbb' */
  hex: string;
}

/** A SKU's domain form from its columns. */
export function skuOf(row: { id: number; price: number; quantity_available: number }): Sku {
  return { id: row.id, price: yen(row.price), inventory: { quantityAvailable: row.quantity_available } };
}

/** Loads a product for pricing and display; undefined when it does not exist. */
export async function loadCatalogueProduct(db: Queryable, productId: number): Promise<CatalogueProduct | undefined> {
  const [product] = await db.query<{ id: number; code: string; name: string; silhouette: string }>(
    'select id, code, name, silhouette from products where id = $1',
    [productId],
  );
  if (!product) return undefined;

  const methods = await db.query<{
    id: number;
    slug: string;
    name: string;
    color_change_charge: number;
    printable_colors: PrintableColors;
    lead_days: number;
    min_quantity: number;
  }>(
    `select m.id, m.slug, m.name, m.color_change_charge,
            ${PRINTABLE_COLORS_COLUMN},
            m.lead_days, m.min_quantity from product_print_methods pm
     join print_methods m on m.id = pm.print_method_id where pm.product_id = $1 order by m.sequence, m.id`,
    [productId],
  );
  const methodIds = methods.map((m) => m.id);
  const specs = await db.query<{
    id: number;
    print_method_id: number;
    name: string;
    position: string;
    size: string;
    print_category_id: number;
    width_mm: number;
    height_mm: number;
    plate_price: number;
    short_term_plate_price: number;
    extra_plate_charge: number;
    extra_print_charge: number;
    data_production_fee: number;
  }>(
    `select s.id, s.print_method_id, s.name, s.position, s.size, s.print_category_id, s.width_mm, s.height_mm,
            c.plate_price, c.short_term_plate_price, c.extra_plate_charge, c.extra_print_charge, c.data_production_fee
     from print_specs s join print_categories c on c.id = s.print_category_id
     where s.print_method_id = any($1::int[])
       and (cardinality(s.silhouettes) = 0 or $2 = any(s.silhouettes)) -- positions this garment has
     order by s.sequence, s.id`,
    [methodIds, product.silhouette],
  );
  const tiers = await db.query<{ print_category_id: number; min_quantity: number; charge: number }>(
    `select print_category_id, min_quantity, charge from print_charges
     where print_category_id = any($1::int[]) order by min_quantity`,
    [[...new Set(specs.map((s) => s.print_category_id))]],
  );
  const colors = await db.query<{ id: number; name: string; hex: string; is_dark: boolean }>(
    'select id, name, hex, is_dark from product_colors where product_id = $1 order by sequence, id',
    [productId],
  );
  const skus = await db.query<{
    id: number;
    color_id: number;
    size_id: number;
    size_name: string;
    price: number;
    quantity_available: number;
  }>(
    `select k.id, k.color_id, k.size_id, z.name as size_name, k.price, k.quantity_available
     from skus k join sizes z on z.id = k.size_id where k.product_id = $1 order by z.sequence, z.id`,
    [productId],
  );
  const wrappings = await productWrappings(db, productId);
  const inks = await db.query<CatalogueInk & { print_method_id: number }>(
    'select id, print_method_id, name, hex from print_inks where print_method_id = any($1::int[]) order by sequence, id',
    [methodIds],
  );

  const order: OrderProduct = {
    id: product.id,
    code: product.code,
    name: product.name,
    printMethods: methods.map((m) => ({
      id: m.id,
      name: m.name,
      colorChangeCharge: yen(m.color_change_charge),
      leadDays: m.lead_days,
      minQuantity: m.min_quantity,
      printSpecs: specs
        .filter((s) => s.print_method_id === m.id)
        .map((s) => ({
          id: s.id,
          name: s.name,
          printCategory: {
            printCharges: tiers
              .filter((t) => t.print_category_id === s.print_category_id)
              .map((t) => ({ minQuantity: t.min_quantity, charge: yen(t.charge) })),
            platePrice: yen(s.plate_price),
            shortTermPlatePrice: yen(s.short_term_plate_price),
            extraPlateCharge: yen(s.extra_plate_charge),
            extraPrintCharge: yen(s.extra_print_charge),
            dataProductionFee: yen(s.data_production_fee),
          },
        })),
    })),
    colors: colors.map((color) => ({
      id: color.id,
      name: color.name,
      hex: color.hex,
      sizes: skus.filter((k) => k.color_id === color.id).map((k) => ({ id: k.size_id, name: k.size_name, sku: skuOf(k) })),
    })),
    wrappings: wrappings.map((w) => ({ id: w.id, charge: yen(w.charge) })),
  };
  return {
    order,
    image: colors[0] ? productImageUrl(product.code, colors[0].id) : null,
    methodSlugs: new Map(methods.map((m) => [m.id, m.slug])),
    methodPrintableColors: new Map(methods.map((m) => [m.id, m.printable_colors])),
    darkColors: new Set(colors.filter((c) => c.is_dark).map((c) => c.id)),
    specs: new Map(
      specs.map((s) => [
        s.id,
        { id: s.id, name: s.name, position: s.position, size: s.size, area: { widthMm: s.width_mm, heightMm: s.height_mm } },
      ]),
    ),
    wrappingNames: new Map(wrappings.map((w) => [w.id, w.name])),
    methodInks: new Map(
      methods.map((m) => [m.id, inks.filter((i) => i.print_method_id === m.id).map(({ id, name, hex }) => ({ id, name, hex }))]),
    ),
  };
}

/**
 * The picture of a production: the product in the colour of its first colour group (what the
 * shopper ordered, not the catalogue's first colour), or the product's first picture without groups.
 */
export function productionImage(product: Pick<CatalogueProduct, 'order' | 'image'>, firstColorId: number | undefined): string | null {
  if (firstColorId !== undefined && product.order.colors.some((color) => color.id === firstColorId)) {
    return productImageUrl(product.order.code, firstColorId);
  }
  return product.image;
}

/** A product in one colour as a line's mock-up draws it: the names for its alt text and the garment picture. */
export interface MockupGarment {
  productName: string;
  colorName: string;
  /** the product's silhouette as the catalogue names it (`silhouetteOf` reads it) */
  silhouette: string;
  /** The 400 × 400 picture of the product in the colour, without its dashed print area (SVG). */
  svg: string;
}

/** The garment of a mock-up; undefined when the product or the colour does not exist. */
export async function mockupGarment(db: Queryable, productCode: string, colorId: number): Promise<MockupGarment | undefined> {
  const row = await garmentRow(db, productCode, colorId);
  if (!row) return undefined;
  return {
    productName: row.product_name,
    colorName: row.color_name,
    silhouette: row.silhouette,
    svg: productImageSvg(row.silhouette, row.hex, row.is_dark, { printArea: false }),
  };
}

/** Print specs' names, positions and largest areas (mm), by id; unknown ids are left out. */
export async function printSpecAreas(db: Queryable, ids: readonly number[]): Promise<Map<number, Omit<SpecDisplay, 'size'>>> {
  const rows = await printSpecAreaRows(db, ids);
  return new Map(
    rows.map((s) => [s.id, { id: s.id, name: s.name, position: s.position, area: { widthMm: s.width_mm, heightMm: s.height_mm } }]),
  );
}
