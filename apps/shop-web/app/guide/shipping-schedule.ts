/**
 * The next shipping dates shown on the delivery guide (spec §9 shipping-date rule: after 14:00 shop
 * time the count starts the next day; the first business day from then, shifted by the lead time).
 * Lead times are the catalogue's: the shortest one (inkjet) and silk-screen's `lead_days`.
 */
import type { Product } from '@shop/api-contract';
import { estimateShippingDate, formatMonthDay, shippingStartReason, type ShippingStartReason } from '@shop/business-days';
import { SHORTEST_LEAD_TIME_DAYS } from '@shop/cart-domain';

/** The slug of the catalogue's silk-screen print method. */
export const SILK_SCREEN_SLUG = 'silkscreen';

/** The silk-screen method's lead time (business days) in the catalogue data of a page; null when no product offers it. */
export function silkScreenLeadDays(products: readonly Pick<Product, 'printMethods'>[]): number | null {
  for (const product of products) {
    const method = product.printMethods.find((candidate) => candidate.slug === SILK_SCREEN_SLUG);
    if (method) return method.leadDays;
  }
  return null;
}

/** Shipping dates for an order confirmed now, as Japanese month-day labels (`11月24日(火)`). */
export interface ShippingSchedule {
  /** The business day production counts from. */
  start: string;
  /**
   * Why production counts from `start`: it is today, today's cut-off (14:00) has passed, or today is
   * no business day (weekend, holiday, closure).
   */
  startReason: ShippingStartReason;
  /** Earliest shipping of inkjet and white-inkjet orders (the shortest lead time). */
  inkjet: string;
  /** Shipping of silk-screen orders (the method's lead time in the catalogue); null when it is unknown. */
  screen: string | null;
}

/**
 * The schedule at `now` (epoch ms) from the business-day calendar of the API and silk-screen's lead
 * time; null when the calendar cannot answer (empty, or ending before the start day): the page then
 * shows none.
 */
export function shippingSchedule(input: {
  now: number;
  businessDays: readonly string[];
  offsetHours: number;
  screenLeadDays: number | null;
}): ShippingSchedule | null {
  const dateAfter = (leadDays: number) => {
    const result = estimateShippingDate({ ...input, leadDays });
    return result.ok ? formatMonthDay(result.value, { weekday: true }) : null;
  };
  const start = dateAfter(0);
  const inkjet = dateAfter(SHORTEST_LEAD_TIME_DAYS);
  const screen = input.screenLeadDays === null ? null : dateAfter(input.screenLeadDays);
  if (start === null || inkjet === null || (input.screenLeadDays !== null && screen === null)) return null;
  return { start, startReason: shippingStartReason(input), inkjet, screen };
}
