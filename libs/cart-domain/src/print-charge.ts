/** Per-piece print charges (spec §4 "Guest production refresh" step 6 and §9). */
import { addYen, multiplyYen } from './money.ts';
import type { Yen } from './money.ts';
import { ok, refuse } from './result.ts';
import type { Result } from './result.ts';
import type { PrintChargeTier, Production, StoredPrint } from './types.ts';

/** No tier of a price list applies to the quantity (never priced as 0). */
export interface NoPrintChargeTier {
  readonly type: 'no_print_charge_tier';
  readonly printSpecId?: number; // set when refusing for a print of a production
}

/**
 * The per-piece print charge for a production of `totalQuantity` pieces: the lowest charge among
 * the tiers whose minQuantity ≤ totalQuantity. No such tier → `no_print_charge_tier`.
 */
export function printChargeForQuantity(
  tiers: readonly PrintChargeTier[],
  totalQuantity: number,
): Result<Yen, NoPrintChargeTier> {
  let lowest: Yen | undefined;
  for (const tier of tiers) {
    if (tier.minQuantity <= totalQuantity && (lowest === undefined || tier.charge < lowest)) {
      lowest = tier.charge;
    }
  }
  return lowest === undefined ? refuse({ type: 'no_print_charge_tier' }) : ok(lowest);
}

/** Total pieces of a production: the sum of all item quantities of all item groups. */
export function productionQuantity(production: Pick<Production, 'itemGroups'>): number {
  let total = 0;
  for (const group of production.itemGroups) {
    for (const item of group.items) total += item.quantity;
  }
  return total;
}

/**
 * Re-prices every print of a production from its own price list and the production's quantity.
 * Refuses with the print spec id when a print has no applicable tier. Returns a new production.
 */
export function recomputePrintCharges<P extends Pick<Production, 'itemGroups' | 'prints'>>(
  production: P,
): Result<P, NoPrintChargeTier> {
  const quantity = productionQuantity(production);
  const prints: P['prints'][number][] = [];
  for (const print of production.prints) {
    const charge = printChargeForQuantity(print.printCharges, quantity);
    if (!charge.ok) return refuse({ type: 'no_print_charge_tier', printSpecId: print.printSpec.id });
    prints.push(charge.value === print.printCharge ? print : { ...print, printCharge: charge.value });
  }
  return ok({ ...production, prints });
}

/** Per-piece charge of one stored print: printCharge × plates (at least 1) + extraPrintCharge. */
export function printChargePerPrint(
  print: Pick<StoredPrint, 'printCharge' | 'plates' | 'extraPrintCharge'>,
): Yen {
  return addYen(multiplyYen(print.printCharge, Math.max(1, print.plates)), print.extraPrintCharge);
}
