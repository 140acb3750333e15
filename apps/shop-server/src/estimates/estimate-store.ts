/**
 * Estimates in the database (migration 020): every statement the estimate service runs. Dates are
 * selected as `YYYY-MM-DD` text (a `date` column would come back as a JavaScript Date).
 */
import type { OrderChargesWire } from '@shop/api-contract';
import { DEFAULT_ESTIMATE_VALID_DAYS } from '@shop/order-domain';
import { one, type Queryable } from '../db/db.ts';
import type { HeldLine } from './held-line.ts';

export type EstimateSource = 'print_order' | 'reorder' | 'byob';

/** An estimate row as the service reads it. */
export interface EstimateRecord {
  id: number;
  number: string;
  customer_id: number;
  source: EstimateSource;
  title: string;
  lines: HeldLine[];
  charges: OrderChargesWire;
  goods_total: number;
  tax: number;
  quantity: number;
  /** YYYY-MM-DD */
  issued_on: string;
  /** YYYY-MM-DD */
  valid_until: string;
  ordered_order_id: number | null;
  /** the number of the order that bought it */
  ordered_order_number: string | null;
  created_at: Date;
}

const COLUMNS = `e.id, e.number, e.customer_id, e.source, e.title, e.lines, e.charges, e.goods_total, e.tax, e.quantity,
  to_char(e.issued_on, 'YYYY-MM-DD') as issued_on, to_char(e.valid_until, 'YYYY-MM-DD') as valid_until,
  e.ordered_order_id, o.number as ordered_order_number, e.created_at`;

/** Days an estimate holds (shop_settings `estimate_valid_days`, 30 when missing). */
export async function estimateValidDays(db: Queryable): Promise<number> {
  const row = await one<{ value: unknown }>(db, "select value from shop_settings where key = 'estimate_valid_days'");
  const value = row?.value;
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : DEFAULT_ESTIMATE_VALID_DAYS;
}

/** The next running number of estimate numbers. */
export async function nextEstimateSequence(tx: Queryable): Promise<number> {
  const row = await one<{ n: string | number }>(tx, "select nextval('estimate_number_seq') as n");
  return Number(row?.n);
}

export interface NewEstimate {
  number: string;
  customerId: number;
  source: EstimateSource;
  title: string;
  lines: HeldLine[];
  charges: OrderChargesWire;
  goodsTotal: number;
  tax: number;
  quantity: number;
  issuedOn: string;
  validUntil: string;
  at: Date;
}

/** Stores a new estimate. */
export async function insertEstimate(tx: Queryable, e: NewEstimate): Promise<{ id: number }> {
  const row = await one<{ id: number }>(
    tx,
    `insert into estimates (number, customer_id, source, title, lines, charges, goods_total, tax, quantity, issued_on, valid_until, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) returning id`,
    [
      e.number,
      e.customerId,
      e.source,
      e.title,
      JSON.stringify(e.lines),
      JSON.stringify(e.charges),
      e.goodsTotal,
      e.tax,
      e.quantity,
      e.issuedOn,
      e.validUntil,
      e.at,
    ],
  );
  if (!row) throw new Error('the estimate was not stored');
  return row;
}

/** One estimate of the customer by number (undefined when missing or someone else's). */
export function estimateByNumber(db: Queryable, customerId: number, number: string): Promise<EstimateRecord | undefined> {
  return one<EstimateRecord>(
    db,
    `select ${COLUMNS} from estimates e left join orders o on o.id = e.ordered_order_id where e.number = $1 and e.customer_id = $2`,
    [number, customerId],
  );
}

/** The customer's estimates, newest first. */
export function estimatesOfCustomer(db: Queryable, customerId: number): Promise<EstimateRecord[]> {
  return db.query<EstimateRecord>(
    `select ${COLUMNS} from estimates e left join orders o on o.id = e.ordered_order_id where e.customer_id = $1 order by e.id desc`,
    [customerId],
  );
}

/** The cart entry of an estimate of the customer, when there is one. */
export function cartEntryOfEstimate(db: Queryable, customerId: number, number: string): Promise<{ id: number } | undefined> {
  return one<{ id: number }>(db, 'select id from cart_estimates where customer_id = $1 and estimate_number = $2 order by id limit 1', [
    customerId,
    number,
  ]);
}

/** Puts an estimate into the customer's cart. */
export async function insertCartEstimate(
  tx: Queryable,
  customerId: number,
  number: string,
  total: number,
  expiresAt: Date,
  at: Date,
): Promise<{ id: number }> {
  const row = await one<{ id: number }>(
    tx,
    `insert into cart_estimates (customer_id, estimate_number, total, expires_at, created_at, updated_at) values ($1, $2, $3, $4, $5, $5) returning id`,
    [customerId, number, total, expiresAt, at],
  );
  if (!row) throw new Error('the cart estimate was not stored');
  return row;
}

/** Marks an estimate bought by an order; false when it was bought already (an estimate is bought once). */
export async function markEstimateOrdered(tx: Queryable, customerId: number, number: string, orderId: number): Promise<boolean> {
  const rows = await tx.query(
    'update estimates set ordered_order_id = $3 where customer_id = $1 and number = $2 and ordered_order_id is null returning id',
    [customerId, number, orderId],
  );
  return rows.length > 0;
}
