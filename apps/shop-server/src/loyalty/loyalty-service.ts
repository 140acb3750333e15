/**
 * Coupons and points of a customer (issue #14): the account pages' reads, claiming a code, and the
 * steps the order service takes at checkout, delivery and cancellation. Every rule is
 * @shop/order-domain's (discounts.ts, points.ts); every statement loyalty-store.ts's. Expired points
 * are written off when the ledger is read or used (`currentLedger`), so no scheduled job is needed.
 */
import type { AppliedCouponWire, CouponWire, PointsResponseWire } from '@shop/api-contract';
import { DEFAULT_SHOP_OFFSET_HOURS, shopLocalDate } from '@shop/business-days';
import {
  cancelMovements,
  checkCoupon,
  couponConditions,
  couponDiscount,
  couponRefusalMessage,
  type CouponTerms,
  couponValueLabel,
  earnMovement,
  expiryDue,
  pointBalance,
  type PointMovement,
  POINT_REASON_LABELS,
  pointsExpireAt,
  spendMovement,
} from '@shop/order-domain';
import { yen } from '@shop/cart-domain';
import type { Db, Queryable } from '../db/db.ts';
import { HttpProblem } from '../http/errors.ts';
import {
  type AccountCouponRow,
  allCoupons,
  claimCoupon,
  claimedCoupon,
  couponByCode,
  type CouponRow,
  couponsOfCustomer,
  deleteCouponUse,
  hasOrdered,
  hasUsedCoupon,
  insertCoupon,
  insertCouponUse,
  insertPointMovement,
  ledgerOf,
  lockCustomer,
  movementPage,
  type NewCoupon,
  pointRate,
} from './loyalty-store.ts';

/** Movements per page of the point history. */
export const MOVEMENTS_PER_PAGE = 20;

/** Japanese answers of the coupon calls; the 404 is the address book's, for a missing id and another customer's alike. */
export const LOYALTY_MESSAGES = {
  noItem: 'No item exists.',
  unknownCode: (code: string) => `クーポンコード「${code}」は見つかりません。入力したコードをご確認ください。`,
  alreadyClaimed: 'このクーポンはすでにアカウントに登録されています。「利用可能」からご確認ください。',
  nothingToPay:
    'ポイントでお支払い金額の全額をお支払いいただくことはできません。ご利用ポイントを減らしてください（1円以上のお支払いが必要です）。',
  couponPaysAll:
    'このクーポンではお支払い金額が0円になるため、ご利用いただけません。別のクーポンをお選びいただくか、クーポンを使わずにご注文ください（1円以上のお支払いが必要です）。',
  tooMany: (seconds: number) =>
    `クーポンコードの入力が続いたため、しばらく時間をおいてからお試しください（${seconds}秒後から再度入力いただけます）。`,
} as const;

/** A refusal about a coupon: 422 naming the field the shopper filled. */
export const couponRefused = (field: string, message: string) => new HttpProblem(422, message, { [field]: [message] });

/** The order-domain terms of a coupon row. */
export function termsOf(row: CouponRow): CouponTerms {
  return {
    kind: row.kind,
    value: row.value,
    minOrder: row.min_order,
    validFrom: row.valid_from,
    validUntil: row.valid_until,
    oncePerCustomer: row.once_per_customer,
    firstOrderOnly: row.first_order_only,
  };
}

const today = (now: number) => shopLocalDate(now, DEFAULT_SHOP_OFFSET_HOURS);

/** A coupon of the account on the wire, in its state for today. */
function couponWire(row: AccountCouponRow, now: number): CouponWire {
  const terms = termsOf(row);
  const used = row.once_per_customer && row.used_order_number !== null;
  const expired = row.valid_until !== null && today(now) > row.valid_until;
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    kind: row.kind,
    value: row.value,
    value_label: couponValueLabel(terms),
    min_order: row.min_order,
    valid_from: row.valid_from,
    valid_until: row.valid_until,
    once_per_customer: row.once_per_customer,
    first_order_only: row.first_order_only,
    conditions: couponConditions(terms),
    state: used ? 'used' : expired ? 'expired' : 'available',
    claimed_at: row.claimed_at.toISOString(),
    used_order_number: row.used_order_number,
    used_at: row.used_at?.toISOString() ?? null,
  };
}

