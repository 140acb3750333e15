/**
 * What recovering an unfinished placing reads and writes (docs/decisions/019): the `placing` orders,
 * the order a gateway charge was made for, and the idempotency keys of abandoned placings
 * (table abandoned_placements, migration 023).
 */
import { one, type Queryable } from '../db/db.ts';
import type { StoredOrderStatus } from './order-store.ts';
import type { StoredPaymentStatus } from './order-payment-store.ts';

/** A `placing` order as recovery sees it. */
export interface PlacingRow {
  id: number;
  number: string;
  customer_id: number;
  idempotency_key: string;
  total: number;
}

/** `placing` orders reserved before `before` (all of them when null), oldest first. */
export async function placingOrders(db: Queryable, before: Date | null, limit = 200): Promise<PlacingRow[]> {
  return db.query<PlacingRow>(
    `select id, number, customer_id, idempotency_key, total from orders
     where status = 'placing' and ($1::timestamptz is null or placed_at < $1) order by placed_at, id limit $2`,
    [before, limit],
  );
}

/** The customer's `placing` orders with another idempotency key than `key`. */
export async function otherPlacingOrders(db: Queryable, customerId: number, key: string): Promise<number[]> {
  const rows = await db.query<{ id: number }>(
    "select id from orders where customer_id = $1 and status = 'placing' and idempotency_key <> $2 order by id",
    [customerId, key],
  );
  return rows.map((row) => row.id);
}

/** The order a charge was made for, with its payment, as reconciling judges it. */
export interface ChargedOrderRow {
  id: number;
  number: string;
  status: StoredOrderStatus;
  payment_reference: string | null;
  payment_status: StoredPaymentStatus | null;
}

export async function chargedOrder(db: Queryable, number: string): Promise<ChargedOrderRow | undefined> {
  return one<ChargedOrderRow>(
    db,
    `select o.id, o.number, o.status, p.reference as payment_reference, p.status as payment_status
     from orders o left join payments p on p.order_id = o.id where o.number = $1`,
    [number],
  );
}

/** An abandoned placing's key, kept so that a retry with it is answered instead of charging again. */
export interface AbandonedPlacement {
  customerId: number;
  idempotencyKey: string;
  orderNumber: string;
  /** yen, tax included */
  amount: number;
  chargeReference: string | null;
  at: Date;
}

export async function insertAbandonedPlacement(tx: Queryable, a: AbandonedPlacement): Promise<void> {
  await tx.query(
    `insert into abandoned_placements (customer_id, idempotency_key, order_number, amount, charge_reference, abandoned_at)
     values ($1, $2, $3, $4, $5, $6) on conflict (customer_id, idempotency_key) do nothing`,
    [a.customerId, a.idempotencyKey, a.orderNumber, a.amount, a.chargeReference, a.at],
  );
}

/** Whether the customer's placing with this key was abandoned. */
export async function wasAbandoned(db: Queryable, customerId: number, key: string): Promise<boolean> {
  const row = await one<{ n: number }>(db, 'select 1 as n from abandoned_placements where customer_id = $1 and idempotency_key = $2', [
    customerId,
    key,
  ]);
  return row !== undefined;
}
