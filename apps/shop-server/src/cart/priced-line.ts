/**
 * A cart entry priced as an order line (the shape checkout, reorders and estimates share) and the
 * wire of its charges and production snapshot. Lower than orders/, reorders/ and estimates/: each of
 * them prices its own entries into these lines, orders/priced-cart.ts gathers them.
 */
import {
  API_ROUTES,
  buildPath,
  type OrderChargesWire,
  type OrderLineWire,
  type OrderProductionWire,
  type OutOfStockLineWire,
} from '@shop/api-contract';
import { type ChargeBreakdown, type PrintInkSet, type PrintLayout, type Production, wrappingCharge } from '@shop/cart-domain';
import type { OrderLineInput } from '@shop/order-domain';
import { RENDERED_KINDS } from '../files/file-kind.ts';
import { type CatalogueInk, type CatalogueProduct, productionImage } from '../catalog/catalog-service.ts';

/** The cart table a priced line came from (order_lines.cart_entry_kind). */
export type CartEntryKind = 'cart_item' | 'cart_production' | 'cart_reorder' | 'cart_estimate';

/** What one ordered line takes from stock, per SKU. */
export interface StockItem {
  skuId: number;
  quantity: number;
  /** yen per piece, the garment */
  unitPrice: number;
  wrappingId: number | null;
  /** yen per piece */
  wrappingCharge: number;
}

/** One cart entry priced as an order line. */
export interface PricedLine {
  input: OrderLineInput;
  /** order_lines.kind */
  kind: 'item' | 'production' | 'custom';
  /** cart_items or cart_productions id (or the cart entry of `cartEntryKind`) */
  cartEntryId: number;
  /** the cart table of `cartEntryId` when not cart_items / cart_productions (issue #15) */
  cartEntryKind?: CartEntryKind;
  /** a line of an estimate: its number (marked ordered with the order) */
  estimateNumber?: string;
  /** the snapshot (a production's number and data check filled in when ordered) */
  wire: OrderLineWire;
  stock: StockItem[];
  files: string[];
  production?: { productId: number; printMethodId: number };
}

export interface PricedCart {
  lines: PricedLine[];
  /** lines the stock cannot serve now, with what is left */
  outOfStock: OutOfStockLineWire[];
  /** a price differs from the one the cart held */
  revision: boolean;
  /** why an entry of the cart cannot be ordered (Japanese; e.g. an expired estimate) */
  refused?: string[];
}

/** Charges by part on the wire. */
export function chargesWire(c: Omit<ChargeBreakdown, 'quantity' | 'total'>): OrderChargesWire {
  return {
    garments: c.garments,
    wrapping: c.wrapping,
    print_charges: c.printCharges,
    plate_charges: c.plateCharges,
    data_production_fees: c.dataProductionFees,
    color_change_charges: c.colorChangeCharges,
  };
}

/** A wrapping on the wire, or null; a nameless one still gets a name. */
export const wrappingWire = (id: number | null, charge: number, name: string | undefined) =>
  id === null ? null : { id, name: name && name !== '' ? name : 'ラッピング', charge };

/** The thumbnail of a print's artwork, when the file exists and is rendered (not PDF or AI). */
function thumbnailOf(uuid: string | null, kinds: ReadonlyMap<string, string>): string | null {
  if (uuid === null) return null;
  const kind = kinds.get(uuid);
  return kind !== undefined && RENDERED_KINDS.has(kind as never) ? buildPath(API_ROUTES.fileThumbnail.path, { uuid }) : null;
}

/** A print's plates, charges and artwork on the wire (a quote's snapshot and the cart's production). */
export function printChargesWire(print: {
  plates: number;
  printCharge: number;
  plateCharge: number;
  dataProductionFee: number;
  colorChangeCharge: number;
  colorChangeFrequency: number;
  svgFileUuid: string | null;
  fileUuid: string | null;
  layout?: PrintLayout | null | undefined;
}) {
  return {
    plates: print.plates,
    print_charge: print.printCharge,
    plate_charge: print.plateCharge,
    data_production_fee: print.dataProductionFee,
    color_change_charge: print.colorChangeCharge,
    color_change_frequency: print.colorChangeFrequency,
    svg_file_uuid: print.svgFileUuid,
    file_uuid: print.fileUuid,
    layout: layoutWire(print.layout ?? null),
  };
}

/**
 * A print's inks on the wire (PrintInkSetSchema): each set's inks with the names and colours of the
 * method's palette now (the order keeps them as they were); null when none were told.
 */
export function inkSetsWire(
  inkSets: readonly PrintInkSet[] | null | undefined,
  inks: readonly CatalogueInk[] | undefined,
): { color_id: number | null; inks: CatalogueInk[] }[] | null {
  if (!inkSets || inkSets.length === 0) return null;
  return inkSets.map((set) => ({
    color_id: set.colorId,
    inks: set.inkIds.flatMap(
      (id) => inks?.filter((ink) => ink.id === id).map(({ id: inkId, name, hex }) => ({ id: inkId, name, hex })) ?? [],
    ),
  }));
}

/** A print's layout on the wire (PrintLayoutSchema); null: the default layout. */
export const layoutWire = (layout: PrintLayout | null) =>
  layout && { width_mm: layout.widthMm, anchor: layout.anchor, offset_x_mm: layout.offsetXMm, offset_y_mm: layout.offsetYMm };

/** What a priced production takes from stock: each size line of each colour. */
export function productionStock(production: Production): StockItem[] {
  return production.itemGroups.flatMap((group) =>
    group.items.map((item) => ({
      skuId: item.sku.id,
      quantity: item.quantity,
      unitPrice: item.price,
      wrappingId: item.wrappingId,
      wrappingCharge: wrappingCharge(production.wrappings, item.wrappingId),
    })),
  );
}

/** The production snapshot as a quote shows it (no number or data check yet). */
export function productionWire(
  production: Production,
  product: CatalogueProduct,
  slug: string,
  kinds: ReadonlyMap<string, string>,
): OrderProductionWire {
  const quantity = production.itemGroups.reduce((n, g) => n + g.items.reduce((m, i) => m + i.quantity, 0), 0);
  return {
    number: null,
    product: {
      id: production.product.id,
      code: production.product.code,
      name: production.product.name,
      image: productionImage(product, production.itemGroups[0]?.color.id),
    },
    print_method: {
      id: production.printMethod.id,
      slug,
      name: production.printMethod.name,
      lead_days: Math.max(1, production.printMethod.leadDays),
    },
    is_repeatable: production.isRepeatable,
    data_check_status: null,
    data_check_status_label: null,
    prints: production.prints.map((print) => {
      const spec = product.specs.get(print.printSpec.id);
      return {
        print_spec: { id: print.printSpec.id, name: print.printSpec.name, position: spec?.position ?? '', size: spec?.size ?? '' },
        ...printChargesWire(print),
        ink_sets: inkSetsWire(print.inkSets, product.methodInks.get(production.printMethod.id)),
        thumbnail_url: thumbnailOf(print.fileUuid ?? print.svgFileUuid, kinds),
        size: print.size,
      };
    }),
    item_groups: production.itemGroups.map((group) => ({
      color: group.color,
      items: group.items.map((item) => ({
        size: item.size,
        sku_id: item.sku.id,
        quantity: item.quantity,
        unit_price: item.price,
        wrapping: wrappingWire(
          item.wrappingId,
          wrappingCharge(production.wrappings, item.wrappingId),
          item.wrappingId === null ? undefined : product.wrappingNames.get(item.wrappingId),
        ),
      })),
    })),
    quantity,
  };
}
