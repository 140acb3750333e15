/** A small catalogue of its own for cart tests (independent of the demo seed), written with SQL. */
import { randomBytes } from 'node:crypto';
import type { Queryable } from '../../src/db/db.ts';

export interface PrintFixture {
  /** A silk-screen method: 8 business days, from 1 piece (tests raise min_quantity themselves). */
  methodId: number;
  /** A light-colours-only method (inkjet) offered for the product too. */
  lightMethodId: number;
  /** print spec ids of `methodId` (front, back) */
  specIds: [number, number];
  lightSpecId: number;
  /** A spec of another method that is not offered for the product. */
  foreignSpecId: number;
  categoryId: number;
  /** tiers of the category: from 1 piece 800 yen, from 10 pieces 600, from 30 pieces 450 */
  tiers: { minQuantity: number; charge: number }[];
  platePrice: number;
  shortTermPlatePrice: number;
  extraPlateCharge: number;
  dataProductionFee: number;
  colorChangeCharge: number;
}

export interface ProductFixture {
  productId: number;
  /** light colour (white) and dark colour (black) */
  colorIds: { white: number; black: number };
  /** sku ids per colour, sizes S, M, L */
  skus: { white: [number, number, number]; black: [number, number, number] };
  /** price of every SKU, yen */
  price: number;
  wrappingId: number;
  /** A wrapping this product does not offer. */
  otherWrappingId: number;
  print: PrintFixture;
  /** A second product (for "wrong product" cases): one colour, one SKU. */
  otherProduct: { productId: number; colorId: number; skuId: number };
}

const one = async <T>(db: Queryable, sql: string, params: unknown[] = []): Promise<T> => {
  const [row] = await db.query<T>(sql, params as never[]);
  if (!row) throw new Error(`no row: ${sql}`);
  return row;
};

/** Writes one printable product with two colours × three sizes, wrappings and print pricing. */
export async function createProductFixture(db: Queryable, { stock = 100, price = 1500 } = {}): Promise<ProductFixture> {
  const tag = randomBytes(4).toString('hex');
  const brand = await one<{ id: number }>(db, 'insert into brands (slug, name) values ($1, $2) returning id', [`b-${tag}`, `Brand ${tag}`]);
  const category = await one<{ id: number }>(db, 'insert into categories (slug, name) values ($1, $2) returning id', [
    `c-${tag}`,
    `Cat ${tag}`,
  ]);
  const sizes: number[] = [];
  for (const [i, name] of ['S', 'M', 'L'].entries()) {
    sizes.push(
      (await one<{ id: number }>(db, 'insert into sizes (name, sequence) values ($1, $2) returning id', [`${name}-${tag}`, 900 + i])).id,
    );
  }
  const product = await one<{ id: number }>(
    db,
    `insert into products (code, name, brand_id, category_id, silhouette) values ($1, $2, $3, $4, 'tshirt') returning id`,
    [`T-${tag}`, `テストTシャツ ${tag}`, brand.id, category.id],
  );
  const white = await one<{ id: number }>(
    db,
    `insert into product_colors (product_id, name, hex, is_dark, sequence) values ($1, 'ホワイト', '#ffffff', false, 1) returning id`,
    [product.id],
  );
  const black = await one<{ id: number }>(
    db,
    `insert into product_colors (product_id, name, hex, is_dark, sequence) values ($1, 'ブラック', '#000000', true, 2) returning id`,
    [product.id],
  );
  const skuIds = async (colorId: number) => {
    const ids: number[] = [];
    for (const sizeId of sizes) {
      ids.push(
        (
          await one<{ id: number }>(
            db,
            'insert into skus (product_id, color_id, size_id, price, quantity_available) values ($1, $2, $3, $4, $5) returning id',
            [product.id, colorId, sizeId, price, stock],
          )
        ).id,
      );
    }
    return ids as [number, number, number];
  };
  const whiteSkus = await skuIds(white.id);
  const blackSkus = await skuIds(black.id);

  const wrapping = await one<{ id: number }>(db, `insert into wrappings (name, charge) values ('ギフト袋', 300) returning id`);
  const otherWrapping = await one<{ id: number }>(db, `insert into wrappings (name, charge) values ('箱', 500) returning id`);
  await db.query('insert into product_wrappings (product_id, wrapping_id) values ($1, $2)', [product.id, wrapping.id]);

  const print = await createPrintFixture(db, tag);
  await db.query('insert into product_print_methods (product_id, print_method_id) values ($1, $2), ($1, $3)', [
    product.id,
    print.methodId,
    print.lightMethodId,
  ]);

  const other = await one<{ id: number }>(
    db,
    `insert into products (code, name, brand_id, category_id) values ($1, $2, $3, $4) returning id`,
    [`O-${tag}`, `別の商品 ${tag}`, brand.id, category.id],
  );
  const otherColor = await one<{ id: number }>(
    db,
    `insert into product_colors (product_id, name, hex) values ($1, 'レッド', '#ff0000') returning id`,
    [other.id],
  );
  const otherSku = await one<{ id: number }>(
    db,
    'insert into skus (product_id, color_id, size_id, price, quantity_available) values ($1, $2, $3, 999, 50) returning id',
    [other.id, otherColor.id, sizes[0]],
  );

  return {
    productId: product.id,
    colorIds: { white: white.id, black: black.id },
    skus: { white: whiteSkus, black: blackSkus },
    price,
    wrappingId: wrapping.id,
    otherWrappingId: otherWrapping.id,
    print,
    otherProduct: { productId: other.id, colorId: otherColor.id, skuId: otherSku.id },
  };
}

