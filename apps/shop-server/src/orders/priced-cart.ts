/**
 * The server cart priced for an order: every plain line and every production priced again against
 * the catalogue with @shop/cart-domain (reconcileItem, priceProduction: the one pricing of the
 * shop), each with the snapshot the confirm page shows and the order keeps, what it takes from stock
 * and the files it cites. Lines the stock cannot serve are listed instead of being cut down: an order
 * never holds fewer pieces than the shopper chose. Estimates (#15) add their held lines at their
 * held prices while valid (estimates/estimate-lines.ts).
 */
import {
  API_ROUTES,
  buildPath,
  type OrderChargesWire,
  type OrderItemLineWire,
  type OrderLineWire,
  type OrderProductionWire,
  type OutOfStockLineWire,
} from '@shop/api-contract';
import { type ChargeBreakdown, priceProduction, type Production, reconcileItem, wrappingCharge, yen } from '@shop/cart-domain';
import { lineCharges, type OrderLineInput } from '@shop/order-domain';
import type { Queryable } from '../db/db.ts';
import { RENDERED_KINDS } from '../files/file-kind.ts';
import { skuLineRefs } from '../catalog/product-shapes.ts';
import { type CatalogueProduct, loadCatalogueProduct, productionImage, skuOf } from '../cart/catalogue.ts';
import { itemRowsOf, wrappingsOf } from '../cart/item-store.ts';
import { loadProduction, productionIdsOf, type StoredProduction } from '../cart/production-store.ts';
import { estimateCartLines } from '../estimates/estimate-lines.ts';
import { reorderCartLines } from '../reorders/reorder-cart.ts';
import { type CartEntryKind, fileKindsOf } from './order-store.ts';

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
const wrappingWire = (id: number | null, charge: number, name: string | undefined) =>
  id === null ? null : { id, name: name && name !== '' ? name : 'ラッピング', charge };

