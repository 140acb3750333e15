/** Plate charges of a print (spec §9). */
import { addYen, multiplyYen } from './money.ts';
import type { Yen } from './money.ts';
import type { StoredPrint } from './types.ts';

/**
 * One-off plate charge of a print: per plate `shortTermPlatePrice` when the order is not
 * repeatable, otherwise `platePrice`, times plates (at least 1), plus extraPlateCharge.
 */
export function plateCharge(
  print: Pick<StoredPrint, 'plates' | 'platePrice' | 'shortTermPlatePrice' | 'extraPlateCharge'>,
  isRepeatable: boolean,
): Yen {
  const perPlate = isRepeatable ? print.platePrice : print.shortTermPlatePrice;
  return addYen(multiplyYen(perPlate, Math.max(1, print.plates)), print.extraPlateCharge);
}
