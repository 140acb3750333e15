/**
 * Business constants of the shop (spec §4 and §9). Durations are milliseconds, money integer yen
 * with tax included. The shop's UTC offset and the 14:00 cut-off live with the calendar in
 * `@shop/business-days`; layout sizes and timings of the storefront live in its own code.
 */
import { yen } from './money.ts';
import type { Yen } from './money.ts';

const SECOND_MS = 1000;
const MINUTE_MS = 60 * SECOND_MS;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** A cart total at or above this ships free. */
export const FREE_SHIPPING_MINIMUM: Yen = yen(20_000); // yen, tax included
/** Shortest production lead time (spec says 3, presumably business days). */
export const SHORTEST_LEAD_TIME_DAYS = 3; // business days
/** A SKU with this many pieces or fewer in stock is shown as "few left" (残りわずか). */
export const LOW_STOCK_THRESHOLD = 10; // pieces

/** A guest cart older than this is reset when the layout loads. */
export const GUEST_CART_EXPIRY_MS = 7 * DAY_MS; // ms (604,800,000)
/** A guest cart item older than this is re-fetched on refresh. */
export const GUEST_ITEM_FRESHNESS_MS = 2 * HOUR_MS; // ms (7,200,000)

/** Server cart items are re-fetched when older than this. */
export const SERVER_ITEM_FRESHNESS_MS = 30 * MINUTE_MS; // ms
/** Server cart productions are re-fetched when older than this. */
export const SERVER_PRODUCTION_FRESHNESS_MS = 30 * MINUTE_MS; // ms
/** Server cart reorders are re-fetched when older than this. */
export const SERVER_REORDER_FRESHNESS_MS = 15 * MINUTE_MS; // ms
/** Server cart estimates are re-fetched when older than this. */
export const SERVER_ESTIMATE_FRESHNESS_MS = 20 * MINUTE_MS; // ms
/** The user (and the server cart) is re-synced when the last sync is older than this. */
export const USER_RESYNC_MS = HOUR_MS; // ms

/** A cached product detail is stale after this. */
export const PRODUCT_DETAIL_CACHE_MS = 10 * MINUTE_MS; // ms
/** Product preloading: with an empty list, the index is reloaded when older than this. */
export const PRODUCT_LIST_INDEX_STALE_MS = 3 * MINUTE_MS; // ms
/** Product preloading: a present list older than this is reloaded together with the index. */
export const PRODUCT_LIST_STALE_MS = 10 * MINUTE_MS; // ms

/** Business days are re-fetched after this. */
export const BUSINESS_DAYS_REFRESH_MS = 12 * HOUR_MS; // ms

/** At most this many stored print orders, and as many stored productions, are kept. */
export const STORED_ORDERS_LIMIT = 4;
