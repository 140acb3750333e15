/**
 * Coupons and points of the logged-in customer (issue #14): `/api/coupons`, `/api/coupons/claim`,
 * `/api/points`. The rules and the Japanese texts come from @shop/order-domain (discounts.ts,
 * points.ts) on the server; the wire carries the conditions already worded, so every front end
 * says them alike.
 */
import * as v from 'valibot';
import { IdSchema, IsoDateSchema, PaginationMetaSchema, TimestampSchema, YenSchema, dataEnvelope, wireObject } from './common.ts';

/** The longest coupon code accepted. */
export const COUPON_CODE_MAX_LENGTH = 32;

export const COUPON_KIND_VALUES = ['amount', 'percent'] as const;
export const COUPON_STATE_VALUES = ['available', 'used', 'expired'] as const;

/** A coupon code as typed: trimmed, full-width folded and upper-cased (`spring500` → `SPRING500`). */
export const CouponCodeSchema = v.pipe(
  v.string('クーポンコードを入力してください'),
  v.transform((code) => code.normalize('NFKC').trim().toUpperCase()),
  v.nonEmpty('クーポンコードを入力してください'),
  v.maxLength(COUPON_CODE_MAX_LENGTH, `クーポンコードは${COUPON_CODE_MAX_LENGTH}文字以内で入力してください`),
  v.regex(/^[A-Z0-9_-]+$/, 'クーポンコードは半角英数字で入力してください'),
);

/** A coupon in the customer's account. */
export const CouponSchema = wireObject({
  id: IdSchema,
  code: v.string(),
  name: v.string(),
  kind: v.picklist(COUPON_KIND_VALUES),
  /** yen for `amount`, percent for `percent` */
  value: v.pipe(v.number(), v.safeInteger(), v.minValue(1)),
  /** 「¥500引き」「10%OFF」 */
  value_label: v.string(),
  min_order: v.nullable(YenSchema),
  valid_from: v.nullable(IsoDateSchema),
  valid_until: v.nullable(IsoDateSchema),
  once_per_customer: v.boolean(),
  first_order_only: v.boolean(),
  /** the conditions in Japanese: 「¥5,000以上のご注文で」「有効期限 2026年12月31日まで」「お一人様1回限り」「初回注文限定」 */
  conditions: v.array(v.string()),
  /** available: may be used now (or from its first day); used: used up; expired: past its last day */
  state: v.picklist(COUPON_STATE_VALUES),
  claimed_at: TimestampSchema,
  /** the order it was last used on, if any */
  used_order_number: v.nullable(v.string()),
  used_at: v.nullable(TimestampSchema),
});
export type CouponWire = v.InferInput<typeof CouponSchema>;
export type Coupon = v.InferOutput<typeof CouponSchema>;

/** `GET /api/coupons`: the customer's coupons by state. */
export const CouponListResponseSchema = dataEnvelope(
  wireObject({ available: v.array(CouponSchema), used: v.array(CouponSchema), expired: v.array(CouponSchema) }),
);

/** `POST /api/coupons/claim` body. */
export const CouponClaimRequestSchema = wireObject({ code: CouponCodeSchema });

export const CouponResponseSchema = dataEnvelope(CouponSchema);

export const POINT_REASON_VALUES = ['earned', 'spent', 'refunded', 'revoked', 'expired', 'granted'] as const;

/** One movement of the point ledger (`points` signed: + in, − out). */
export const PointMovementSchema = wireObject({
  id: IdSchema,
  reason: v.picklist(POINT_REASON_VALUES),
  /** the reason in Japanese */
  reason_label: v.string(),
  points: v.pipe(v.number(), v.safeInteger()),
  order_number: v.nullable(v.string()),
  at: TimestampSchema,
});
export type PointMovement = v.InferOutput<typeof PointMovementSchema>;

/** `GET /api/points?page=`: the balance, when it expires (shop-local date) and a page of movements, newest first. */
export const PointsResponseSchema = wireObject({
  data: wireObject({
    balance: v.pipe(v.number(), v.safeInteger(), v.minValue(0)),
    /** the last day the balance is valid; null with no balance */
    expires_on: v.nullable(IsoDateSchema),
    /** yen of goods (tax included) per point earned */
    yen_per_point: v.pipe(v.number(), v.safeInteger(), v.minValue(1)),
    movements: v.array(PointMovementSchema),
  }),
  meta: PaginationMetaSchema,
});
export type PointsResponseWire = v.InferInput<typeof PointsResponseSchema>;

/** The coupon a quote or an order applied. */
export const AppliedCouponSchema = wireObject({
  id: IdSchema,
  code: v.string(),
  name: v.string(),
  value_label: v.string(),
  discount: YenSchema,
});
export type AppliedCouponWire = v.InferInput<typeof AppliedCouponSchema>;
