import { yen } from './money.ts';
import type { ProductionDraftPrint } from './types.ts';

/**
 * A print of a production draft as a shopper first places it: its placement (`printSpecId`) and
 * plates, no colour change, no file or size unless given, and every claimed amount 0, so that
 * `priceProduction` prices it from the catalogue alone.
 *
 * ```ts
 * const print = draftPrint({ id: -3, printSpecId: 31, plates: 1 });
 * ```
 */
export function draftPrint(
  print: Pick<ProductionDraftPrint, 'id' | 'printSpecId' | 'plates'> & Partial<ProductionDraftPrint>,
): ProductionDraftPrint {
  return {
    colorChangeFrequency: 0,
    svgFileUuid: null,
    fileUuid: null,
    size: null,
    printCharge: yen(0),
    plateCharge: yen(0),
    dataProductionFee: yen(0),
    colorChangeCharge: yen(0),
    ...print,
  };
}
