/**
 * A new stored print order and a new print of a placement, as the print pages and the design tool
 * start them: nothing chosen yet, the placement at its category's amounts and lowest tier (prices are
 * refreshed by cart-domain's `printOrderWithPrices` whenever a page prices the order).
 */
import type { Product } from '@shop/api-contract';
import { yen, type StoredPrint } from '@shop/cart-domain';
import type { PrintOrderInput } from './print-orders.ts';

type PrintMethodView = Product['printMethods'][number];
type PrintSpecView = PrintMethodView['printSpecs'][number];

/** The stored print of a placement before it is priced: the category's amounts, the lowest tier. */
export function newStoredPrint(spec: PrintSpecView): StoredPrint {
  const category = spec.printCategory;
  const lowest = [...category.printCharges].sort((a, b) => a.minQuantity - b.minQuantity)[0];
  return {
    printSpecId: spec.id,
    fileUuid: null,
    svgFileUuid: null,
    inkIds: [],
    printCharge: yen(lowest?.charge ?? 0),
    plates: 1,
    platePrice: yen(category.platePrice),
    shortTermPlatePrice: yen(category.shortTermPlatePrice),
    extraPlateCharge: yen(category.extraPlateCharge),
    extraPrintCharge: yen(category.extraPrintCharge),
    dataProductionFee: yen(category.dataProductionFee),
    colorChangeFrequency: 0,
  };
}

/** A new print order of `product` with `method`: nothing chosen yet, not repeatable, the same inks on all colours. */
export function newPrintOrder(id: string, product: Pick<Product, 'id' | 'code'>, method: PrintMethodView): PrintOrderInput {
  return {
    id,
    product: { id: product.id, code: product.code },
    printMethod: { id: method.id, slug: method.slug, colorChangeCharge: yen(method.colorChangeCharge) },
    isRepeatable: false,
    inkScheme: 'same',
    selectedColors: [],
    prints: [],
  };
}
