/** Total of a stored print order (design flow), built from the §9 item, print and plate rules. */
import { addYen, multiplyYen, sumYen } from './money.ts';
import type { Yen } from './money.ts';
import { plateCharge } from './plate-charge.ts';
import { printChargePerPrint } from './print-charge.ts';
import type { StoredPrintOrder } from './types.ts';

/** A stored print order's total by part; `total` is the sum of the other fields (yen, tax included). */
export interface PrintOrderTotal {
  readonly quantity: number; // pieces
  readonly items: Yen; // Σ (sku price + wrapping charge) × quantity
  readonly printCharges: Yen; // Σ per-piece print charges × quantity
  readonly plateCharges: Yen; // Σ plate charges (one-off)
  readonly dataProductionFees: Yen; // Σ data production fees (one-off)
  readonly colorChangeCharges: Yen; // colour change charge × Σ frequencies
  readonly total: Yen;
}

/**
 * Prices a stored print order: garments and wrapping per piece, each print's per-piece charge
 * (printChargePerPrint) on every piece, plus per print its plate charge, data production fee and
 * the print method's colour change charge × the print's colour change frequency.
 */
export function printOrderTotal(
  order: Pick<StoredPrintOrder, 'selectedColors' | 'prints' | 'printMethod' | 'isRepeatable'>,
): PrintOrderTotal {
  const sizes = order.selectedColors.flatMap((color) => color.sizes);
  const quantity = sizes.reduce((sum, size) => sum + size.quantity, 0);
  const items = sumYen(sizes.map((size) => multiplyYen(addYen(size.sku.price, size.wrappingCharge), size.quantity)));
  const printCharges = multiplyYen(sumYen(order.prints.map(printChargePerPrint)), quantity);
  const plateCharges = sumYen(order.prints.map((print) => plateCharge(print, order.isRepeatable)));
  const dataProductionFees = sumYen(order.prints.map((print) => print.dataProductionFee));
  const colorChangeCharges = sumYen(
    order.prints.map((print) => multiplyYen(order.printMethod.colorChangeCharge, print.colorChangeFrequency)),
  );
  return {
    quantity,
    items,
    printCharges,
    plateCharges,
    dataProductionFees,
    colorChangeCharges,
    total: sumYen([items, printCharges, plateCharges, dataProductionFees, colorChangeCharges]),
  };
}
