/**
 * Taking the stock of an order's lines (checkout, in the order's reservation transaction): SKU by
 * SKU in id order, so two checkouts never wait on each other's rows in opposite orders.
 */
import type { OutOfStockLineWire } from '@shop/api-contract';
import type { Queryable } from '../db/db.ts';
import type { PricedLine } from './priced-line.ts';
import { stockLevels, takeStock } from './stock-store.ts';

/** Takes the stock of the lines, SKU by SKU in id order; the lines that could not be served. */
export async function takeStockFor(tx: Queryable, lines: readonly PricedLine[]): Promise<OutOfStockLineWire[]> {
  const bySku = new Map<number, number>();
  for (const line of lines) for (const item of line.stock) bySku.set(item.skuId, (bySku.get(item.skuId) ?? 0) + item.quantity);
  const short: number[] = [];
  for (const skuId of [...bySku.keys()].sort((a, b) => a - b)) {
    if (!(await takeStock(tx, skuId, bySku.get(skuId) ?? 0))) short.push(skuId);
  }
  if (short.length === 0) return [];
  const left = await stockLevels(tx, short);
  return lines.flatMap((line) =>
    line.stock
      .filter((item) => short.includes(item.skuId))
      .map((item) => ({
        ...describe(line, item.skuId),
        kind: line.kind === 'item' ? ('item' as const) : ('production' as const),
        cart_id: line.cartEntryId,
        sku_id: item.skuId,
        requested: item.quantity,
        available: Math.max(0, left.get(item.skuId) ?? 0),
      })),
  );
}

/** Name, colour and size of the part of a line that sells a SKU (for out-of-stock answers). */
function describe(line: PricedLine, skuId: number): { name: string; color: string | null; size: string | null } {
  const wire = line.wire;
  if (wire.kind === 'item') return { name: wire.product.name, color: wire.color.name, size: wire.size.name };
  if (wire.kind === 'custom') return { name: wire.title, color: null, size: null };
  for (const group of wire.production.item_groups) {
    const item = group.items.find((i) => i.sku_id === skuId);
    if (item) return { name: wire.production.product.name, color: group.color.name, size: item.size.name };
  }
  return { name: wire.production.product.name, color: null, size: null };
}
