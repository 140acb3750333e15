/**
 * Coupons (issue #14): what a coupon takes off an order and whether it may be used. A coupon is an
 * amount off (yen) or a percentage off the goods total (floored to yen); it may ask for a minimum
 * goods total (tax included), hold between two shop-local dates (inclusive), be usable once per
 * customer, or only on a customer's first order. The discount never exceeds the goods total, so the
 * shipping fee is never discounted. Dates are `YYYY-MM-DD` strings (shop-local); the caller passes
 * today, so nothing here reads a clock.
 */
import { type Yen, yen } from '@shop/cart-domain';

export const COUPON_KINDS = ['amount', 'percent'] as const;
/** `amount`: yen off; `percent`: percent of the goods total off (floored to yen). */
export type CouponKind = (typeof COUPON_KINDS)[number];

/** The terms of a coupon. */
export interface CouponTerms {
  readonly kind: CouponKind;
  /** yen for `amount`, 1–100 for `percent` */
  readonly value: number;
  /** the least goods total (yen, tax included) it applies to; null: any */
  readonly minOrder: number | null;
  /** first and last valid day (shop-local, inclusive); null: open */
  readonly validFrom: string | null;
  readonly validUntil: string | null;
  /** usable once per customer */
  readonly oncePerCustomer: boolean;
  /** only on the customer's first order */
  readonly firstOrderOnly: boolean;
}

/** The most a percentage coupon may take off. */
export const MAX_COUPON_PERCENT = 100;

/**
 * What the coupon takes off a goods total: the amount, or floor(goods × percent / 100); never more
 * than the goods total, never negative.
 *
 * @example couponDiscount({ kind: 'percent', value: 10 }, yen(4_999)) // 499
 */
export function couponDiscount(coupon: Pick<CouponTerms, 'kind' | 'value'>, goodsTotal: Yen): Yen {
  const goods = Math.max(0, goodsTotal);
  const off = coupon.kind === 'amount' ? coupon.value : Math.floor((goods * Math.min(coupon.value, MAX_COUPON_PERCENT)) / 100);
  return yen(Math.max(0, Math.min(goods, Math.floor(off))));
}

/** Why a coupon may not be used (or claimed). */
export type CouponRefusal =
  | { readonly type: 'not_yet'; readonly from: string }
  | { readonly type: 'expired'; readonly until: string }
  | { readonly type: 'already_used' }
  | { readonly type: 'not_first_order' }
  | { readonly type: 'below_minimum'; readonly minimum: number };

/** What `checkCoupon` needs to know about the customer and the order. */
export interface CouponUseContext {
  /** shop-local today, `YYYY-MM-DD` */
  readonly today: string;
  /** the customer has used this coupon before (on an order not cancelled) */
  readonly usedBefore: boolean;
  /** the customer has placed an order before (not cancelled) */
  readonly hasOrdered: boolean;
  /** the goods total of the order; null when claiming a code (no order yet: the minimum is not checked) */
  readonly goodsTotal: Yen | null;
}

/** Whether the coupon holds today: not before its first day, not after its last. */
export function couponState(coupon: Pick<CouponTerms, 'validFrom' | 'validUntil'>, today: string): 'valid' | 'not_yet' | 'expired' {
  if (coupon.validUntil !== null && today > coupon.validUntil) return 'expired';
  if (coupon.validFrom !== null && today < coupon.validFrom) return 'not_yet';
  return 'valid';
}

/** The first rule the coupon breaks for this customer and order, or null when it may be used. */
export function checkCoupon(coupon: CouponTerms, context: CouponUseContext): CouponRefusal | null {
  const state = couponState(coupon, context.today);
  if (state === 'expired' && coupon.validUntil !== null) return { type: 'expired', until: coupon.validUntil };
  if (state === 'not_yet' && coupon.validFrom !== null) return { type: 'not_yet', from: coupon.validFrom };
  if (coupon.oncePerCustomer && context.usedBefore) return { type: 'already_used' };
  if (coupon.firstOrderOnly && context.hasOrdered) return { type: 'not_first_order' };
  if (context.goodsTotal !== null && coupon.minOrder !== null && context.goodsTotal < coupon.minOrder) {
    return { type: 'below_minimum', minimum: coupon.minOrder };
  }
  return null;
}

const yenText = (amount: number) => `¥${amount.toLocaleString('ja-JP')}`;

/** `2026-12-31` → `2026年12月31日`. */
export function japaneseDate(date: string): string {
  const [y, m, d] = date.split('-').map(Number);
  return `${y}年${m}月${d}日`;
}

/** What a coupon takes off, in Japanese: 「¥500引き」「10%OFF」. */
export function couponValueLabel(coupon: Pick<CouponTerms, 'kind' | 'value'>): string {
  return coupon.kind === 'amount' ? `${yenText(coupon.value)}引き` : `${coupon.value}%OFF`;
}

/**
 * The conditions of a coupon in Japanese, as the coupon page lists them:
 * 「¥5,000以上のご注文で」「2026年4月1日から」「有効期限 2026年12月31日まで」「お一人様1回限り」「初回注文限定」.
 */
export function couponConditions(coupon: CouponTerms): string[] {
  const conditions: string[] = [];
  if (coupon.minOrder !== null && coupon.minOrder > 0) conditions.push(`${yenText(coupon.minOrder)}以上のご注文で`);
  if (coupon.validFrom !== null) conditions.push(`${japaneseDate(coupon.validFrom)}から`);
  if (coupon.validUntil !== null) conditions.push(`有効期限 ${japaneseDate(coupon.validUntil)}まで`);
  if (coupon.oncePerCustomer) conditions.push('お一人様1回限り');
  if (coupon.firstOrderOnly) conditions.push('初回注文限定');
  return conditions;
}

/** The Japanese message of a refusal (the API's 422 and the checkout page say it as it is). */
export function couponRefusalMessage(refusal: CouponRefusal): string {
  switch (refusal.type) {
    case 'not_yet':
      return `このクーポンは${japaneseDate(refusal.from)}からご利用いただけます。`;
    case 'expired':
      return `このクーポンの有効期限（${japaneseDate(refusal.until)}）が過ぎています。`;
    case 'already_used':
      return 'このクーポンはすでにご利用済みです（お一人様1回限り）。';
    case 'not_first_order':
      return 'このクーポンは初回のご注文でのみご利用いただけます。';
    case 'below_minimum':
      return `このクーポンは商品合計${yenText(refusal.minimum)}以上のご注文でご利用いただけます。`;
  }
}
