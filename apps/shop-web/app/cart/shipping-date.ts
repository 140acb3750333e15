/**
 * The estimated shipping date (spec §9: after 14:00 shop time the count starts the next day; the
 * first business day on or after it, shifted by the lead time, capped at the last known business
 * day; shown as month and day in Japanese). `@shop/business-days` carries the holiday table, so
 * pages load this module only when they show the date (see shipping-estimate.tsx).
 */
import { DEFAULT_SHOP_OFFSET_HOURS, estimateShippingDate, formatMonthDay } from '@shop/business-days';
import { SHORTEST_LEAD_TIME_DAYS } from '@shop/cart-domain';

/**
 * The estimated shipping date as shown (`11月24日(火)`), for an order placed at `now` (epoch ms), or
 * null when the calendar cannot tell. Lead time: the shortest one (spec §9, 3 business days).
 */
export function shippingDateLabel(
  now: number,
  calendar: { readonly days: readonly string[]; readonly offset?: number } | null,
  leadDays: number = SHORTEST_LEAD_TIME_DAYS,
): string | null {
  if (!calendar) return null;
  const result = estimateShippingDate({
    now,
    businessDays: calendar.days,
    leadDays,
    offsetHours: calendar.offset ?? DEFAULT_SHOP_OFFSET_HOURS,
  });
  return result.ok ? formatMonthDay(result.value, { weekday: true }) : null;
}
