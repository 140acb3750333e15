/**
 * Coupons and points in the database (migration 017): every statement of the loyalty service, the
 * order service's coupon and point steps and the operator's coupon commands. Dates are selected as
 * `YYYY-MM-DD` text.
 */
import type { CouponKind, NewPointMovement, PointMovement, PointReason } from '@shop/order-domain';
import { DEFAULT_YEN_PER_POINT } from '@shop/order-domain';
import { one, type Queryable } from '../db/db.ts';

/** A coupon row. */
export interface CouponRow {
  id: number;
  code: string;
  name: string;
  kind: CouponKind;
  value: number;
  min_order: number | null;
  valid_from: string | null;
  valid_until: string | null;
  once_per_customer: boolean;
  first_order_only: boolean;
  customer_id: number | null;
  created_at: Date;
}

const COUPON_COLUMNS = `c.id, c.code, c.name, c.kind, c.value, c.min_order, c.valid_from::text as valid_from, c.valid_until::text as valid_until,
  c.once_per_customer, c.first_order_only, c.customer_id, c.created_at`;

/** A coupon by its code (already upper-cased). */
export async function couponByCode(q: Queryable, code: string): Promise<CouponRow | undefined> {
  return one<CouponRow>(q, `select ${COUPON_COLUMNS} from coupons c where c.code = $1`, [code]);
}

/** A coupon of the customer's account by its id (undefined: not in their account). */
export async function claimedCoupon(q: Queryable, customerId: number, couponId: number): Promise<CouponRow | undefined> {
  return one<CouponRow>(
    q,
    `select ${COUPON_COLUMNS} from customer_coupons cc join coupons c on c.id = cc.coupon_id where cc.customer_id = $1 and cc.coupon_id = $2`,
    [customerId, couponId],
  );
}

/** Adds a coupon to a customer's account; false when it was there already. */
export async function claimCoupon(q: Queryable, customerId: number, couponId: number, at: Date): Promise<boolean> {
  const row = await one<{ id: number }>(
    q,
    'insert into customer_coupons (customer_id, coupon_id, claimed_at) values ($1, $2, $3) on conflict (customer_id, coupon_id) do nothing returning id',
    [customerId, couponId, at],
  );
  return row !== undefined;
}

/** A coupon of the account with its claim and its latest use. */
export type AccountCouponRow = CouponRow & { claimed_at: Date; used_order_number: string | null; used_at: Date | null };

/** The coupons in a customer's account, newest claim first. */
export async function couponsOfCustomer(q: Queryable, customerId: number): Promise<AccountCouponRow[]> {
  return q.query<AccountCouponRow>(
    `select ${COUPON_COLUMNS}, cc.claimed_at, u.number as used_order_number, u.used_at
     from customer_coupons cc join coupons c on c.id = cc.coupon_id
     left join lateral (
       select o.number, cu.used_at from coupon_uses cu join orders o on o.id = cu.order_id
       where cu.customer_id = cc.customer_id and cu.coupon_id = c.id and o.status <> 'placing'
       order by cu.used_at desc, cu.id desc limit 1
     ) u on true
     where cc.customer_id = $1
     order by cc.claimed_at desc, cc.id desc`,
    [customerId],
  );
}

/** Whether the customer has used the coupon (on an order not cancelled: a cancelled order's use is removed). */
export async function hasUsedCoupon(q: Queryable, customerId: number, couponId: number): Promise<boolean> {
  const row = await one<{ used: boolean }>(
    q,
    'select exists (select 1 from coupon_uses where customer_id = $1 and coupon_id = $2) as used',
    [customerId, couponId],
  );
  return row?.used === true;
}

/** Whether the customer has placed an order before (not cancelled, not a reservation under way). */
export async function hasOrdered(q: Queryable, customerId: number): Promise<boolean> {
  const row = await one<{ ordered: boolean }>(
    q,
    "select exists (select 1 from orders where customer_id = $1 and status not in ('placing', 'cancelled')) as ordered",
    [customerId],
  );
  return row?.ordered === true;
}

/** Records a coupon used on an order; false when a once-only coupon was used already (the unique index). */
export async function insertCouponUse(
  q: Queryable,
  use: { orderId: number; customerId: number; couponId: number; oncePerCustomer: boolean; discount: number; at: Date },
): Promise<boolean> {
  const row = await one<{ id: number }>(
    q,
    `insert into coupon_uses (order_id, customer_id, coupon_id, once_per_customer, discount, used_at) values ($1, $2, $3, $4, $5, $6)
     on conflict do nothing returning id`,
    [use.orderId, use.customerId, use.couponId, use.oncePerCustomer, use.discount, use.at],
  );
  return row !== undefined;
}

