/**
 * What a print-order page tells the shopper beside the price (issue #10 "Price, shown live"): how
 * much cheaper each piece gets at the next tier, and whether an image is sharp enough for its print
 * area. Pure functions over the catalogue's numbers; the wording is the UI's.
 */
import { printChargeForQuantity } from './print-charge.ts';
import type { PrintChargeTier } from './types.ts';
import type { Yen } from './money.ts';
import { yen } from './money.ts';

/** The next cheaper tier of a production: how many more pieces reach it and what each piece saves. */
export interface NextTier {
  readonly morePieces: number; // pieces to add
  readonly savingPerPiece: Yen; // per piece, over all prints (tax included)
}

/**
 * The nearest quantity above `quantity` at which the per-piece print charge of the prints (their
 * tier lists, × plates each) drops, and the saving per piece there; null when no tier lies ahead.
 * Example: tiers 800 / 600 from 10, at 5 pieces → { morePieces: 5, savingPerPiece: 200 }.
 */
export function nextTier(
  prints: readonly { readonly printCharges: readonly PrintChargeTier[]; readonly plates: number }[],
  quantity: number,
): NextTier | null {
  const perPiece = (pieces: number): number | null => {
    let sum = 0;
    for (const print of prints) {
      const charge = printChargeForQuantity(print.printCharges, pieces);
      if (!charge.ok) return null;
      sum += charge.value * Math.max(1, print.plates);
    }
    return sum;
  };
  const now = perPiece(Math.max(1, quantity));
  const thresholds = [...new Set(prints.flatMap((p) => p.printCharges.map((t) => t.minQuantity)))]
    .filter((min) => min > quantity)
    .sort((a, b) => a - b);
  for (const min of thresholds) {
    const then = perPiece(min);
    if (then !== null && (now === null || then < now)) {
      return { morePieces: min - quantity, savingPerPiece: yen(now === null ? 0 : now - then) };
    }
  }
  return null;
}

/** How an image prints at a size: fine from 150 dpi, blurry below, too coarse to print without consent below 72. */
export type ResolutionLevel = 'fine' | 'blurry' | 'too_coarse';

/** Dots per inch (rounded) of the image printed to fill `printMm` millimetres: the limiting side decides. */
export function effectiveDpi(
  pixels: { readonly width: number; readonly height: number },
  printMm: { readonly width: number; readonly height: number },
): number {
  const MM_PER_INCH = 25.4;
  const across = Math.min(pixels.width / (printMm.width / MM_PER_INCH), pixels.height / (printMm.height / MM_PER_INCH));
  return Math.round(across); // whole dots per inch, as shown
}

/** The resolution level of a dpi: ≥ 150 fine, ≥ 72 blurry (a warning), below 72 too coarse (the shopper must confirm). */
export function resolutionLevel(dpi: number): ResolutionLevel {
  if (dpi >= 150) return 'fine';
  return dpi >= 72 ? 'blurry' : 'too_coarse';
}
