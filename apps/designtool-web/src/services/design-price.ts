/**
 * The price while designing (issue #34): the order's production priced by cart-domain's
 * `priceProduction` and summed by `productionTotal`, the functions the print pages, the cart and the
 * server price it with. The design decides what the order does not know yet: for silk-screen each
 * placement's plates are the inks its design uses (`inkColours`, at least one). The quantity is the
 * order's pieces when it has some; before sizes are chosen, `quantity` pieces of the cheapest size in
 * stock of the garment colour being designed on (the print pages then price the real sizes).
 */
import type { Product } from '@shop/api-contract';
import {
  draftOfPrintOrder,
  orderProductFromWire,
  pricePerPiece,
  priceProduction,
  productionTotal,
  yen,
  type ChargeBreakdown,
  type PlacementCharges,
  type ProductionDraft,
  type StoredPrintOrder,
  type Yen,
} from '@shop/cart-domain';
import { inkColours, type InkPalette } from '@shop/design-document';
import type { DesignDocument } from '@shop/design-document/model';
import { refusalMessage } from '@shop/web-state';

export interface PlacementPrice extends PlacementCharges {
  readonly name: string;
}

export type DesignPrice =
  | { readonly status: 'refused'; readonly message: string }
  | {
      readonly status: 'priced';
      /** True when the pieces are the order's; false when priced at `quantity` of one size. */
      readonly ordered: boolean;
      readonly placements: readonly PlacementPrice[];
      readonly total: ChargeBreakdown;
      readonly perPiece: Yen;
    };

/** Each page's plates (silk-screen: its inks, at least 1; other methods 1), by print spec id. */
export function platesOf(document: DesignDocument, palette: InkPalette): Map<number, number> {
  const plates = new Map<number, number>();
  for (const page of document.pages) {
    if (page.printSpecId === null) continue;
    plates.set(page.printSpecId, document.method === 'silkscreen' ? Math.max(1, inkColours(page, palette).plates) : 1);
  }
  return plates;
}

/** The pieces to price when the order has none yet: the cheapest size in stock of the colour. */
function sampleGroup(product: Product, colorId: number, quantity: number): ProductionDraft['itemGroups'][number] | null {
  const color = product.colors.find((c) => c.id === colorId) ?? product.colors[0];
  if (!color) return null;
  const sizes = [...color.sizes].filter((s) => s.sku.inventory.quantityAvailable >= quantity).sort((a, b) => a.sku.price - b.sku.price);
  const size = sizes[0] ?? [...color.sizes].sort((a, b) => b.sku.inventory.quantityAvailable - a.sku.inventory.quantityAvailable)[0];
  if (!size) return null;
  return { id: -100, colorId: color.id, items: [{ id: -101, skuId: size.sku.id, quantity, price: yen(size.sku.price), wrappingId: null }] };
}

export function designPrice(
  product: Product,
  order: StoredPrintOrder,
  document: DesignDocument,
  palette: InkPalette,
  quantity: number,
): DesignPrice {
  const base = draftOfPrintOrder(order);
  const plates = platesOf(document, palette);
  const ordered = base.itemGroups.length > 0;
  const group = ordered ? null : sampleGroup(product, document.product?.colorId ?? order.selectedColors[0]?.colorId ?? 0, quantity);
  if (!ordered && !group) return { status: 'refused', message: refusalMessage(undefined, undefined, quantity) };
  const draft: ProductionDraft = {
    ...base,
    itemGroups: ordered ? base.itemGroups : [group!],
    // Only the placements being designed, each with the plates its design needs.
    prints: base.prints
      .filter((print) => plates.has(print.printSpecId))
      .map((print) => ({ ...print, plates: plates.get(print.printSpecId) ?? print.plates })),
  };
  const method = product.printMethods.find((m) => m.id === order.printMethod.id);
  const pieces = draft.itemGroups.reduce((sum, g) => sum + g.items.reduce((n, item) => n + item.quantity, 0), 0);
  const priced = priceProduction(draft, orderProductFromWire(product));
  if (!priced.production) return { status: 'refused', message: refusalMessage(priced.refusal, method, pieces) };
  const total = productionTotal(priced.production);
  return {
    status: 'priced',
    ordered,
    placements: priced.production.prints.map((print) => ({
      name: print.printSpec.name,
      plates: print.plates,
      printCharge: print.printCharge,
      plateCharge: print.plateCharge,
      dataProductionFee: print.dataProductionFee,
    })),
    total,
    perPiece: pricePerPiece(total.total, total.quantity),
  };
}

/** The pieces the panel starts from: the order's, else the method's minimum or 10. */
export function startingQuantity(order: StoredPrintOrder, product: Product): number {
  const ordered = order.selectedColors.reduce((sum, c) => sum + c.sizes.reduce((n, s) => n + s.quantity, 0), 0);
  if (ordered > 0) return ordered;
  const method = product.printMethods.find((m) => m.id === order.printMethod.id);
  return Math.max(10, method?.minQuantity ?? 1);
}