/** Gives a cancelled order's coupon back. */
export async function deleteCouponUse(q: Queryable, orderId: number): Promise<void> {
  await q.query('delete from coupon_uses where order_id = $1', [orderId]);
}

/** Serialises the point and coupon steps of one customer (two orders at once cannot spend the same points). */
export async function lockCustomer(q: Queryable, customerId: number): Promise<void> {
  await q.query('select id from customers where id = $1 for update', [customerId]);
}

/** A movement row. */
export interface PointMovementRow {
  id: number;
  reason: PointReason;
  points: number;
  order_number: string | null;
  created_at: Date;
}

/** The customer's whole ledger, oldest first, as order-domain reads it. */
export async function ledgerOf(q: Queryable, customerId: number): Promise<PointMovement[]> {
  const rows = await q.query<PointMovementRow>(
    'select id, reason, points, order_number, created_at from point_movements where customer_id = $1 order by created_at, id',
    [customerId],
  );
  return rows.map((r) => ({ reason: r.reason, points: r.points, at: r.created_at.getTime(), orderNumber: r.order_number }));
}

/** A page of the customer's movements, newest first, and how many there are. */
export async function movementPage(
  q: Queryable,
  customerId: number,
  page: { limit: number; offset: number },
): Promise<{ rows: PointMovementRow[]; total: number }> {
  const [count] = await q.query<{ n: string | number }>('select count(*) as n from point_movements where customer_id = $1', [customerId]);
  const rows = await q.query<PointMovementRow>(
    `select id, reason, points, order_number, created_at from point_movements where customer_id = $1
     order by created_at desc, id desc limit $2 offset $3`,
    [customerId, page.limit, page.offset],
  );
  return { rows, total: Number(count?.n ?? 0) };
}

/** Appends a movement. */
export async function insertPointMovement(
  q: Queryable,
  customerId: number,
  movement: NewPointMovement,
  orderId: number | null,
  at: Date,
): Promise<void> {
  await q.query(
    'insert into point_movements (customer_id, reason, points, order_id, order_number, created_at) values ($1, $2, $3, $4, $5, $6)',
    [customerId, movement.reason, movement.points, orderId, movement.orderNumber, at],
  );
}

/** Yen of goods per point earned (shop_settings `point_rate`). */
export async function pointRate(q: Queryable): Promise<number> {
  const row = await one<{ value: unknown }>(q, "select value from shop_settings where key = 'point_rate'");
  const rate = (row?.value as { yen_per_point?: unknown } | undefined)?.yen_per_point;
  return typeof rate === 'number' && Number.isSafeInteger(rate) && rate > 0 ? rate : DEFAULT_YEN_PER_POINT;
}

/** A new coupon (the operator's). */
export interface NewCoupon {
  code: string;
  name: string;
  kind: CouponKind;
  value: number;
  minOrder: number | null;
  validFrom: string | null;
  validUntil: string | null;
  oncePerCustomer: boolean;
  firstOrderOnly: boolean;
  customerId: number | null;
  at: Date;
}

/** Inserts a coupon; undefined when the code is taken. */
export async function insertCoupon(q: Queryable, c: NewCoupon): Promise<{ id: number } | undefined> {
  return one<{ id: number }>(
    q,
    `insert into coupons (code, name, kind, value, min_order, valid_from, valid_until, once_per_customer, first_order_only, customer_id, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) on conflict (code) do nothing returning id`,
    [c.code, c.name, c.kind, c.value, c.minOrder, c.validFrom, c.validUntil, c.oncePerCustomer, c.firstOrderOnly, c.customerId, c.at],
  );
}

/** Every coupon with how often it was used (the operator's list), newest first. */
export async function allCoupons(q: Queryable): Promise<(CouponRow & { customer_email: string | null; uses: number })[]> {
  const rows = await q.query<CouponRow & { customer_email: string | null; uses: string | number }>(
    `select ${COUPON_COLUMNS}, cu.email as customer_email, (select count(*) from coupon_uses u where u.coupon_id = c.id) as uses
     from coupons c left join customers cu on cu.id = c.customer_id order by c.created_at desc, c.id desc`,
  );
  return rows.map((r) => ({ ...r, uses: Number(r.uses) }));
}
