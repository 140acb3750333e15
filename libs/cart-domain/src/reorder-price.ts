/**
 * A reorder (再注文) priced by spec §9: the same artwork, placements and method as a delivered
 * production, made again with the garments' prices of today. Per piece: the SKU's price + the print
 * charge of every print (the tier for the reorder's whole quantity × plates, plus the extra print
 * charge) + the wrapping charge; once per print whose ink colours change: the method's colour change
 * charge × frequency (1 change; 0 when the inks are kept). While the plates are kept, no plate charge;
 * when they were not kept or their keeping period has passed (issue #32), each print's new plates
 * are charged once at today's price (`plateCharge`). No data production fee is charged again: the
 * approved artwork is reused.
 */
import { chargeBreakdown } from './charge-breakdown.ts';
import type { ChargeBreakdown } from './charge-breakdown.ts';
import { multiplyYen, sumYen, yen } from './money.ts';
import type { Yen } from './money.ts';
import { printChargeForQuantity, printChargePerPrint } from './print-charge.ts';
import type { NoPrintChargeTier } from './print-charge.ts';
import { ok, refuse } from '@shop/result';
import type { Result } from '@shop/result';
import type { CartReorder, CartReorderItemGroup, PrintCategory } from './types.ts';

/** One size line of a reorder as the catalogue prices it now. */
export interface ReorderLineInput {
  readonly basePrice: Yen; // the SKU's current price, per piece
  readonly wrappingCharge: Yen; // per piece, 0 without wrapping
  readonly quantity: number; // pieces
}

/** One print of the reordered production: its price category now, its plates and whether its inks change. */
export interface ReorderPrintInput {
  readonly category: Pick<PrintCategory, 'printCharges' | 'extraPrintCharge'>;
  readonly plates: number; // 0 counts as 1
  readonly inksChanged: boolean;
  /** new plates made for this reorder, once (cart-domain `plateCharge` at today's price); 0 or absent: the plates are kept */
  readonly plateCharge?: Yen;
}

/** What `priceReorder` reads. */
export interface ReorderPricingInput {
  /** colour groups, each with its size lines */
  readonly groups: readonly (readonly ReorderLineInput[])[];
  readonly prints: readonly ReorderPrintInput[];
  readonly colorChangeCharge: Yen; // the print method's charge per colour change
  readonly minQuantity: number; // the print method's fewest pieces
}

/** A reorder without pieces, or with fewer than the method's minimum. */
export interface ReorderBelowMinimum {
  readonly type: 'below_minimum_quantity';
  readonly minQuantity: number;
}

export type ReorderRefusal = ReorderBelowMinimum | NoPrintChargeTier;

/** A priced print of a reorder. */
export interface PricedReorderPrint {
  readonly printCharge: Yen; // per piece
  readonly colorChangeCharge: Yen; // per change
  readonly colorChangeFrequency: number; // 1 when the inks change, else 0
  readonly plateCharge: Yen; // once, for new plates; 0 while the plates are kept
}

/** A priced reorder: the cart snapshot's amounts (cart-domain's `CartReorder` shape) and its breakdown. */
export interface PricedReorder {
  readonly cartReorderItemGroups: readonly CartReorderItemGroup[];
  readonly cartReorderPrints: readonly PricedReorderPrint[];
  readonly printChargePerPiece: Yen; // Σ print charges per piece
  readonly charges: ChargeBreakdown; // dataProductionFees is 0; plateCharges only for new plates
}

/** Pieces of a reorder. */
export function reorderQuantity(groups: readonly (readonly Pick<ReorderLineInput, 'quantity'>[])[]): number {
  return groups.reduce((sum, group) => sum + group.reduce((n, line) => n + line.quantity, 0), 0);
}

/**
 * Prices a reorder (spec §9). Refuses with `below_minimum_quantity` when it has no pieces or fewer
 * than the method's minimum, and with `no_print_charge_tier` when a print has no tier for the quantity.
 *
 * @example priceReorder({ groups: [[{ basePrice: yen(1000), wrappingCharge: yen(0), quantity: 30 }]], prints, colorChangeCharge: yen(2200), minQuantity: 10 })
 */