/**
 * The customer's ledger with expiry applied: when the balance has expired, the `expired` movement is
 * written now (inside the caller's transaction when there is one) and is part of the answer.
 */
export async function currentLedger(q: Queryable, customerId: number, now: number): Promise<PointMovement[]> {
  const ledger = await ledgerOf(q, customerId);
  const due = expiryDue(ledger, now);
  if (!due) return ledger;
  await insertPointMovement(q, customerId, due, null, new Date(now));
  return [...ledger, { ...due, at: now }];
}

/** A coupon chosen at checkout, checked for this customer and goods total. */
export interface ChosenCoupon {
  row: CouponRow;
  /** typed as a code and not yet in the account: added with the order */
  claimNeeded: boolean;
}

/**
 * The coupon a quote or an order names (`coupon_id` of the account, or `coupon_code`), checked
 * against every condition for this goods total: 404 `No item exists.` for an id not in the
 * customer's account, 422 naming the field with the rule's Japanese message otherwise.
 */
export async function chooseCoupon(
  q: Queryable,
  customerId: number,
  choice: { couponId: number | null; couponCode: string | null },
  goodsTotal: number,
  now: number,
): Promise<ChosenCoupon | null> {
  let row: CouponRow | undefined;
  let claimNeeded = false;
  const field = choice.couponId !== null ? 'coupon_id' : 'coupon_code';
  if (choice.couponId !== null) {
    row = await claimedCoupon(q, customerId, choice.couponId);
    if (!row) throw new HttpProblem(404, LOYALTY_MESSAGES.noItem);
  } else if (choice.couponCode !== null) {
    row = await couponByCode(q, choice.couponCode);
    if (!row || (row.customer_id !== null && row.customer_id !== customerId))
      throw couponRefused(field, LOYALTY_MESSAGES.unknownCode(choice.couponCode));
    claimNeeded = !(await claimedCoupon(q, customerId, row.id));
  } else {
    return null;
  }
  const refusal = checkCoupon(termsOf(row), {
    today: today(now),
    usedBefore: await hasUsedCoupon(q, customerId, row.id),
    hasOrdered: await hasOrdered(q, customerId),
    goodsTotal: yen(goodsTotal),
  });
  if (refusal) throw couponRefused(field, couponRefusalMessage(refusal));
  return { row, claimNeeded };
}

/**
 * Locks the customer's row for the rest of the transaction: one customer's orders are reserved one
 * after another, so the same points cannot be spent twice.
 */
export async function lockCustomerPoints(tx: Queryable, customerId: number): Promise<void> {
  await lockCustomer(tx, customerId);
}

/**
 * The coupon use and the points spent of a new order, in its reservation's transaction (a declined
 * card deletes the order, and these rows with it; a cancelled order gives them back).
 */
export async function spendOnOrder(
  tx: Queryable,
  customerId: number,
  order: { id: number; number: string },
  spent: { coupon: ChosenCoupon | null; couponDiscount: number; pointsUsed: number; pointBalance: number },
  at: Date,
): Promise<void> {
  const { coupon } = spent;
  if (coupon) {
    if (coupon.claimNeeded) await claimCoupon(tx, customerId, coupon.row.id, at);
    const recorded = await insertCouponUse(tx, {
      orderId: order.id,
      customerId,
      couponId: coupon.row.id,
      oncePerCustomer: coupon.row.once_per_customer,
      discount: spent.couponDiscount,
      at,
    });
    if (!recorded) throw couponRefused(coupon.claimNeeded ? 'coupon_code' : 'coupon_id', couponRefusalMessage({ type: 'already_used' }));
  }
  const movement = spendMovement(spent.pointBalance, spent.pointsUsed, order.number);
  if (movement) await insertPointMovement(tx, customerId, movement, order.id, at);
}

/** Every coupon with its customer's e-mail and number of uses, newest first (the operator's list). */
export function couponsForOperator(db: Queryable) {
  return allCoupons(db);
}

/**
 * A new coupon (the operator's command); given to a customer, it is in their account at once. False
 * when the code is taken.
 */
export async function createCoupon(db: Db, coupon: NewCoupon): Promise<boolean> {
  const created = await db.transaction(async (tx) => {
    const row = await insertCoupon(tx, coupon);
    if (row && coupon.customerId !== null) await claimCoupon(tx, coupon.customerId, row.id, coupon.at);
    return row;
  });
  return created !== undefined;
}

