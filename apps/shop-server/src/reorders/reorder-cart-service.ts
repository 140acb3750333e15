/**
 * Reorders in the cart (issue #15, spec §4 "Server cart refresh", §7 `cart_reorders`): made from the
 * shopper's choices and priced by the server, refreshed (repriced: `revision`; gone or past the
 * plate-keeping period: removed with `expired`) and ordered at checkout (priced again now).
 */
import type { OutOfStockLineWire, ReorderRequest } from '@shop/api-contract';
import type { Queryable } from '../db/db.ts';
import type { PricedLine } from '../cart/priced-line.ts';
import { entryMeta, reorderWire } from '../cart/serialize.ts';
import {
  assessedByNumber,
  assessProduction,
  CART_REORDER_NO_EXPIRY,
  cartSnapshotOf,
  inksFor,
  type PricedReorderChoice,
  priceChoice,
  reorderLineOf,
  requestOfSnapshot,
} from './reorder-service.ts';
import {
  type CartReorderRow,
  type CartReorderSnapshot,
  cartReorderOf,
  cartReordersOf,
  deleteCartReorder,
  deliveredProductionById,
  insertCartReorder,
  plateKeepDays,
  updateCartReorderSnapshot,
} from './reorder-store.ts';

/** Japanese reasons a cart reorder cannot be ordered (checkout). */
export const REORDER_CART_MESSAGES = {
  expired: (number: string) =>
    `再注文（${number}）は商品・カラー・プリント位置の取り扱いが終了したため、ご注文できません。カートから削除して、新しくご注文ください。`,
} as const;

/** `POST /api/cart_reorders`: the reorder priced and stored in the customer's cart. */
export async function addReorderToCart(db: Queryable, customerId: number, request: ReorderRequest & { number: string }, now: number) {
  const assessed = await assessedByNumber(db, customerId, request.number, now);
  const inks = await inksFor(db, assessed);
  const choice = priceChoice(assessed, inks, request, true);
  const row = await insertCartReorder(db, {
    customerId,
    orderProductionId: assessed.row.id,
    snapshot: cartSnapshotOf(choice),
    expiresAt: CART_REORDER_NO_EXPIRY,
    at: new Date(now),
  });
  return reorderWire(row);
}

/** The choice of a cart reorder priced again now; undefined when it can no longer be made. */
async function repriced(db: Queryable, row: CartReorderRow, now: number, keepDays: number): Promise<PricedReorderChoice | undefined> {
  const production = await deliveredProductionById(db, row.customer_id, row.order_production_id);
  if (!production) return undefined;
  const assessed = await assessProduction(db, production, now, keepDays);
  if (assessed.reason !== null) return undefined;
  try {
    return priceChoice(assessed, await inksFor(db, assessed), requestOfSnapshot(row.snapshot), false);
  } catch {
    // a colour, a size or an ink is gone, or the quantity no longer reaches the method's minimum
    return undefined;
  }
}

/** Whether a stored snapshot's amounts differ from a new one's. */
function amountsDiffer(a: CartReorderSnapshot, b: CartReorderSnapshot): boolean {
  const amounts = (s: CartReorderSnapshot) =>
    JSON.stringify([
      s.cart_reorder_item_groups.map((g) =>
        g.cart_reorder_items.map((i) => [i.sku_id, i.base_price, i.print_charge, i.wrapping_charge, i.quantity]),
      ),
      s.cart_reorder_prints.map((p) => [p.color_change_charge, p.color_change_frequency, p.plate_charge ?? 0]),
    ]);
  return amounts(a) !== amounts(b);
}

/**
 * `GET /api/cart_reorders/{id}` (spec §4): a reorder that can no longer be made (product, method,
 * placement, colour or size gone) is removed and answered `data: null, meta.expired`; otherwise it is
 * priced again, stored when an amount changed (`meta.revision`: e.g. its plates stopped being kept,
 * so new plates are charged).
 */
export async function refreshCartReorder(db: Queryable, row: CartReorderRow, now: number) {
  const choice = await repriced(db, row, now, await plateKeepDays(db));
  if (!choice) {
    await deleteCartReorder(db, row.id);
    return { data: null, meta: entryMeta({ expired: true }), changed: true };
  }
  const snapshot = cartSnapshotOf(choice);
  const revision = amountsDiffer(row.snapshot, snapshot);
  if (revision) {
    const at = new Date(now);
    await updateCartReorderSnapshot(db, row.id, snapshot, at);
    return { data: reorderWire({ ...row, snapshot, updated_at: at }), meta: entryMeta({ revision: true }), changed: true };
  }
  return { data: reorderWire(row), meta: entryMeta({}), changed: false };
}

/**
 * The customer's cart reorders as order lines, priced again now (checkout). A reorder that can no
 * longer be made is refused with a message; one the stock cannot serve is listed out of stock.
 */
export async function reorderCartLines(
  db: Queryable,
  customerId: number,
  now: number,
): Promise<{ lines: PricedLine[]; outOfStock: OutOfStockLineWire[]; refused: string[]; revision: boolean }> {
  const lines: PricedLine[] = [];
  const outOfStock: OutOfStockLineWire[] = [];
  const refused: string[] = [];
  let revision = false;
  const rows = await cartReordersOf(db, customerId);
  if (rows.length === 0) return { lines, outOfStock, refused, revision };
  const keepDays = await plateKeepDays(db);
  for (const row of rows) {
    const choice = await repriced(db, row, now, keepDays);
    if (!choice) {
      refused.push(REORDER_CART_MESSAGES.expired(row.snapshot.production_number));
      continue;
    }
    revision ||= amountsDiffer(row.snapshot, cartSnapshotOf(choice));
    const short = choice.groups.flatMap((g) =>
      g.items
        .filter((i) => i.quantity > i.available)
        .map((i) => ({
          kind: 'production' as const,
          cart_id: row.id,
          name: `再注文 ${row.snapshot.production_number} ${row.snapshot.product_name}`,
          color: g.color.name,
          size: i.size,
          sku_id: i.skuId,
          requested: i.quantity,
          available: i.available,
        })),
    );
    if (short.length > 0) {
      outOfStock.push(...short);
      continue;
    }
    lines.push(reorderLineOf(choice, row.id));
  }
  return { lines, outOfStock, refused, revision };
}

/**
 * What the cart's routes (`GET`/`DELETE /api/cart_reorders/{id}`) use of reorders; the mount table
 * hands it to `cartRoutes`, so the cart folder needs no import of this one.
 */
export const cartReorderEntries = { load: cartReorderOf, refresh: refreshCartReorder };
export type CartReorderEntries = typeof cartReorderEntries;
