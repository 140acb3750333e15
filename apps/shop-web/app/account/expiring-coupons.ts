/**
 * The coupons the account dashboard warns about (issue #14): available ones whose last day is within
 * `withinDays` of today (shop-local dates, `YYYY-MM-DD`, compared as dates), soonest first.
 */
export interface DatedCoupon {
  readonly validUntil: string | null;
}

/** Days from `today` to `date` (both `YYYY-MM-DD`); NaN for a malformed date. */
export function daysUntil(today: string, date: string): number {
  return Math.round((Date.parse(`${date}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
}

export function expiringCoupons<TCoupon extends DatedCoupon>(coupons: readonly TCoupon[], today: string, withinDays = 30): TCoupon[] {
  return coupons
    .filter((coupon) => {
      if (coupon.validUntil === null) return false;
      const days = daysUntil(today, coupon.validUntil);
      return days >= 0 && days <= withinDays;
    })
    .sort((a, b) => (a.validUntil ?? '').localeCompare(b.validUntil ?? ''));
}

/** Today in shop time (JST) as `YYYY-MM-DD`. */
export function shopToday(now: number): string {
  return new Date(now + 9 * 3_600_000).toISOString().slice(0, 10);
}