/** The thumbnail of a print's artwork, when the file exists and is rendered (not PDF or AI). */
function thumbnailOf(uuid: string | null, kinds: ReadonlyMap<string, string>): string | null {
  if (uuid === null) return null;
  const kind = kinds.get(uuid);
  return kind !== undefined && RENDERED_KINDS.has(kind as never) ? buildPath(API_ROUTES.fileThumbnail.path, { uuid }) : null;
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
        plates: print.plates,
        print_charge: print.printCharge,
        plate_charge: print.plateCharge,
        data_production_fee: print.dataProductionFee,
        color_change_charge: print.colorChangeCharge,
        color_change_frequency: print.colorChangeFrequency,
        svg_file_uuid: print.svgFileUuid,
        file_uuid: print.fileUuid,
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

/** Where a stored production falls short of stock: each size line asked for more than is left. */
function productionShortages(stored: StoredProduction, product: CatalogueProduct): OutOfStockLineWire[] {
  const lines: OutOfStockLineWire[] = [];
  for (const group of stored.itemGroups) {
    const color = product.order.colors.find((c) => c.id === group.colorId);
    for (const item of group.items) {
      const size = color?.sizes.find((s) => s.sku.id === item.skuId);
      const available = Math.max(0, size?.sku.inventory.quantityAvailable ?? 0);
      if (available < item.quantity) {
        lines.push({
          kind: 'production',
          cart_id: stored.id,
          name: product.order.name,
          color: color?.name ?? null,
          size: size?.name ?? null,
          sku_id: item.skuId,
          requested: item.quantity,
          available,
        });
      }
    }
  }
  return lines;
}

/** Prices the customer's cart now (reads only). Positions follow the cart: plain lines first, then productions. */
export async function priceCart(db: Queryable, customerId: number, now: number = Date.now()): Promise<PricedCart> {
  const lines: PricedLine[] = [];
  const outOfStock: OutOfStockLineWire[] = [];
  let revision = false;

  const rows = await itemRowsOf(db, customerId);
  const wrappings = await wrappingsOf(db, [...new Set(rows.map((r) => r.product_id))]);
  for (const row of rows) {
    const sku = skuOf({ id: row.sku_id, price: row.sku_price, quantity_available: row.quantity_available });
    const offered = wrappings.get(row.product_id) ?? [];
    const reconciled = reconcileItem({ sku, quantity: row.quantity, price: yen(row.price) }, sku);
    if (!reconciled.item || reconciled.flags.shortage) {
      outOfStock.push({
        kind: 'item',
        cart_id: row.id,
        name: row.product_name,
        color: row.color_name,
        size: row.size_name,
        sku_id: row.sku_id,
        requested: row.quantity,
        available: Math.max(0, row.quantity_available),
      });
      continue;
    }
    const wrapping = row.wrapping_id === null ? undefined : offered.find((w) => w.id === row.wrapping_id);
    const wrappingId = wrapping ? wrapping.id : null;
    revision ||= Boolean(reconciled.flags.revision) || wrappingId !== row.wrapping_id;
    const item = {
      id: row.id,
      sku,
      quantity: row.quantity,
      price: sku.price,
      wrappingId,
      wrappings: offered.map((w) => ({ id: w.id, charge: yen(w.charge) })),
    };
    const input: OrderLineInput = { kind: 'item', item };
    const charges = lineCharges(input);
    const wire: OrderItemLineWire = {
      kind: 'item',
      position: 0,
      ...skuLineRefs(row),
      sku_id: row.sku_id,
      quantity: row.quantity,
      unit_price: sku.price,
      wrapping: wrappingWire(wrappingId, wrapping?.charge ?? 0, wrapping?.name),
      charges: chargesWire(charges),
      subtotal: charges.total,
    };
    lines.push({
      input,
      kind: 'item',
      cartEntryId: row.id,
      wire,
      stock: [
        {
          skuId: row.sku_id,
          quantity: row.quantity,
          unitPrice: sku.price,
          wrappingId,
          wrappingCharge: wrappingCharge(item.wrappings, wrappingId),
        },
      ],
      files: [],
    });
  }

  const products = new Map<number, CatalogueProduct | undefined>();
  const priced: { stored: StoredProduction; product: CatalogueProduct; production: Production }[] = [];
  for (const id of await productionIdsOf(db, customerId)) {
    const stored = await loadProduction(db, customerId, id);
    if (!stored) continue;
    if (!products.has(stored.productId)) products.set(stored.productId, await loadCatalogueProduct(db, stored.productId));
    const product = products.get(stored.productId);
    const result = product ? priceProduction(stored, product.order) : undefined;
    const production = result?.production;
    if (!product || !result || !production || result.flags.shortage || result.flags.stockout) {
      const shortages = product ? productionShortages(stored, product) : [];
      // Priced away for another reason (a print method or position withdrawn): nothing of it can be made.
      outOfStock.push(
        ...(shortages.length > 0
          ? shortages
          : stored.itemGroups.flatMap((g) =>
              g.items.map((item) => ({
                kind: 'production' as const,
                cart_id: stored.id,
                name: product?.order.name ?? '',
                color: null,
                size: null,
                sku_id: item.skuId,
                requested: item.quantity,
                available: 0,
              })),
            )),
      );
      continue;
    }
    revision ||= Boolean(result.flags.revision);
    priced.push({ stored, product, production });
  }

  const uuids = priced
    .flatMap(({ production }) => production.prints.flatMap((p) => [p.svgFileUuid, p.fileUuid]))
    .filter((u): u is string => u !== null);
  const kinds = await fileKindsOf(db, uuids);
  for (const { stored, product, production } of priced) {
    const input: OrderLineInput = { kind: 'production', production };
    const charges = lineCharges(input);
    const slug = product.methodSlugs.get(production.printMethod.id) ?? String(production.printMethod.id);
    lines.push({
      input,
      kind: 'production',
      cartEntryId: stored.id,
      wire: {
        kind: 'production',
        position: 0,
        production: productionWire(production, product, slug, kinds),
        charges: chargesWire(charges),
        subtotal: charges.total,
      },
      stock: production.itemGroups.flatMap((group) =>
        group.items.map((item) => ({
          skuId: item.sku.id,
          quantity: item.quantity,
          unitPrice: item.price,
          wrappingId: item.wrappingId,
          wrappingCharge: wrappingCharge(production.wrappings, item.wrappingId),
        })),
      ),
      files: production.prints.flatMap((p) => [p.svgFileUuid, p.fileUuid]).filter((u): u is string => u !== null),
      production: { productId: production.product.id, printMethodId: production.printMethod.id },
    });
  }

  // Reorders (issue #15): priced again now (spec §9); one no longer possible is refused.
  const reorders = await reorderCartLines(db, customerId, now);
  lines.push(...reorders.lines);
  outOfStock.push(...reorders.outOfStock);
  revision ||= reorders.revision;

  // Estimates (issue #15): their held lines at their held prices while valid.
  const estimates = await estimateCartLines(db, customerId, now);
  lines.push(...estimates.lines);
  outOfStock.push(...estimates.outOfStock);

  lines.forEach((line, index) => {
    line.wire = { ...line.wire, position: index + 1 };
  });
  return { lines, outOfStock, revision, refused: [...reorders.refused, ...(estimates.refused ?? [])] };
}
