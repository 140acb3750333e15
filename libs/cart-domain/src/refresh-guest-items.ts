/** Guest item refresh (spec §4): stale items are re-fetched and reconciled with stock and price. */
import { GUEST_ITEM_FRESHNESS_MS } from './constants.ts';
import { mergeRaisedFlags, raiseFlags } from './flags.ts';
import type { RaisedFlags } from './flags.ts';
import { isNotFound } from './not-found.ts';
import { reconcileItem } from './reconcile-item.ts';
import type { GuestCart, GuestCartItem, Sku } from './types.ts';

/** Fetches a SKU (`GET /api/skus/{id}?response_group=order`); rejects with statusCode 404 when it is gone. */
export type FetchSku = (skuId: number) => Promise<Sku>;

/** What `refreshGuestItems` needs from outside. */
export interface RefreshGuestItemsOptions {
  readonly now: number; // epoch ms
  readonly fetchSku: FetchSku;
}

/** True when a guest item is older than GUEST_ITEM_FRESHNESS_MS (2 h) and must be re-fetched. */
export function isGuestItemStale(item: Pick<GuestCartItem, 'timestamp'>, now: number): boolean {
  return now - item.timestamp > GUEST_ITEM_FRESHNESS_MS;
}

/**
 * Re-fetches every stale item: sold out (< 1) or 404 → removed + stockout; otherwise SKU replaced,
 * quantity capped (shortage), price updated (revision), timestamp = now. Other errors are rethrown.
 * Returns a new cart; flags are only raised.
 */
export async function refreshGuestItems(cart: GuestCart, { now, fetchSku }: RefreshGuestItemsOptions): Promise<GuestCart> {
  const results = await Promise.all(
    cart.items.map(async (item): Promise<{ item: GuestCartItem | null; flags: RaisedFlags }> => {
      if (!isGuestItemStale(item, now)) return { item, flags: {} };
      let sku: Sku;
      try {
        sku = await fetchSku(item.sku.id);
      } catch (error) {
        if (isNotFound(error)) return { item: null, flags: { stockout: true } };
        throw error;
      }
      const reconciled = reconcileItem(item, sku);
      return { item: reconciled.item && { ...reconciled.item, timestamp: now }, flags: reconciled.flags };
    }),
  );
  const items = results.flatMap((r) => (r.item ? [r.item] : []));
  return raiseFlags({ ...cart, items }, mergeRaisedFlags(results.map((r) => r.flags)));
}
