/**
 * The cart's own entries priced as order lines (checkout, orders/priced-cart.ts): plain lines and
 * productions priced again against the catalogue with @shop/cart-domain (reconcileItem,
 * priceProduction: the one pricing of the shop). Lines the stock cannot serve are listed instead of
 * being cut down: an order never holds fewer pieces than the shopper chose.
 */
import type { OrderItemLineWire, OutOfStockLineWire } from '@shop/api-contract';
import { priceProduction, type Production, reconcileItem, wrappingCharge, yen } from '@shop/cart-domain';
import { lineCharges, type OrderLineInput } from '@shop/order-domain';
import { skuLineRefs } from '../catalog/product-shapes.ts';
import type { Queryable } from '../db/db.ts';
import { fileKindsOf } from '../files/file-service.ts';
import { type CatalogueProduct, loadCatalogueProduct, skuOf } from '../catalog/catalog-service.ts';
import { itemRowsOf, wrappingsOf } from './item-store.ts';
import { chargesWire, type PricedLine, productionStock, productionWire, wrappingWire } from './priced-line.ts';
import { loadProduction, productionIdsOf, type StoredProduction } from './production-store.ts';

/** Priced cart entries of one kind: the lines, what the stock cannot serve, whether a price changed. */
export interface PricedEntries {
  lines: PricedLine[];
  outOfStock: OutOfStockLineWire[];
  revision: boolean;
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

/** The customer's plain lines (cart_items) priced now. */
export async function itemCartLines(db: Queryable, customerId: number): Promise<PricedEntries> {
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
  return { lines, outOfStock, revision };
}

/** The customer's productions (cart_productions) priced now. */
export async function productionCartLines(db: Queryable, customerId: number): Promise<PricedEntries> {
  const lines: PricedLine[] = [];
  const outOfStock: OutOfStockLineWire[] = [];
  let revision = false;
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
      stock: productionStock(production),
      files: production.prints.flatMap((p) => [p.svgFileUuid, p.fileUuid]).filter((u): u is string => u !== null),
      production: { productId: production.product.id, printMethodId: production.printMethod.id },
    });
  }
  return { lines, outOfStock, revision };
}
