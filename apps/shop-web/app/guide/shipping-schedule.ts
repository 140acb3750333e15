/**
 * The next shipping dates shown on the delivery guide (spec §9 shipping-date rule: after 14:00 shop
 * time the count starts the next day; the first business day from then, shifted by the lead time).
 */
import { estimateShippingDate, formatMonthDay, shippingStartReason, type ShippingStartReason } from '@shop/business-days';
import { SHORTEST_LEAD_TIME_DAYS } from '@shop/cart-domain';

/** Lead times in business days: the spec's shortest lead time (3) for inkjet, 7 to 10 for silk screen. */
export const LEAD_DAYS = { inkjet: SHORTEST_LEAD_TIME_DAYS, screenMin: 7, screenMax: 10 } as const;

/** Shipping dates for an order confirmed now, as Japanese month-day labels (`11月24日(火)`). */
export interface ShippingSchedule {
  /** The business day production counts from. */
  start: string;
  /**
   * Why production counts from `start`: it is today, today's cut-off (14:00) has passed, or today is
   * no business day (weekend, holiday, closure).
   */
  startReason: ShippingStartReason;
  /** Earliest shipping of inkjet and white-inkjet orders. */
  inkjet: string;
  /** Silk-screen shipping window. */
  screenFrom: string;
  screenTo: string;
}

/**
 * The schedule at `now` (epoch ms) from the business-day calendar of the API; null when the
 * calendar cannot answer (empty, or ending before the start day): the page then shows none.
 */
export function shippingSchedule(input: { now: number; businessDays: readonly string[]; offsetHours: number }): ShippingSchedule | null {
  const dateAfter = (leadDays: number) => {
    const result = estimateShippingDate({ ...input, leadDays });
    return result.ok ? formatMonthDay(result.value, { weekday: true }) : null;
  };
  const start = dateAfter(0);
  const inkjet = dateAfter(LEAD_DAYS.inkjet);
  const screenFrom = dateAfter(LEAD_DAYS.screenMin);
  const screenTo = dateAfter(LEAD_DAYS.screenMax);
  if (start === null || inkjet === null || screenFrom === null || screenTo === null) return null;
  return { start, startReason: shippingStartReason(input), inkjet, screenFrom, screenTo };
}