/** The coupon applied to a quote, on the wire. */
export function appliedCouponWire(row: CouponRow, goodsTotal: number): AppliedCouponWire {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    value_label: couponValueLabel(termsOf(row)),
    discount: couponDiscount(termsOf(row), yen(goodsTotal)),
  };
}

/** The order's points and coupon after a status change, inside the transition's transaction. */
export async function afterTransition(
  tx: Queryable,
  order: { id: number; number: string; customer_id: number; goods_total: number },
  status: string,
  at: Date,
): Promise<void> {
  if (status === 'delivered') {
    const earned = earnMovement(order.goods_total, await pointRate(tx), order.number);
    if (earned) await insertPointMovement(tx, order.customer_id, earned, order.id, at);
  }
  if (status === 'cancelled') {
    const ledger = await currentLedger(tx, order.customer_id, at.getTime());
    for (const movement of cancelMovements(ledger, order.number)) await insertPointMovement(tx, order.customer_id, movement, order.id, at);
    await deleteCouponUse(tx, order.id);
  }
}

/** The loyalty service of one database and clock: what the account pages call. */
export function loyaltyService(db: Db, now: () => number) {
  return {
    /** `GET /api/coupons`: the account's coupons by state. */
    async coupons(customerId: number): Promise<{ available: CouponWire[]; used: CouponWire[]; expired: CouponWire[] }> {
      const at = now();
      const all = (await couponsOfCustomer(db, customerId)).map((row) => couponWire(row, at));
      return {
        available: all.filter((c) => c.state === 'available'),
        used: all.filter((c) => c.state === 'used'),
        expired: all.filter((c) => c.state === 'expired'),
      };
    },

    /** `POST /api/coupons/claim`: adds a code to the account (422 with the reason it may not be). */
    async claim(customerId: number, code: string): Promise<CouponWire> {
      const at = now();
      return db.transaction(async (tx) => {
        const row = await couponByCode(tx, code);
        if (!row || (row.customer_id !== null && row.customer_id !== customerId))
          throw couponRefused('code', LOYALTY_MESSAGES.unknownCode(code));
        if (await claimedCoupon(tx, customerId, row.id)) throw couponRefused('code', LOYALTY_MESSAGES.alreadyClaimed);
        const refusal = checkCoupon(termsOf(row), {
          today: today(at),
          usedBefore: await hasUsedCoupon(tx, customerId, row.id),
          hasOrdered: await hasOrdered(tx, customerId),
          goodsTotal: null,
        });
        if (refusal) throw couponRefused('code', couponRefusalMessage(refusal));
        if (!(await claimCoupon(tx, customerId, row.id, new Date(at)))) throw couponRefused('code', LOYALTY_MESSAGES.alreadyClaimed);
        const [claimed] = (await couponsOfCustomer(tx, customerId)).filter((c) => c.id === row.id);
        if (!claimed) throw new Error('the claimed coupon vanished');
        return couponWire(claimed, at);
      });
    },

    /** `GET /api/points?page=`: balance, expiry date and a page of movements (expiry applied first). */
    async points(customerId: number, page: number): Promise<PointsResponseWire> {
      const at = now();
      return db.transaction(async (tx) => {
        const ledger = await currentLedger(tx, customerId, at);
        const expiresAt = pointsExpireAt(ledger);
        const { rows, total } = await movementPage(tx, customerId, { limit: MOVEMENTS_PER_PAGE, offset: (page - 1) * MOVEMENTS_PER_PAGE });
        return {
          data: {
            balance: pointBalance(ledger),
            // The last day they are valid: the shop-local day of the last instant before they expire.
            expires_on: expiresAt === null ? null : shopLocalDate(expiresAt - 1, DEFAULT_SHOP_OFFSET_HOURS),
            yen_per_point: await pointRate(tx),
            movements: rows.map((r) => ({
              id: r.id,
              reason: r.reason,
              reason_label: POINT_REASON_LABELS[r.reason],
              points: r.points,
              order_number: r.order_number,
              at: r.created_at.toISOString(),
            })),
          },
          meta: { current_page: page, last_page: Math.max(1, Math.ceil(total / MOVEMENTS_PER_PAGE)), per_page: MOVEMENTS_PER_PAGE, total },
        };
      });
    },
  };
}
