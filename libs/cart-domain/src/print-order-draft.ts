/**
 * A stored print order (the design flow's state) as a production draft, so that the print-order
 * pages price it with the one production pricing (`priceProduction`) the cart and the server use,
 * and the stored order's spec amounts refreshed from that priced production.
 */
import { yen } from './money.ts';
import { printChargeForQuantity } from './print-charge.ts';
import { plateCharge } from './plate-charge.ts';
import { printChargePerPrint } from './print-charge.ts';
import type { OrderProduct, PrintInkSet, Production, ProductionDraft, StoredPrint, StoredPrintOrder } from './types.ts';

type DraftSource = Pick<StoredPrintOrder, 'product' | 'printMethod' | 'isRepeatable' | 'inkScheme' | 'selectedColors' | 'prints'>;

/** The garment colours that have at least one piece ordered, in the order they were chosen. */
function orderedColors(order: Pick<StoredPrintOrder, 'selectedColors'>) {
  return order.selectedColors.filter((color) => color.sizes.some((size) => size.quantity > 0));
}

/**
 * Plates of a print: the number of inks for silk-screen (the largest ink set when each garment colour
 * has its own), at least 1; inkjet prints (no inks) use one.
 */
export function printOrderPlates(print: Pick<StoredPrint, 'inkIds'>): number {
  return Math.max(1, ...print.inkIds.map((inks) => inks.length));
}

/**
 * Colour changes of a print: with a different ink set per garment colour, one change fewer than the
 * garment colours ordered; with the same inks on all, none.
 */
export function printOrderColorChanges(order: Pick<StoredPrintOrder, 'inkScheme' | 'selectedColors'>): number {
  if (order.inkScheme !== 'per_color') return 0;
  return Math.max(0, orderedColors(order).length - 1);
}

/**
 * The inks chosen for a print (issue #30): per garment colour ordered when each has its own
 * (`per_color`, the lists follow the selected colours), else one set for all; null when none is
 * chosen (inkjet methods).
 */
export function printOrderInkSets(
  order: Pick<StoredPrintOrder, 'inkScheme' | 'selectedColors'>,
  print: Pick<StoredPrint, 'inkIds'>,
): PrintInkSet[] | null {
  const first = print.inkIds[0] ?? [];
  if (first.length === 0 && print.inkIds.every((inks) => inks.length === 0)) return null;
  if (order.inkScheme !== 'per_color') return [{ colorId: null, inkIds: [...first] }];
  return order.selectedColors
    .map((color, index) => ({ color, inks: print.inkIds[index] ?? first }))
    .filter(({ color }) => color.sizes.some((size) => size.quantity > 0))
    .map(({ color, inks }) => ({ colorId: color.colorId, inkIds: [...inks] }));
}

/**
 * The draft of a stored print order: its product, method and repeat choice, one group per garment
 * colour with pieces (sizes with a quantity only), and one print per placement with its plates and
 * colour changes (`printOrderPlates`, `printOrderColorChanges`) and the amounts it was last priced at.
 * New rows get temporary ids (≤ 0), as `draftOfCreateRequest` does.
 */
export function draftOfPrintOrder(order: DraftSource): ProductionDraft {
  let next = 0;
  const newId = () => --next;
  const colorChanges = printOrderColorChanges(order);
  return {
    id: 0,
    productId: order.product.id,
    printMethodId: order.printMethod.id,
    isRepeatable: order.isRepeatable,
    itemGroups: orderedColors(order).map((color) => ({
      id: newId(),
      colorId: color.colorId,
      items: color.sizes
        .filter((size) => size.quantity > 0)
        .map((size) => ({ id: newId(), skuId: size.skuId, quantity: size.quantity, price: size.sku.price, wrappingId: size.wrappingId })),
    })),
    prints: order.prints.map((print) => {
      const plates = printOrderPlates(print);
      return {
        id: newId(),
        printSpecId: print.printSpecId,
        plates,
        colorChangeFrequency: colorChanges,
        svgFileUuid: print.svgFileUuid,
        fileUuid: print.fileUuid,
        size: null,
        // the print width and place chosen on the print pages (issue #30); null: the default layout
        layout: print.layout ?? null,
        inkSets: printOrderInkSets(order, print),
        printCharge: printChargePerPrint({ ...print, plates }),
        plateCharge: plateCharge({ ...print, plates }, order.isRepeatable),
        dataProductionFee: print.dataProductionFee,
        colorChangeCharge: order.printMethod.colorChangeCharge,
      };
    }),
  };
}

/**
 * The stored order with the spec's amounts as `production` (priced from `draftOfPrintOrder(order)`
 * against `product`) charges them: garment prices and wrapping charges per size, and per print the
 * tier charge for the production's quantity, plates, plate prices, extra charges, data production fee
 * and colour changes; the method's colour change charge. `printOrderTotal` of the result equals
 * `productionTotal(production)` whenever the production kept every line. Prints or sizes the
 * production no longer has keep their amounts.
 */
export function printOrderWithPrices<T extends DraftSource>(order: T, production: Production, product: OrderProduct): T {
  const method = product.printMethods.find((m) => m.id === order.printMethod.id);
  const quantity = production.itemGroups.reduce((sum, group) => sum + group.items.reduce((n, item) => n + item.quantity, 0), 0);
  const items = new Map(production.itemGroups.flatMap((group) => group.items.map((item) => [item.sku.id, item] as const)));
  const wrappings = new Map(production.wrappings.map((w) => [w.id, w.charge] as const));
  const colorChanges = printOrderColorChanges(order);
  return {
    ...order,
    printMethod: { ...order.printMethod, colorChangeCharge: method?.colorChangeCharge ?? order.printMethod.colorChangeCharge },
    selectedColors: order.selectedColors.map((color) => ({
      ...color,
      sizes: color.sizes.map((size) => {
        const item = items.get(size.skuId);
        if (!item) return size;
        const wrappingId = item.wrappingId;
        return {
          ...size,
          quantity: size.quantity > 0 ? item.quantity : size.quantity,
          sku: { price: item.price },
          wrappingId,
          wrappingCharge: wrappingId === null ? yen(0) : (wrappings.get(wrappingId) ?? yen(0)),
        };
      }),
    })),
    prints: order.prints.map((print) => {
      const category = method?.printSpecs.find((spec) => spec.id === print.printSpecId)?.printCategory;
      if (!category) return print;
      const tier = printChargeForQuantity(category.printCharges, quantity);
      return {
        ...print,
        printCharge: tier.ok ? tier.value : print.printCharge,
        plates: printOrderPlates(print),
        platePrice: category.platePrice,
        shortTermPlatePrice: category.shortTermPlatePrice,
        extraPlateCharge: category.extraPlateCharge,
        extraPrintCharge: category.extraPrintCharge,
        dataProductionFee: category.dataProductionFee,
        colorChangeFrequency: colorChanges,
      };
    }),
  };
}
