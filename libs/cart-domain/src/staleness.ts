/** When cached data must be reloaded (spec §4 "Product preloading", "Login and session"; §9). */
import { PRODUCT_DETAIL_CACHE_MS, PRODUCT_LIST_INDEX_STALE_MS, PRODUCT_LIST_STALE_MS, USER_RESYNC_MS } from './constants.ts';

/** What product preloading should load. */
export interface ProductListPreload {
  readonly loadList: boolean;
  readonly reloadIndex: boolean;
}

/** The product store as seen by preloading. */
export interface ProductListState {
  readonly listLength: number; // products in the stored list
  readonly timestamp: number; // epoch ms the product store was last loaded
}

/**
 * Empty list → load it, and reload the index too when the store is older than 3 minutes;
 * list present but older than 10 minutes → reload both; otherwise nothing.
 */
export function productListPreload({ listLength, timestamp }: ProductListState, now: number): ProductListPreload {
  const age = now - timestamp;
  if (listLength === 0) return { loadList: true, reloadIndex: age > PRODUCT_LIST_INDEX_STALE_MS };
  const stale = age > PRODUCT_LIST_STALE_MS;
  return { loadList: stale, reloadIndex: stale };
}

/** True when a cached product detail is older than 10 minutes. */
export function isProductDetailStale(timestamp: number, now: number): boolean {
  return now - timestamp > PRODUCT_DETAIL_CACHE_MS;
}

/** True when the user must be fetched again at load: no sync time recorded, or older than 1 hour. */
export function isUserResyncDue(lastSyncAt: number | null | undefined, now: number): boolean {
  return lastSyncAt === null || lastSyncAt === undefined || now - lastSyncAt > USER_RESYNC_MS;
}

/** True when a still-synced user's server cart (cashier timestamp) is older than 1 hour and is reloaded. */
export function isServerCartReloadDue(cartTimestamp: number, now: number): boolean {
  return now - cartTimestamp > USER_RESYNC_MS;
}
