/**
 * Demo coupons and points (issue #14): the demo customer sees a coupon given to them, one that has
 * expired, a public code to try (SPRING500) and a point balance with its history.
 */
import type { Queryable } from '../db/db.ts';
import { DEMO_CUSTOMER } from './demo-data/index.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Inserts the demo coupons and the demo customer's points (after the demo customer). */
export async function insertDemoLoyalty(db: Queryable, now: number = Date.now()): Promise<void> {
  const year = new Date(now).getUTCFullYear();
  const at = new Date(now);
  const [customer] = await db.query<{ id: number }>('select id from customers where lower(email) = lower($1)', [DEMO_CUSTOMER.email]);
  await db.query(
    `insert into coupons (code, name, kind, value, min_order, valid_from, valid_until, once_per_customer, first_order_only, customer_id, created_at) values
       ('SPRING500', '春のプリントキャンペーン', 'amount', 500, 5000, null, $1, true, false, null, $4),
       ('WELCOME10', '初回ご注文10%OFFクーポン', 'percent', 10, null, null, $1, true, true, $3, $4),
       ('SUMMER300', '夏のTシャツ応援クーポン', 'amount', 300, 3000, null, $2, true, false, $3, $4)
     on conflict (code) do nothing`,
    [`${year + 1}-12-31`, `${year - 1}-08-31`, customer?.id ?? null, at],
  );
  if (!customer) return;
  await db.query(
    `insert into customer_coupons (customer_id, coupon_id, claimed_at)
     select $1, id, $2 from coupons where code in ('WELCOME10', 'SUMMER300') on conflict do nothing`,
    [customer.id, at],
  );
  await db.query(
    `insert into point_movements (customer_id, reason, points, created_at) values
       ($1, 'granted', 500, $2), ($1, 'granted', 300, $3)`,
    [customer.id, new Date(now - 40 * DAY_MS), new Date(now - 5 * DAY_MS)],
  );
}
