import { yen } from '@shop/cart-domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkCoupon, couponConditions, couponDiscount, couponRefusalMessage, type CouponTerms, couponValueLabel } from './discounts.ts';

const coupon = (overrides: Partial<CouponTerms> = {}): CouponTerms => ({
  kind: 'amount',
  value: 500,
  minOrder: null,
  validFrom: null,
  validUntil: null,
  oncePerCustomer: false,
  firstOrderOnly: false,
  ...overrides,
});
const context = { today: '2026-06-01', usedBefore: false, hasOrdered: false, goodsTotal: yen(6000) };

describe('couponDiscount', () => {
  it('takes the amount off, or the percentage floored to yen', () => {
    expect(couponDiscount({ kind: 'amount', value: 500 }, yen(6000))).toBe(500);
    expect(couponDiscount({ kind: 'percent', value: 10 }, yen(4999))).toBe(499);
  });

  it('never takes more than the goods total', () => {
    expect(couponDiscount({ kind: 'amount', value: 5000 }, yen(1200))).toBe(1200);
    fc.assert(
      fc.property(
        fc.constantFrom('amount' as const, 'percent' as const),
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.nat(1_000_000),
        (kind, value, goods) => {
          const off = couponDiscount({ kind, value: kind === 'percent' ? Math.min(value, 100) : value }, yen(goods));
          expect(off).toBeGreaterThanOrEqual(0);
          expect(off).toBeLessThanOrEqual(goods);
          expect(Number.isInteger(off)).toBe(true);
        },
      ),
    );
  });
});

describe('checkCoupon', () => {
  it('accepts a coupon whose every condition holds', () => {
    expect(
      checkCoupon(
        coupon({ minOrder: 5000, validFrom: '2026-06-01', validUntil: '2026-06-01', oncePerCustomer: true, firstOrderOnly: true }),
        context,
      ),
    ).toBeNull();
  });

  it('refuses each broken condition with its own reason', () => {
    expect(checkCoupon(coupon({ validFrom: '2026-06-02' }), context)).toEqual({ type: 'not_yet', from: '2026-06-02' });
    expect(checkCoupon(coupon({ validUntil: '2026-05-31' }), context)).toEqual({ type: 'expired', until: '2026-05-31' });
    expect(checkCoupon(coupon({ oncePerCustomer: true }), { ...context, usedBefore: true })).toEqual({ type: 'already_used' });
    expect(checkCoupon(coupon({ oncePerCustomer: false }), { ...context, usedBefore: true })).toBeNull();
    expect(checkCoupon(coupon({ firstOrderOnly: true }), { ...context, hasOrdered: true })).toEqual({ type: 'not_first_order' });
    expect(checkCoupon(coupon({ minOrder: 6001 }), context)).toEqual({ type: 'below_minimum', minimum: 6001 });
  });

  it('does not check the minimum when a code is claimed without an order', () => {
    expect(checkCoupon(coupon({ minOrder: 99_999 }), { ...context, goodsTotal: null })).toBeNull();
  });
});

describe('Japanese texts', () => {
  it('states the value and the conditions', () => {
    expect(couponValueLabel({ kind: 'amount', value: 500 })).toBe('¥500引き');
    expect(couponValueLabel({ kind: 'percent', value: 10 })).toBe('10%OFF');
    expect(couponConditions(coupon({ minOrder: 5000, validUntil: '2026-12-31', oncePerCustomer: true, firstOrderOnly: true }))).toEqual([
      '¥5,000以上のご注文で',
      '有効期限 2026年12月31日まで',
      'お一人様1回限り',
      '初回注文限定',
    ]);
  });

  it('says why a coupon is refused', () => {
    expect(couponRefusalMessage({ type: 'expired', until: '2026-03-31' })).toBe('このクーポンの有効期限（2026年3月31日）が過ぎています。');
    expect(couponRefusalMessage({ type: 'below_minimum', minimum: 5000 })).toContain('¥5,000以上');
    expect(couponRefusalMessage({ type: 'not_first_order' })).toContain('初回');
    expect(couponRefusalMessage({ type: 'already_used' })).toContain('ご利用済み');
    expect(couponRefusalMessage({ type: 'not_yet', from: '2026-07-01' })).toContain('2026年7月1日から');
  });
});
