/** Per-piece print charges (spec §4 "Guest production refresh" step 6 and §9). */
import { addYen, multiplyYen } from './money.ts';
import type { Yen } from './money.ts';
import { ok, refuse } from '@shop/result';
import type { Result } from '@shop/result';
import { plateCharge } from './plate-charge.ts';
import type { PrintCategory, PrintChargeTier, Production, StoredPrint } from './types.ts';

/** No tier of a price list applies to the quantity (never priced as 0). */
export interface NoPrintChargeTier {
  readonly type: 'no_print_charge_tier';
  readonly printSpecId?: number; // set when refusing for a print of a production
}

/**
 * The per-piece print charge for a production of `totalQuantity` pieces: the lowest charge among
 * the tiers whose minQuantity ≤ totalQuantity. No such tier → `no_print_charge_tier`.
 */
export function printChargeForQuantity(tiers: readonly PrintChargeTier[], totalQuantity: number): Result<Yen, NoPrintChargeTier> {
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

/** Per-piece charge of one stored print: printCharge × plates (at least 1) + extraPrintCharge. */
export function printChargePerPrint(print: Pick<StoredPrint, 'printCharge' | 'plates' | 'extraPrintCharge'>): Yen {
  return addYen(multiplyYen(print.printCharge, Math.max(1, print.plates)), print.extraPrintCharge);
}

/** The amounts of one print for a production (spec §9), yen, tax included. */
export interface PrintAmounts {
  readonly printCharge: Yen; // per piece: tier charge × plates (at least 1) + extra print charge
  readonly plateCharge: Yen; // once: plate price × plates (at least 1) + extra plate charge
  readonly dataProductionFee: Yen; // once
  readonly colorChangeCharge: Yen; // per colour change
}

/** What a print's amounts depend on besides its price category. */
export interface PrintChoice {
  readonly plates: number; // 0 counts as 1
  readonly isRepeatable: boolean; // plates kept for reorders: plate_price, else short_term_plate_price
  readonly quantity: number; // pieces in the whole production, for the tier
  readonly colorChangeCharge: Yen; // the print method's charge per colour change
}

/**
 * Every amount of one print: the tier for the production's quantity times the plates plus the extra
 * print charge per piece, the plate charge by `isRepeatable`, the category's data production fee
 * and the method's colour change charge. Refuses when no tier applies to the quantity.
 */
export function priceOnePrint(category: PrintCategory, choice: PrintChoice): Result<PrintAmounts, NoPrintChargeTier> {
  const tier = printChargeForQuantity(category.printCharges, choice.quantity);
  if (!tier.ok) return tier;
  const print = { ...category, printCharge: tier.value, plates: choice.plates };
  return ok({
    printCharge: printChargePerPrint(print),
    plateCharge: plateCharge(print, choice.isRepeatable),
    dataProductionFee: category.dataProductionFee,
    colorChangeCharge: choice.colorChangeCharge,
  });
}
