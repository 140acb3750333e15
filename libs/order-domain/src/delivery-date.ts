/**
 * When an order ships and when it may be delivered (spec §9 shipping-date rule, docs/decisions/009):
 * the shipping date counts the longest lead time of the order's print methods (at least the
 * shortest lead time, 3 business days) on the business-day calendar; the parcel arrives
 * `transitDays` calendar days later at the earliest, and the shopper may ask for any day up to
 * `windowDays` after that (carriers deliver every day). Dates are shop-local 'YYYY-MM-DD'.
 */
import { addDays, estimateShippingDate, formatMonthDay, type ShippingDateError } from '@shop/business-days';
import { productionLeadDays } from '@shop/cart-domain';
import { ok, refuse, type Result } from '@shop/result';
import type { OrderLineInput } from './order-totals.ts';

/** Business days of production an order of these lines needs: the longest lead time of its print methods, at least 3. */
export function orderLeadDays(lines: readonly OrderLineInput[]): number {
  return productionLeadDays(
    lines.flatMap((line) =>
      line.kind === 'production'
        ? [line.production.printMethod]
        : line.kind === 'held' || line.kind === 'reorder'
          ? [{ leadDays: line.leadDays }]
          : [],
    ),
  );
}

export interface DeliveryWindowInput {
  /** The moment of the order, epoch ms. */
  readonly now: number;
  /** Known business days, ascending 'YYYY-MM-DD' (see @shop/business-days). */
  readonly businessDays: readonly string[];
  /** Business days of production (`orderLeadDays`). */
  readonly leadDays: number;
  /** Calendar days from shipping to the earliest delivery (the shop's setting, e.g. 1). */
  readonly transitDays: number;
  /** Calendar days after the earliest delivery date a delivery may still be asked for (e.g. 14). */
  readonly windowDays: number;
  /** Hours east of UTC; default 9 (JST). */
  readonly offsetHours?: number;
  /** Shop-local cut-off hour; default 14. */
  readonly cutoffHour?: number;
}

/** The dates of an order placed now. */
export interface DeliveryWindow {
  readonly shipDate: string;
  readonly earliestDeliveryDate: string;
  readonly latestDeliveryDate: string;
}

/** Why a requested delivery date is refused. */
export type DeliveryDateRefusal =
  | { readonly type: 'not_a_date' }
  | { readonly type: 'before_earliest'; readonly earliest: string }
  | { readonly type: 'after_latest'; readonly latest: string };

/** The shipping date and the delivery dates that can be asked for, or why the calendar cannot tell. */
export function deliveryWindow(input: DeliveryWindowInput): Result<DeliveryWindow, ShippingDateError> {
  const { transitDays, windowDays } = input;
  if (!Number.isSafeInteger(transitDays) || transitDays < 0)
    throw new RangeError(`transitDays must be a whole number of days, got ${transitDays}`);
  if (!Number.isSafeInteger(windowDays) || windowDays < 0)
    throw new RangeError(`windowDays must be a whole number of days, got ${windowDays}`);
  const shipping = estimateShippingDate({
    now: input.now,
    businessDays: input.businessDays,
    leadDays: input.leadDays,
    ...(input.offsetHours === undefined ? {} : { offsetHours: input.offsetHours }),
    ...(input.cutoffHour === undefined ? {} : { cutoffHour: input.cutoffHour }),
  });
  if (!shipping.ok) return shipping;
  const earliestDeliveryDate = addDays(shipping.value, transitDays);
  return ok({ shipDate: shipping.value, earliestDeliveryDate, latestDeliveryDate: addDays(earliestDeliveryDate, windowDays) });
}

/**
 * A requested delivery date checked against the window: null (no wish: the earliest) passes as
 * null; a date passes when it lies from the earliest to the latest delivery date.
 */
export function checkDeliveryDate(requested: string | null, window: DeliveryWindow): Result<string | null, DeliveryDateRefusal> {
  if (requested === null) return ok(null);
  try {
    addDays(requested, 0); // RangeError unless a real 'YYYY-MM-DD' date
  } catch {
    return refuse({ type: 'not_a_date' });
  }
  // Zero-padded 'YYYY-MM-DD' strings compare like the dates they name.
  if (requested < window.earliestDeliveryDate) return refuse({ type: 'before_earliest', earliest: window.earliestDeliveryDate });
  if (requested > window.latestDeliveryDate) return refuse({ type: 'after_latest', latest: window.latestDeliveryDate });
  return ok(requested);
}

/** A date as shoppers read it on the checkout and order pages: `'11月25日(水)'`. */
export function formatOrderDate(date: string): string {
  return formatMonthDay(date, { weekday: true });
}
