/**
 * The estimates of a customer's cart as order lines (docs/decisions/013): each valid, not yet
 * ordered estimate contributes its held lines at their held prices. An estimate past its last valid
 * day, bought already or gone is refused with a Japanese message instead of being ordered silently;
 * an estimate whose garments ran out is listed like any out-of-stock line.
 */
import type { OrderLineWire, OutOfStockLineWire } from '@shop/api-contract';
import { DEFAULT_SHOP_OFFSET_HOURS, shopLocalDate } from '@shop/business-days';
import { estimateRefusalMessage, estimateState } from '@shop/order-domain';
import type { Queryable } from '../db/db.ts';
import type { PricedLine } from '../cart/priced-line.ts';
import { chargeBreakdownOf, type HeldLine } from './held-line.ts';

/** A cart estimate with its estimate (null columns: the estimate is gone). */
interface CartEstimateRow {
  id: number;
  estimate_number: string;
  expires_at: Date;
  lines: HeldLine[] | null;
  valid_until: string | null;
  ordered_order_id: number | null;
}

/** What the estimates of a cart add to its pricing. */
export interface EstimateCartLines {
  lines: PricedLine[];
  outOfStock: OutOfStockLineWire[];
  /** why an estimate of the cart cannot be ordered (Japanese) */
  refused: string[];
}

/** The name, colour and size of the part of a held line that sells a SKU. */
function describeSku(wire: OrderLineWire, skuId: number): { name: string; color: string | null; size: string | null } {
  if (wire.kind === 'item') return { name: wire.product.name, color: wire.color.name, size: wire.size.name };
  if (wire.kind === 'production') {
    for (const group of wire.production.item_groups) {
      const item = group.items.find((i) => i.sku_id === skuId);
      if (item) return { name: wire.production.product.name, color: group.color.name, size: item.size.name };
    }
    return { name: wire.production.product.name, color: null, size: null };
  }
  return { name: '', color: null, size: null };
}

/** The held line as an order line from cart entry `cartEntryId`; a production notes the estimate it came from. */
function pricedLineOf(line: HeldLine, cartEntryId: number, estimateNumber: string): PricedLine {
  const wire =
    line.wire.kind === 'production'
      ? { ...line.wire, production: { ...line.wire.production, estimate_number: estimateNumber } }
      : line.wire;
  return {
    input: { kind: 'held', charges: chargeBreakdownOf(line.charges), leadDays: line.leadDays },
    kind: wire.kind,
    cartEntryId,
    cartEntryKind: 'cart_estimate',
    estimateNumber,
    wire,
    stock: line.stock,
    files: line.files,
    ...(line.production ? { production: line.production } : {}),
  };
}

/** The estimates of the customer's cart priced as order lines now (reads only). */
export async function estimateCartLines(db: Queryable, customerId: number, now: number): Promise<EstimateCartLines> {
  const rows = await db.query<CartEstimateRow>(
    `select c.id, c.estimate_number, c.expires_at, e.lines, to_char(e.valid_until, 'YYYY-MM-DD') as valid_until, e.ordered_order_id
     from cart_estimates c left join estimates e on e.number = c.estimate_number and e.customer_id = c.customer_id
     where c.customer_id = $1 order by c.id`,
    [customerId],
  );
  const today = shopLocalDate(now, DEFAULT_SHOP_OFFSET_HOURS);
  const result: EstimateCartLines = { lines: [], outOfStock: [], refused: [] };
  const seen = new Set<string>();
  for (const row of rows) {
    // The same estimate twice in a cart (two tabs) is ordered once: its first entry counts.
    if (seen.has(row.estimate_number)) continue;
    seen.add(row.estimate_number);
    if (row.lines === null || row.valid_until === null) {
      result.refused.push(`お見積り ${row.estimate_number} が見つかりません。カートから削除してください。`);
      continue;
    }
    const state =
      row.expires_at.getTime() <= now
        ? 'expired'
        : estimateState({ validUntil: row.valid_until, ordered: row.ordered_order_id !== null }, today);
    const refusal = estimateRefusalMessage(state, row.valid_until);
    if (refusal) {
      result.refused.push(`お見積り ${row.estimate_number}: ${refusal}`);
      continue;
    }
    result.lines.push(...row.lines.map((line) => pricedLineOf(line, row.id, row.estimate_number)));
  }

  // Garments are taken from stock when ordered, never when estimated: check what is left now.
  const wanted = new Map<number, number>();
  for (const line of result.lines) for (const item of line.stock) wanted.set(item.skuId, (wanted.get(item.skuId) ?? 0) + item.quantity);
  if (wanted.size > 0) {
    const levels = await db.query<{ id: number; quantity_available: number }>(
      'select id, quantity_available from skus where id = any($1::int[])',
      [[...wanted.keys()]],
    );
    const left = new Map(levels.map((r) => [r.id, r.quantity_available]));
    for (const line of result.lines) {
      for (const item of line.stock) {
        const available = Math.max(0, left.get(item.skuId) ?? 0);
        if (available < (wanted.get(item.skuId) ?? 0)) {
          result.outOfStock.push({
            ...describeSku(line.wire, item.skuId),
            kind: line.wire.kind === 'item' ? 'item' : 'production',
            cart_id: line.cartEntryId,
            sku_id: item.skuId,
            requested: item.quantity,
            available,
          });
        }
      }
    }
  }
  if (result.outOfStock.length > 0) {
    const short = new Set(result.outOfStock.map((o) => o.cart_id));
    result.lines = result.lines.filter((l) => !short.has(l.cartEntryId));
  }
  return result;
}
