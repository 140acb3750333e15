/**
 * The next shipping dates shown on the delivery guide (spec §9 shipping-date rule: after 14:00 shop
 * time the count starts the next day; the first business day from then, shifted by the lead time).
 */
import { DEFAULT_CUTOFF_HOUR, estimateShippingDate, formatMonthDay, shopLocalDate } from '@shop/business-days';

/** Lead times in business days: the spec's shortest lead time (3) for inkjet, 7 to 10 for silk screen. */
export const LEAD_DAYS = { inkjet: 3, screenMin: 7, screenMax: 10 } as const;

const MS_PER_HOUR = 3_600_000;
const MS_PER_DAY = 86_400_000;

/** Shipping dates for an order confirmed now, as Japanese month-day labels (`11月24日(火)`). */
export interface ShippingSchedule {
  /** The business day production counts from. */
  start: string;
  /**
   * Why production counts from `start`: it is today, today's cut-off (14:00) has passed, or today is
   * no business day (weekend, holiday, closure).
   */
  startReason: 'today' | 'after_cutoff' | 'closed';
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
  const msIntoLocalDay = (((input.now + input.offsetHours * MS_PER_HOUR) % MS_PER_DAY) + MS_PER_DAY) % MS_PER_DAY;
  const startReason = !input.businessDays.includes(shopLocalDate(input.now, input.offsetHours))
    ? 'closed'
    : msIntoLocalDay >= DEFAULT_CUTOFF_HOUR * MS_PER_HOUR
      ? 'after_cutoff'
      : 'today';
  return { start, startReason, inkjet, screenFrom, screenTo };
}
