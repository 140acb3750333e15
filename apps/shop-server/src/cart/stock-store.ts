/** Taking stock at checkout: atomic, never below zero. */
import type { Queryable } from '../db/db.ts';
import { allCartsChanged } from './contents-cache.ts';

/**
 * Takes `quantity` pieces of a SKU in one conditional UPDATE: it succeeds only while enough stock is
 * left, so concurrent checkouts can never oversell (the CHECK quantity_available >= 0 backs it up).
 * Run it inside the order transaction; false = not enough stock (roll the order back).
 */
export async function takeStock(db: Queryable, skuId: number, quantity: number): Promise<boolean> {
  if (!Number.isSafeInteger(quantity) || quantity < 1) throw new RangeError(`Not a quantity to take: ${quantity}`);
  const rows = await db.query(
    'update skus set quantity_available = quantity_available - $1::bigint where id = $2 and quantity_available >= $1::bigint returning id',
    [quantity, skuId],
  );
  // Carts show the stock left: their copies are out of date now.
  allCartsChanged();
  return rows.length === 1;
}

/** Pieces left of SKUs now, by id. */
export async function stockLevels(db: Queryable, skuIds: readonly number[]): Promise<Map<number, number>> {
  const rows = await db.query<{ id: number; quantity_available: number }>(
    'select id, quantity_available from skus where id = any($1::int[])',
    [skuIds],
  );
  return new Map(rows.map((r) => [r.id, r.quantity_available]));
}
