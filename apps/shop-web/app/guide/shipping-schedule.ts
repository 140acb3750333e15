/**
 * The next shipping dates shown on the delivery guide (spec §9 shipping-date rule: after 14:00 shop
 * time the count starts the next day; the first business day from then, shifted by the lead time).
 * Every print method's lead time is its `lead_days` in the catalogue, counted as the cart counts it
 * (cart-domain's productionLeadDays): no lead time is written here.
 */
import type { Product } from '@shop/api-contract';
import { estimateShippingDate, formatMonthDay, shippingStartReason, type ShippingStartReason } from '@shop/business-days';
import { productionLeadDays } from '@shop/cart-domain';

/** A print method's lead time (business days), as the catalogue carries it. */
export interface MethodLeadTime {
  readonly slug: string;
  readonly name: string;
  readonly leadDays: number;
}

/** The print methods of some products with their lead times, each once, in the order first seen. */
export function printMethodLeadTimes(products: readonly Pick<Product, 'printMethods'>[]): MethodLeadTime[] {
  const methods = new Map<string, MethodLeadTime>();
  for (const product of products)
    for (const { slug, name, leadDays } of product.printMethods) if (!methods.has(slug)) methods.set(slug, { slug, name, leadDays });
  return [...methods.values()];
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
  /**
   * The shipping date of each print method of the catalogue, in its order; without the catalogue,
   * one line (name null) at the shortest lead time an order can have.
   */
  methods: { name: string | null; date: string }[];
}

/**
 * The schedule at `now` (epoch ms) from the business-day calendar of the API and the catalogue's
 * print methods; null when the calendar cannot answer (empty, or ending before a shipping date): the
 * page then shows none.
 */
export function shippingSchedule(input: {
  now: number;
  businessDays: readonly string[];
  offsetHours: number;
  methods: readonly MethodLeadTime[];
}): ShippingSchedule | null {
  const dateAfter = (leadDays: number) => {
    const result = estimateShippingDate({ ...input, leadDays });
    return result.ok ? formatMonthDay(result.value, { weekday: true }) : null;
  };
  const start = dateAfter(0);
  if (start === null) return null;
  const lines = input.methods.length > 0 ? input.methods.map((method) => ({ name: method.name, of: [method] })) : [{ name: null, of: [] }];
  const methods: ShippingSchedule['methods'] = [];
  for (const line of lines) {
    const date = dateAfter(productionLeadDays(line.of));
    if (date === null) return null;
    methods.push({ name: line.name, date });
  }
  return { start, startReason: shippingStartReason(input), methods };
}
