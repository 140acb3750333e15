import { MS_PER_HOUR, addDays, shopLocalTime } from './iso-date.ts';

/** The shop's timezone offset: Japan Standard Time, hours east of UTC. */
export const DEFAULT_SHOP_OFFSET_HOURS = 9;

/** Orders at or after this shop-local hour count from the next day. */
export const DEFAULT_CUTOFF_HOUR = 14;

export interface EstimateShippingDateInput {
  /** The moment of the estimate, epoch ms. */
  readonly now: number;
  /** Known business days, ascending 'YYYY-MM-DD' shop-local dates without duplicates. */
  readonly businessDays: readonly string[];
  /** Business days of production after the first business day: 0 ships on that day. */
  readonly leadDays: number;
  /** Hours east of UTC; default 9 (JST). */
  readonly offsetHours?: number;
  /** Shop-local cut-off hour (0–24); default 14. */
  readonly cutoffHour?: number;
}

export type ShippingDateError =
  /** The business-day list is empty. */
  | { readonly type: 'no_business_days' }
  /** Every known business day lies before `start`, the day the estimate counts from. */
  | { readonly type: 'no_business_day_from_start'; readonly start: string };

export type ShippingDateResult = { readonly ok: true; readonly value: string } | { readonly ok: false; readonly error: ShippingDateError };

/**
 * Estimated shipping date ('YYYY-MM-DD'): from shop-local today (tomorrow at or after the cut-off),
 * the first business day on or after it, shifted by `leadDays` business days, capped at the last one.
 */
export function estimateShippingDate({
  now,
  businessDays,
  leadDays,
  offsetHours = DEFAULT_SHOP_OFFSET_HOURS,
  cutoffHour = DEFAULT_CUTOFF_HOUR,
}: EstimateShippingDateInput): ShippingDateResult {
  if (!Number.isInteger(leadDays) || leadDays < 0) {
    throw new RangeError(`leadDays must be a whole number of business days, got ${leadDays}`);
  }
  const start = countingFrom(now, offsetHours, cutoffHour);
  if (businessDays.length === 0) return { ok: false, error: { type: 'no_business_days' } };
  // Zero-padded 'YYYY-MM-DD' strings compare like the dates they name.
  const first = businessDays.findIndex((day) => day >= start);
  if (first === -1) return { ok: false, error: { type: 'no_business_day_from_start', start } };
  const shipping = businessDays[Math.min(first + leadDays, businessDays.length - 1)];
  if (shipping === undefined) throw new Error('unreachable: index is within the list');
  return { ok: true, value: shipping };
}

/** The shop-local day an order placed at `now` counts from: today, or tomorrow at or after the cut-off. */
function countingFrom(now: number, offsetHours: number, cutoffHour: number): string {
  if (!(cutoffHour >= 0 && cutoffHour <= 24)) {
    throw new RangeError(`cutoffHour must be an hour from 0 to 24, got ${cutoffHour}`);
  }
  const local = shopLocalTime(now, offsetHours);
  return local.msIntoDay >= cutoffHour * MS_PER_HOUR ? addDays(local.date, 1) : local.date;
}

/** Why an order placed now starts production when it does. */
export type ShippingStartReason =
  /** Today is a business day and the cut-off has not passed. */
  | 'today'
  /** Today is a business day, but the cut-off (14:00) has passed: counting starts tomorrow. */
  | 'after_cutoff'
  /** Today is no business day (weekend, holiday, closure). */
  | 'closed';

/** Why production of an order placed at `now` starts on the day `estimateShippingDate` counts from. */
export function shippingStartReason({
  now,
  businessDays,
  offsetHours = DEFAULT_SHOP_OFFSET_HOURS,
  cutoffHour = DEFAULT_CUTOFF_HOUR,
}: Omit<EstimateShippingDateInput, 'leadDays'>): ShippingStartReason {
  const today = shopLocalTime(now, offsetHours).date;
  if (!businessDays.includes(today)) return 'closed';
  return countingFrom(now, offsetHours, cutoffHour) === today ? 'today' : 'after_cutoff';
}
