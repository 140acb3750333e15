/**
 * Reorders in the database (issue #15): the customer's productions of delivered orders, the plate
 * setting, a method's inks, and the cart's `cart_reorders` rows (migration 003, 021).
 */
import type { OrderProductionWire } from '@shop/api-contract';
import { one, type Queryable } from '../db/db.ts';

/** A production of one of the customer's orders, with its order's number, date and status. */
export interface ProductionRow {
  id: number;
  number: string;
  product_id: number | null;
  print_method_id: number | null;
  snapshot: OrderProductionWire;
  order_number: string;
  placed_at: Date;
}

const PRODUCTION_COLUMNS = `p.id, p.number, p.product_id, p.print_method_id, p.snapshot, o.number as order_number, o.placed_at`;

/** The customer's productions of delivered orders, newest order first. */
export function deliveredProductionsOf(db: Queryable, customerId: number): Promise<ProductionRow[]> {
  return db.query<ProductionRow>(
    `select ${PRODUCTION_COLUMNS} from order_productions p join orders o on o.id = p.order_id
     where o.customer_id = $1 and o.status = 'delivered' order by o.placed_at desc, o.id desc, p.number`,
    [customerId],
  );
}

/** One production of the customer's delivered orders by number (undefined: none, or not delivered). */
export function deliveredProductionByNumber(db: Queryable, customerId: number, number: string): Promise<ProductionRow | undefined> {
  return one<ProductionRow>(
    db,
    `select ${PRODUCTION_COLUMNS} from order_productions p join orders o on o.id = p.order_id
     where p.number = $2 and o.customer_id = $1 and o.status = 'delivered'`,
    [customerId, number],
  );
}

/** One production of the customer's delivered orders by id. */
export function deliveredProductionById(db: Queryable, customerId: number, id: number): Promise<ProductionRow | undefined> {
  return one<ProductionRow>(
    db,
    `select ${PRODUCTION_COLUMNS} from order_productions p join orders o on o.id = p.order_id
     where p.id = $2 and o.customer_id = $1 and o.status = 'delivered'`,
    [customerId, id],
  );
}

/** Days silk-screen plates are kept after the order (shop_settings `plate_keep_days`, 365 by default). */
export async function plateKeepDays(db: Queryable): Promise<number> {
  const row = await one<{ value: unknown }>(db, `select value from shop_settings where key = 'plate_keep_days'`);
  const value = row?.value;
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : 365;
}

/** An ink a print method offers. */
export interface InkRow {
  id: number;
  name: string;
  hex: string;
}

/** The inks of a print method (silk-screen), in palette order. */
export function inksOf(db: Queryable, printMethodId: number): Promise<InkRow[]> {
  return db.query<InkRow>('select id, name, hex from print_inks where print_method_id = $1 order by sequence, id', [printMethodId]);
}

/** What a cart reorder keeps: the amounts of the cart wire plus the choices it was priced from. */
export interface CartReorderSnapshot {
  cart_reorder_item_groups: {
    id: number;
    color_id: number;
    cart_reorder_items: {
      id: number;
      sku_id: number;
      base_price: number;
      print_charge: number;
      wrapping_charge: number;
      quantity: number;
    }[];
  }[];
  cart_reorder_prints: {
    id: number;
    print_spec_id: number;
    color_change_charge: number;
    color_change_frequency: number;
    /** new plates, once (issue #32); absent in rows stored before 2026-11-29: 0 */
    plate_charge?: number;
    ink_ids: number[] | null;
  }[];
  production_number: string;
  product_name: string;
  /** business days of production (the cart's shipping date counts it); absent in rows stored before 2026-11-28 */
  lead_days?: number;
}

/** A cart reorder row. */
export interface CartReorderRow {
  id: number;
  customer_id: number;
  order_production_id: number;
  snapshot: CartReorderSnapshot;
  expires_at: Date;
  updated_at: Date;
}

const CART_REORDER_COLUMNS = 'id, customer_id, order_production_id, snapshot, expires_at, updated_at';

/** Stores a reorder in the customer's cart. */
export async function insertCartReorder(
  db: Queryable,
  row: { customerId: number; orderProductionId: number; snapshot: CartReorderSnapshot; expiresAt: Date; at: Date },
): Promise<CartReorderRow> {
  const inserted = await one<CartReorderRow>(
    db,
    `insert into cart_reorders (customer_id, order_production_id, snapshot, expires_at, created_at, updated_at)
     values ($1, $2, $3, $4, $5, $5) returning ${CART_REORDER_COLUMNS}`,
    [row.customerId, row.orderProductionId, JSON.stringify(row.snapshot), row.expiresAt, row.at],
  );
  if (!inserted) throw new Error('a cart reorder was not stored');
  return inserted;
}

/** Replaces the amounts of a cart reorder (a price changed). */
export async function updateCartReorderSnapshot(db: Queryable, id: number, snapshot: CartReorderSnapshot, at: Date): Promise<void> {
  await db.query('update cart_reorders set snapshot = $2, updated_at = $3 where id = $1', [id, JSON.stringify(snapshot), at]);
}

/** One cart reorder of the customer. */
export function cartReorderOf(db: Queryable, customerId: number, id: number): Promise<CartReorderRow | undefined> {
  return one<CartReorderRow>(db, `select ${CART_REORDER_COLUMNS} from cart_reorders where id = $1 and customer_id = $2`, [id, customerId]);
}

/** The customer's cart reorders, oldest first. */
export function cartReordersOf(db: Queryable, customerId: number): Promise<CartReorderRow[]> {
  return db.query<CartReorderRow>(`select ${CART_REORDER_COLUMNS} from cart_reorders where customer_id = $1 order by id`, [customerId]);
}

/** Removes a cart reorder that can no longer be made. */
export async function deleteCartReorder(db: Queryable, id: number): Promise<void> {
  await db.query('delete from cart_reorders where id = $1', [id]);
}