async function createPrintFixture(db: Queryable, tag: string): Promise<PrintFixture> {
  const colorChangeCharge = 1000;
  const method = await one<{ id: number }>(
    db,
    `insert into print_methods (slug, name, color_change_charge, lead_days) values ($1, 'シルクスクリーン', $2, 8) returning id`,
    [`silk-${tag}`, colorChangeCharge],
  );
  const light = await one<{ id: number }>(
    db,
    `insert into print_methods (slug, name, color_change_charge, for_dark_colors, lead_days) values ($1, 'インクジェット', 0, false, 3) returning id`,
    [`inkjet-${tag}`],
  );
  const unrelated = await one<{ id: number }>(db, `insert into print_methods (slug, name) values ($1, '転写') returning id`, [
    `transfer-${tag}`,
  ]);
  const pricing = { platePrice: 5000, shortTermPlatePrice: 3000, extraPlateCharge: 200, dataProductionFee: 1500 };
  const category = await one<{ id: number }>(
    db,
    `insert into print_categories (print_method_id, name, plate_price, short_term_plate_price, extra_plate_charge, extra_print_charge, data_production_fee)
     values ($1, 'A4', $2, $3, $4, 0, $5) returning id`,
    [method.id, pricing.platePrice, pricing.shortTermPlatePrice, pricing.extraPlateCharge, pricing.dataProductionFee],
  );
  const tiers = [
    { minQuantity: 1, charge: 800 },
    { minQuantity: 10, charge: 600 },
    { minQuantity: 30, charge: 450 },
  ];
  for (const tier of tiers) {
    await db.query('insert into print_charges (print_category_id, min_quantity, charge) values ($1, $2, $3)', [
      category.id,
      tier.minQuantity,
      tier.charge,
    ]);
  }
  const spec = async (methodId: number, name: string) =>
    (
      await one<{ id: number }>(
        db,
        `insert into print_specs (print_method_id, print_category_id, name, position, size, width_mm, height_mm)
         values ($1, $2, $3, $3, 'A4', 210, 297) returning id`,
        [methodId, category.id, name],
      )
    ).id;
  return {
    methodId: method.id,
    lightMethodId: light.id,
    specIds: [await spec(method.id, '前面'), await spec(method.id, '背面')],
    lightSpecId: await spec(light.id, '前面'),
    foreignSpecId: await spec(unrelated.id, '前面'),
    categoryId: category.id,
    tiers,
    ...pricing,
    colorChangeCharge,
  };
}

/** Sets the stock of SKUs. */
export async function setStock(db: Queryable, skuIds: number[], quantity: number): Promise<void> {
  await db.query('update skus set quantity_available = $2 where id = any($1::int[])', [skuIds, quantity]);
}

/** Sets the price of SKUs (yen). */
export async function setPrice(db: Queryable, skuIds: number[], price: number): Promise<void> {
  await db.query('update skus set price = $2 where id = any($1::int[])', [skuIds, price]);
}

/** A production request body (wire shape) with honest amounts unless overridden. */
export function productionBody(f: ProductFixture, quantities: { white?: number[]; black?: number[] } = { white: [2, 3, 0] }) {
  const groups = (['white', 'black'] as const)
    .filter((color) => quantities[color] !== undefined)
    .map((color) => ({
      color_id: f.colorIds[color],
      items: (quantities[color] ?? [])
        .map((quantity, i) => ({ sku_id: f.skus[color][i] ?? 0, price: f.price, quantity, wrapping_id: null as number | null }))
        .filter((item) => item.quantity > 0),
    }));
  const total = groups.flatMap((g) => g.items).reduce((sum, item) => sum + item.quantity, 0);
  const charge = [...f.print.tiers].reverse().find((t) => t.minQuantity <= total)?.charge ?? 0;
  return {
    product_id: f.productId,
    print_method_id: f.print.methodId,
    item_groups: groups,
    prints: [
      {
        print_spec_id: f.print.specIds[0],
        print_charge: charge,
        plate_charge: f.print.shortTermPlatePrice + f.print.extraPlateCharge,
        data_production_fee: f.print.dataProductionFee,
        color_change_charge: f.print.colorChangeCharge,
        color_change_frequency: 0,
        svg_file_uuid: null as string | null,
        file_uuid: null as string | null,
        size: 'A4' as string | null,
      },
    ],
  };
}

/** A reorder snapshot as the print-ordering work stores it (amounts yen per piece). */
export const REORDER_SNAPSHOT = {
  cart_reorder_item_groups: [
    { id: 1, cart_reorder_items: [{ id: 11, base_price: 1500, print_charge: 600, wrapping_charge: 0, quantity: 10 }] },
  ],
  cart_reorder_prints: [{ id: 21, color_change_charge: 1000, color_change_frequency: 1, plate_charge: 0 }],
};

/** Puts a reorder in a customer's cart, expiring at `expiresAt` (epoch ms); returns its id. */
export async function insertReorder(db: Queryable, customerId: number, expiresAt: number): Promise<number> {
  const row = await one<{ id: number }>(
    db,
    'insert into cart_reorders (customer_id, order_production_id, snapshot, expires_at) values ($1, 77, $2, $3) returning id',
    [customerId, JSON.stringify(REORDER_SNAPSHOT), new Date(expiresAt)],
  );
  return row.id;
}

/** Puts an estimate (total in yen) in a customer's cart; returns its id. */
export async function insertEstimate(db: Queryable, customerId: number, total: number, expiresAt: number): Promise<number> {
  const row = await one<{ id: number }>(
    db,
    `insert into cart_estimates (customer_id, estimate_number, total, expires_at) values ($1, 'E-0001', $2, $3) returning id`,
    [customerId, total, new Date(expiresAt)],
  );
  return row.id;
}
