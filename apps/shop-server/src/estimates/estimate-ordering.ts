/**
 * An order that buys estimates marks them bought, in the order's own transaction: an estimate is
 * bought once. A card declined later deletes the order, which frees the estimate again
 * (`ordered_order_id` is set null on delete).
 */
import type { Queryable } from '../db/db.ts';
import { HttpProblem } from '../http/errors.ts';
import type { PricedLine } from '../cart/priced-line.ts';
import { markEstimateOrdered } from './estimate-store.ts';

/** Marks every estimate among `lines` bought by order `orderId`; 409 when one was bought meanwhile. */
export async function markEstimatesOrdered(
  tx: Queryable,
  customerId: number,
  lines: readonly PricedLine[],
  orderId: number,
): Promise<void> {
  const numbers = [...new Set(lines.flatMap((l) => (l.estimateNumber ? [l.estimateNumber] : [])))];
  for (const number of numbers) {
    if (!(await markEstimateOrdered(tx, customerId, number, orderId))) {
      throw new HttpProblem(409, `お見積り ${number}: この見積はすでにご注文済みです。`);
    }
  }
}