export function priceReorder(input: ReorderPricingInput): Result<PricedReorder, ReorderRefusal> {
  const quantity = reorderQuantity(input.groups);
  if (quantity < Math.max(1, input.minQuantity))
    return refuse({ type: 'below_minimum_quantity', minQuantity: Math.max(1, input.minQuantity) });
  const prints: PricedReorderPrint[] = [];
  for (const print of input.prints) {
    const tier = printChargeForQuantity(print.category.printCharges, quantity);
    if (!tier.ok) return tier;
    prints.push({
      printCharge: printChargePerPrint({
        printCharge: tier.value,
        plates: print.plates,
        extraPrintCharge: print.category.extraPrintCharge,
      }),
      colorChangeCharge: input.colorChangeCharge,
      colorChangeFrequency: print.inksChanged ? 1 : 0,
      plateCharge: print.plateCharge ?? yen(0),
    });
  }
  const printChargePerPiece = sumYen(prints.map((p) => p.printCharge));
  const cartReorderItemGroups = input.groups.map((group) => ({
    cartReorderItems: group.map((line) => ({
      basePrice: line.basePrice,
      printCharge: printChargePerPiece,
      wrappingCharge: line.wrappingCharge,
      quantity: line.quantity,
    })),
  }));
  const charges = reorderTotal({ cartReorderItemGroups, cartReorderPrints: prints });
  return ok({ cartReorderItemGroups, cartReorderPrints: prints, printChargePerPiece, charges });
}

/**
 * A cart reorder's total by part (the breakdown `reorderSubtotal` sums): garments (base prices),
 * wrapping, print charges per piece × pieces, colour change charge × frequency and new plates
 * (a print's `plateCharge`, absent on a reorder priced before new plates existed: 0); never a data
 * production fee.
 */
export function reorderTotal(reorder: Pick<CartReorder, 'cartReorderItemGroups' | 'cartReorderPrints'>): ChargeBreakdown {
  const items = reorder.cartReorderItemGroups.flatMap((group) => group.cartReorderItems);
  const base = chargeBreakdown(
    items.map((item) => ({ unitPrice: item.basePrice, wrappingCharge: item.wrappingCharge, quantity: item.quantity })),
    reorder.cartReorderPrints.map((print) => ({
      printCharge: yen(0),
      plateCharge: print.plateCharge ?? yen(0),
      dataProductionFee: yen(0),
      colorChangeCharge: print.colorChangeCharge,
      colorChangeFrequency: print.colorChangeFrequency,
    })),
  );
  // Print charges per item (each item carries the per-piece charge of all prints).
  const printCharges = sumYen(items.map((item) => multiplyYen(item.printCharge, item.quantity)));
  return { ...base, printCharges, total: sumYen([base.total, printCharges]) };
}

/** The plate-keeping of a production, as `plateKeeping` decides it. */
export interface PlateKeeping {
  /** the last day (shop-local 'YYYY-MM-DD') the plates are kept; null: no plates (inkjet), no limit */
  readonly keptUntil: string | null;
  /** epoch ms at which the plates are gone (the order's moment + plateKeepDays days); null: never */
  readonly expiresAt: number | null;
  readonly expired: boolean;
}

const DAY_MS = 86_400_000;

/**
 * Until when a production can be reordered by the plate rule: silk-screen keeps its plates
 * `plateKeepDays` days from the moment of the order (`keptUntil` is that day, shop-local); methods without
 * plates never expire by this rule.
 *
 * @example plateKeeping({ orderedAt, plateKeepDays: 365, keepsPlates: true, now: Date.now() }).keptUntil // '2027-05-01'
 */
export function plateKeeping(input: {
  readonly orderedAt: number; // epoch ms
  readonly plateKeepDays: number;
  readonly keepsPlates: boolean;
  readonly now: number; // epoch ms
  readonly offsetHours?: number; // shop's UTC offset, default 9
}): PlateKeeping {
  if (!input.keepsPlates) return { keptUntil: null, expiresAt: null, expired: false };
  const offset = (input.offsetHours ?? 9) * 3_600_000;
  const expiresAt = input.orderedAt + Math.max(0, Math.floor(input.plateKeepDays)) * DAY_MS;
  return { keptUntil: new Date(expiresAt + offset).toISOString().slice(0, 10), expiresAt, expired: input.now >= expiresAt };
}
