/**
 * Reorders and estimates of the cart in the database. The print-ordering work writes them; the cart
 * only reads them and deletes them (on request, or once they have expired).
 */
import type { OrderLineWire } from '@shop/api-contract';
import { one, type Queryable } from '../db/db.ts';

export interface ReorderRow {
  id: number;
  order_production_id: number;
  snapshot: {
    cart_reorder_item_groups?: unknown[];
    cart_reorder_prints?: unknown[];
    production_number?: unknown;
    product_name?: unknown;
    lead_days?: unknown;
  };
  expires_at: Date;
  updated_at: Date;
}

export interface EstimateRow {
  id: number;
  /** yen, tax included */
  total: number;
  expires_at: Date;
  updated_at: Date;
  /** the estimate (issue #15; null when it is gone) */
  estimate_id?: number | null;
  estimate_number?: string;
  title?: string | null;
  quantity?: number | null;
  /** YYYY-MM-DD */
  valid_until?: string | null;
  /** the longest lead days of its held lines (null when the estimate is gone) */
  lead_days?: number | null;
  /** its first held line's snapshot (null when the estimate is gone) */
  first_line?: OrderLineWire | null;
}

/** The columns of a cart estimate with its estimate (alias c: cart_estimates, e: estimates). */
const ESTIMATE_COLUMNS = `c.id, c.total, c.expires_at, c.updated_at, e.id as estimate_id, c.estimate_number, e.title, e.quantity,
  to_char(e.valid_until, 'YYYY-MM-DD') as valid_until,
  (select max((line->>'leadDays')::integer) from jsonb_array_elements(e.lines) line) as lead_days,
  e.lines->0->'wire' as first_line`;
const ESTIMATE_FROM = 'cart_estimates c left join estimates e on e.number = c.estimate_number and e.customer_id = c.customer_id';

/** The tables of the server-made cart entries (interpolated into SQL: only these two names). */
export type CartEntryTable = 'cart_reorders' | 'cart_estimates';

/** A customer's reorders, expired ones too (the refresh reports expiry), oldest first. */
export function reordersOf(db: Queryable, customerId: number): Promise<ReorderRow[]> {
  return db.query<ReorderRow>(
    'select id, order_production_id, snapshot, expires_at, updated_at from cart_reorders where customer_id = $1 order by id',
    [customerId],
  );
}

/** A customer's estimates, expired ones too, oldest first. */
export function estimatesOf(db: Queryable, customerId: number): Promise<EstimateRow[]> {
  return db.query<EstimateRow>(`select ${ESTIMATE_COLUMNS} from ${ESTIMATE_FROM} where c.customer_id = $1 order by c.id`, [customerId]);
}

/** One reorder of the customer (undefined when missing or someone else's). */
export function reorderOf(db: Queryable, customerId: number, id: number): Promise<ReorderRow | undefined> {
  return one<ReorderRow>(
    db,
    'select id, order_production_id, snapshot, expires_at, updated_at from cart_reorders where id = $1 and customer_id = $2',
    [id, customerId],
  );
}

/** One estimate of the customer (undefined when missing or someone else's). */
export function estimateOf(db: Queryable, customerId: number, id: number): Promise<EstimateRow | undefined> {
  return one<EstimateRow>(db, `select ${ESTIMATE_COLUMNS} from ${ESTIMATE_FROM} where c.id = $1 and c.customer_id = $2`, [id, customerId]);
}

/** Deletes an entry that was read for its owner and found expired. */
export async function deleteExpiredEntry(db: Queryable, table: CartEntryTable, id: number): Promise<void> {
  await db.query(`delete from ${table} where id = $1`, [id]);
}

/** Deletes an entry of the customer; false when there was none. */
export async function deleteEntry(db: Queryable, table: CartEntryTable, customerId: number, id: number): Promise<boolean> {
  const rows = await db.query(`delete from ${table} where id = $1 and customer_id = $2 returning id`, [id, customerId]);
  return rows.length > 0;
}
