/**
 * The starting price of a print method on a product, and what it is for: the product page states it
 * up front, so this module stays small (no tables, no simulator).
 */
import type { Product } from '@shop/api-contract';
import { printChargeForQuantity, yen, type Yen } from '@shop/cart-domain';

type WireMethod = Product['printMethods'][number];

/** The lowest print charge a method offers on a product and what produces it. */
export interface StartingPrice {
  readonly charge: Yen; // per piece, per print (per ink colour for silk-screen)
  readonly minQuantity: number; // the fewest pieces that reach it
  readonly size: string; // the print size of the placement that has it: 「10cm×10cm」
  readonly perInk: boolean; // silk-screen: the charge is for one ink colour
}

/**
 * The lowest charge per piece over a method's print specs (cart-domain's charge for the largest
 * quantity), the fewest pieces that reach it and the print size it applies to. Null without specs.
 */
export function startingPrice(method: WireMethod): StartingPrice | null {
  let best: StartingPrice | null = null;
  for (const spec of method.printSpecs) {
    const tiers = spec.printCategory.printCharges.map((tier) => ({ minQuantity: tier.minQuantity, charge: yen(tier.charge) }));
    const charge = printChargeForQuantity(tiers, Number.MAX_SAFE_INTEGER);
    if (!charge.ok) continue;
    const minQuantity = Math.max(
      method.minQuantity,
      Math.min(...tiers.filter((tier) => tier.charge === charge.value).map((tier) => tier.minQuantity)),
    );
    if (best === null || charge.value < best.charge || (charge.value === best.charge && minQuantity < best.minQuantity)) {
      best = { charge: charge.value, minQuantity, size: spec.size, perInk: method.inks.length > 0 };
    }
  }
  return best;
}

/** What the starting price is for, in words: 「100枚以上・10cm×10cm以内の場合」 (「・1色」 for silk-screen). */
export function startingPriceCondition(price: StartingPrice): string {
  const pieces = price.minQuantity <= 1 ? '1枚から' : `${price.minQuantity}枚以上`;
  return `${pieces}・${price.size}以内${price.perInk ? '・1色' : ''}の場合`;
}
