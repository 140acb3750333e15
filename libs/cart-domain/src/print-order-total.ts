/** Total of a stored print order (design flow), by the same breakdown as a cart production. */
import { chargeBreakdown } from './charge-breakdown.ts';
import type { ChargeBreakdown } from './charge-breakdown.ts';
import { plateCharge } from './plate-charge.ts';
import { printChargePerPrint } from './print-charge.ts';
import type { StoredPrintOrder } from './types.ts';

/** A stored print order's total by part (yen, tax included). */
export type PrintOrderTotal = ChargeBreakdown;

/**
 * Prices a stored print order: garments and wrapping per piece, each print's per-piece charge
 * (printChargePerPrint) on every piece, plus per print its plate charge, data production fee and
 * the print method's colour change charge × the print's colour change frequency.
 */
export function printOrderTotal(
  order: Pick<StoredPrintOrder, 'selectedColors' | 'prints' | 'printMethod' | 'isRepeatable'>,
): PrintOrderTotal {
  return chargeBreakdown(
    order.selectedColors.flatMap((color) =>
      color.sizes.map((size) => ({ unitPrice: size.sku.price, wrappingCharge: size.wrappingCharge, quantity: size.quantity })),
    ),
    order.prints.map((print) => ({
      printCharge: printChargePerPrint(print),
      plateCharge: plateCharge(print, order.isRepeatable),
      dataProductionFee: print.dataProductionFee,
      colorChangeCharge: order.printMethod.colorChangeCharge,
      colorChangeFrequency: print.colorChangeFrequency,
    })),
  );
}
