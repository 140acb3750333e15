/** Subtotals and cart totals (spec §9). Pure functions over cart snapshots; the server reuses them. */
import { chargeBreakdown } from './charge-breakdown.ts';
import type { ChargeBreakdown } from './charge-breakdown.ts';
import { FREE_SHIPPING_MINIMUM } from './constants.ts';
import { addYen, multiplyYen, sumYen, yen } from './money.ts';
import type { Yen } from './money.ts';
import type { CartEstimate, CartItemBase, CartReorder, Production, ServerCart, Wrapping } from './types.ts';

/**
 * Per-piece charge of the chosen wrapping; 0 for no wrapping. An id the list does not offer also
 * costs 0: edits refuse such ids (`no_wrapping`), so only a foreign snapshot can carry one.
 */
export function wrappingCharge(wrappings: readonly Wrapping[], wrappingId: number | null): Yen {
  if (wrappingId === null) return yen(0);
  return wrappings.find((w) => w.id === wrappingId)?.charge ?? yen(0);
}

/** A plain item: (unit price + charge of the chosen wrapping) × quantity. */
export function itemSubtotal(item: Pick<CartItemBase, 'price' | 'quantity' | 'wrappingId' | 'wrappings'>): Yen {
  return multiplyYen(addYen(item.price, wrappingCharge(item.wrappings, item.wrappingId)), item.quantity);
}

/** Sum of the per-piece charges of all prints of a production. */
export function printChargesPerPiece(production: Pick<Production, 'prints'>): Yen {
  return sumYen(production.prints.map((p) => p.printCharge));
}

/** A production's total by part: garments, wrapping, per-piece print charges and the one-off charges. */
export function productionTotal(production: Pick<Production, 'prints' | 'itemGroups' | 'wrappings'>): ChargeBreakdown {
  return chargeBreakdown(
    production.itemGroups.flatMap((group) =>
      group.items.map((item) => ({
        unitPrice: item.price,
        wrappingCharge: wrappingCharge(production.wrappings, item.wrappingId),
        quantity: item.quantity,
      })),
    ),
    production.prints,
  );
}

/**
 * A production: Σ over items of (item price + Σ print charges per piece + wrapping charge) × quantity
 * (spec §9), plus the charges made once per production: plates, data production and colour changes.
 */
export function productionSubtotal(production: Pick<Production, 'prints' | 'itemGroups' | 'wrappings'>): Yen {
  return productionTotal(production).total;
}

/**
 * A reorder: Σ (basePrice + printCharge + wrappingCharge) × quantity + Σ colorChangeCharge ×
 * colorChangeFrequency, plus each print's new plates (`plateCharge`, 0 while the plates are kept).
 */
export function reorderSubtotal(reorder: Pick<CartReorder, 'cartReorderItemGroups' | 'cartReorderPrints'>): Yen {
  const items = reorder.cartReorderItemGroups.flatMap((group) =>
    group.cartReorderItems.map((item) => multiplyYen(sumYen([item.basePrice, item.printCharge, item.wrappingCharge]), item.quantity)),
  );
  const onceCharges = reorder.cartReorderPrints.map((print) =>
    addYen(multiplyYen(print.colorChangeCharge, print.colorChangeFrequency), print.plateCharge ?? yen(0)),
  );
  return addYen(sumYen(items), sumYen(onceCharges));
}

/** An estimate: its total. */
export function estimateSubtotal(estimate: Pick<CartEstimate, 'estimate'>): Yen {
  return estimate.estimate.total;
}

/** What `cartTotal` needs: a guest cart has no reorders or estimates. */
export type CartContents = {
  readonly items: readonly Pick<CartItemBase, 'price' | 'quantity' | 'wrappingId' | 'wrappings'>[];
  readonly productions: readonly Pick<Production, 'prints' | 'itemGroups' | 'wrappings'>[];
} & Partial<Pick<ServerCart, 'reorders' | 'estimates'>>;

/** A cart total by part; `total` is the sum of the four parts (yen, tax included). */
export interface CartTotal {
  readonly items: Yen;
  readonly productions: Yen;
  readonly reorders: Yen;
  readonly estimates: Yen;
  readonly total: Yen;
}

/** Totals of a guest or server cart, by part: `cartTotal(cart).total`. */
export function cartTotal(cart: CartContents): CartTotal {
  const items = sumYen(cart.items.map(itemSubtotal));
  const productions = sumYen(cart.productions.map(productionSubtotal));
  const reorders = sumYen((cart.reorders ?? []).map(reorderSubtotal));
  const estimates = sumYen((cart.estimates ?? []).map(estimateSubtotal));
  return { items, productions, reorders, estimates, total: sumYen([items, productions, reorders, estimates]) };
}

/** Whether a total ships free, and how much is missing for it (0 when it qualifies). */
export interface FreeShippingProgress {
  readonly qualifies: boolean;
  readonly missing: Yen;
}

/** Free shipping from FREE_SHIPPING_MINIMUM (20,000 yen) up: `freeShippingProgress(total)`. */
export function freeShippingProgress(total: Yen): FreeShippingProgress {
  const qualifies = total >= FREE_SHIPPING_MINIMUM;
  return { qualifies, missing: qualifies ? yen(0) : yen(FREE_SHIPPING_MINIMUM - total) };
}
