/**
 * Estimates (見積, issue #15, docs/decisions/013): made from held lines priced by the server
 * (a print order's price page, a reorder, an accepted BYOB quote), listed and shown to their
 * customer, and put into the cart, where they are ordered at their held prices while valid.
 */
import { consumptionTaxIncluded, sumYen, yen } from '@shop/cart-domain';
import { DEFAULT_SHOP_OFFSET_HOURS, shopLocalDate } from '@shop/business-days';
import { estimateExpiresAt, estimateRefusalMessage, estimateState, estimateValidUntil, formatEstimateNumber } from '@shop/order-domain';
import type { Queryable } from '../db/db.ts';
import { HttpProblem } from '../http/errors.ts';
import { chargesWire } from '../cart/priced-line.ts';
import { CART_MESSAGES } from '../cart/messages.ts';
import {
  cartEntryOfEstimate,
  type EstimateRecord,
  type EstimateSource,
  estimateByNumber,
  estimateValidDays,
  insertCartEstimate,
  insertEstimate,
  nextEstimateSequence,
} from './estimate-store.ts';
import type { HeldLine } from './held-line.ts';

export type { HeldLine } from './held-line.ts';

/** Today in shop time ('YYYY-MM-DD'). */
export const shopToday = (now: number): string => shopLocalDate(now, DEFAULT_SHOP_OFFSET_HOURS);

/** The goods total, tax, pieces and charges by part of held lines. */
export function heldTotals(lines: readonly HeldLine[]) {
  const sum = (pick: (l: HeldLine) => number) => sumYen(lines.map((l) => yen(pick(l))));
  const goodsTotal = sum((l) => l.charges.total);
  return {
    goodsTotal,
    tax: consumptionTaxIncluded(goodsTotal),
    quantity: lines.reduce((n, l) => n + l.charges.quantity, 0),
    charges: chargesWire({
      garments: sum((l) => l.charges.garments),
      wrapping: sum((l) => l.charges.wrapping),
      printCharges: sum((l) => l.charges.printCharges),
      plateCharges: sum((l) => l.charges.plateCharges),
      dataProductionFees: sum((l) => l.charges.dataProductionFees),
      colorChangeCharges: sum((l) => l.charges.colorChangeCharges),
    }),
  };
}

/**
 * Saves an estimate of these held lines for the customer (in the caller's transaction), numbered
 * `Q-YYYY-NNNNNN`, issued today (shop time) and valid `estimate_valid_days` days.
 */
export async function createEstimate(
  tx: Queryable,
  input: { customerId: number; source: EstimateSource; title: string; lines: HeldLine[]; now: number },
): Promise<{ id: number; number: string }> {
  if (input.lines.length === 0) throw new Error('an estimate needs at least one line');
  const issuedOn = shopToday(input.now);
  const validUntil = estimateValidUntil(issuedOn, await estimateValidDays(tx));
  const number = formatEstimateNumber({ year: Number(issuedOn.slice(0, 4)), sequence: await nextEstimateSequence(tx) });
  const lines = input.lines.map((line, index) => ({ ...line, wire: { ...line.wire, position: index + 1 } }));
  const totals = heldTotals(lines);
  const { id } = await insertEstimate(tx, {
    number,
    customerId: input.customerId,
    source: input.source,
    title: input.title,
    lines,
    charges: totals.charges,
    goodsTotal: totals.goodsTotal,
    tax: totals.tax,
    quantity: totals.quantity,
    issuedOn,
    validUntil,
    at: new Date(input.now),
  });
  return { id, number };
}

/** The state of a stored estimate now (有効 / 期限切れ / 注文済み). */
export function stateOf(estimate: Pick<EstimateRecord, 'valid_until' | 'ordered_order_id'>, now: number) {
  return estimateState({ validUntil: estimate.valid_until, ordered: estimate.ordered_order_id !== null }, shopToday(now));
}

/**
 * Puts the customer's estimate into the cart (a `cart_estimates` row expiring at the end of its last
 * valid day, shop time). 404 when it is not theirs; 409 with a Japanese message once bought or
 * expired. Putting it in again answers the entry already there.
 */
export async function putEstimateInCart(
  tx: Queryable,
  customerId: number,
  number: string,
  now: number,
): Promise<{ cartEstimateId: number }> {
  const estimate = await estimateByNumber(tx, customerId, number);
  if (!estimate) throw new HttpProblem(404, CART_MESSAGES.noItem);
  const refusal = estimateRefusalMessage(stateOf(estimate, now), estimate.valid_until);
  if (refusal) throw new HttpProblem(409, refusal);
  const existing = await cartEntryOfEstimate(tx, customerId, number);
  if (existing) return { cartEstimateId: existing.id };
  const expiresAt = new Date(estimateExpiresAt(estimate.valid_until, DEFAULT_SHOP_OFFSET_HOURS));
  const { id } = await insertCartEstimate(tx, customerId, number, estimate.goods_total, expiresAt, new Date(now));
  return { cartEstimateId: id };
}
