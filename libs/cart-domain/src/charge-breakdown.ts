/**
 * One breakdown of what a print order costs (spec §9), shared by the productions of a cart and the
 * stored print orders of the design flow, so that a price page and the cart add up alike.
 */
import { addYen, multiplyYen, sumYen, yen } from './money.ts';
import type { Yen } from './money.ts';

/** One garment line: a size of a colour. */
export interface ChargedLine {
  readonly unitPrice: Yen; // garment, per piece
  readonly wrappingCharge: Yen; // per piece, 0 without wrapping
  readonly quantity: number; // pieces
}

/** One print with its amounts. */
export interface ChargedPrint {
  readonly printCharge: Yen; // per piece
  readonly plateCharge: Yen; // once
  readonly dataProductionFee: Yen; // once
  readonly colorChangeCharge: Yen; // per colour change
  readonly colorChangeFrequency: number; // colour changes
}

/** What one placement costs, as the price panels list it (the design tool's, the price simulator's). */
export interface PlacementCharges {
  readonly plates: number;
  readonly printCharge: Yen; // per piece
  readonly plateCharge: Yen; // once
  readonly dataProductionFee: Yen; // once
}

/** A print order's total by part; `total` is the sum of the parts (yen, tax included). */
export interface ChargeBreakdown {
  readonly quantity: number; // pieces
  readonly garments: Yen; // Σ unit price × quantity
  readonly wrapping: Yen; // Σ wrapping charge × quantity
  readonly printCharges: Yen; // Σ per-piece print charges × quantity
  readonly plateCharges: Yen; // Σ plate charges (once)
  readonly dataProductionFees: Yen; // Σ data production fees (once)
  readonly colorChangeCharges: Yen; // Σ colour change charge × frequency
  readonly total: Yen;
}

/**
 * Garments and wrapping per piece, every print's per-piece charge on every piece, plus per print
 * its plate charge, data production fee and colour change charge × frequency.
 */
export function chargeBreakdown(lines: readonly ChargedLine[], prints: readonly ChargedPrint[]): ChargeBreakdown {
  const quantity = lines.reduce((sum, line) => sum + line.quantity, 0);
  const garments = sumYen(lines.map((line) => multiplyYen(line.unitPrice, line.quantity)));
  const wrapping = sumYen(lines.map((line) => multiplyYen(line.wrappingCharge, line.quantity)));
  const printCharges = multiplyYen(sumYen(prints.map((print) => print.printCharge)), quantity);
  const plateCharges = sumYen(prints.map((print) => print.plateCharge));
  const dataProductionFees = sumYen(prints.map((print) => print.dataProductionFee));
  const colorChangeCharges = sumYen(prints.map((print) => multiplyYen(print.colorChangeCharge, print.colorChangeFrequency)));
  return {
    quantity,
    garments,
    wrapping,
    printCharges,
    plateCharges,
    dataProductionFees,
    colorChangeCharges,
    total: addYen(sumYen([garments, wrapping, printCharges]), sumYen([plateCharges, dataProductionFees, colorChangeCharges])),
  };
}

/**
 * What one piece costs: a total over `quantity` pieces divided by them, rounded up to the yen (no
 * pieces count as one), as the print pages, the price simulator and the home page quote it.
 *
 * @example pricePerPiece(yen(21_451), 10) // 2146
 */
export function pricePerPiece(total: Yen, quantity: number): Yen {
  return yen(Math.ceil(total / Math.max(1, quantity)));
}
