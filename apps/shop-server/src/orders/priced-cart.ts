/**
 * The server cart priced for an order: every plain line and every production priced again against
 * the catalogue with @shop/cart-domain (reconcileItem, priceProduction: the one pricing of the
 * shop), each with the snapshot the confirm page shows and the order keeps, what it takes from stock
 * and the files it cites. Lines the stock cannot serve are listed instead of being cut down: an order
 * never holds fewer pieces than the shopper chose. Estimates (#15) add their held lines at their
 * held prices while valid (estimates/estimate-lines.ts).
 */
import type { OutOfStockLineWire } from '@shop/api-contract';
import { itemCartLines, productionCartLines } from '../cart/cart-line-service.ts';
import type { PricedCart, PricedLine } from '../cart/priced-line.ts';
import type { Queryable } from '../db/db.ts';
import { estimateCartLines } from '../estimates/estimate-lines.ts';
import { reorderCartLines } from '../reorders/reorder-cart-service.ts';

/** Prices the customer's cart now (reads only). Positions follow the cart: plain lines first, then productions. */
export async function priceCart(db: Queryable, customerId: number, now: number = Date.now()): Promise<PricedCart> {
  const lines: PricedLine[] = [];
  const outOfStock: OutOfStockLineWire[] = [];
  let revision = false;

  // Plain lines first, then productions (the cart's own entries).
  for (const entries of [await itemCartLines(db, customerId), await productionCartLines(db, customerId)]) {
    lines.push(...entries.lines);
    outOfStock.push(...entries.outOfStock);
    revision ||= entries.revision;
  }

  // Reorders (issue #15): priced again now (spec §9); one no longer possible is refused.
  const reorders = await reorderCartLines(db, customerId, now);
  lines.push(...reorders.lines);
  outOfStock.push(...reorders.outOfStock);
  revision ||= reorders.revision;

  // Estimates (issue #15): their held lines at their held prices while valid.
  const estimates = await estimateCartLines(db, customerId, now);
  lines.push(...estimates.lines);
  outOfStock.push(...estimates.outOfStock);

  lines.forEach((line, index) => {
    line.wire = { ...line.wire, position: index + 1 };
  });
  return { lines, outOfStock, revision, refused: [...reorders.refused, ...(estimates.refused ?? [])] };
}
