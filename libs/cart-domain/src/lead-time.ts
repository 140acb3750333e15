/** The production lead time of a print order (spec §9: the shortest lead time is 3 business days). */
import { SHORTEST_LEAD_TIME_DAYS } from './constants.ts';

/**
 * Business days of production for an order holding productions of these print methods: the longest
 * lead time among them, never less than `SHORTEST_LEAD_TIME_DAYS` (also when there is none). The
 * estimated shipping date counts this many business days.
 *
 * @example productionLeadDays(cart.productions.map((p) => p.printMethod)) // 8 with a silk-screen order
 */
export function productionLeadDays(methods: readonly { readonly leadDays: number }[]): number {
  let longest = SHORTEST_LEAD_TIME_DAYS;
  for (const method of methods) longest = Math.max(longest, method.leadDays);
  return longest;
}
