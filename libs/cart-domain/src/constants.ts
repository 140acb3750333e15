/**
 * Business constants of the shop (spec §4 and §9). Durations are milliseconds, sizes CSS pixels,
 * money integer yen with tax included.
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
export const SHORTEST_LEAD_TIME_DAYS = 3; // days

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
/** Default shop time zone offset from UTC (Japan Standard Time). */
export const TIMEZONE_OFFSET_HOURS = 9; // hours

/** At most this many stored print orders, and as many stored productions, are kept. */
export const STORED_ORDERS_LIMIT = 4;

/** After a script-chunk load failure the page reloads at most once per this interval. */
export const CHUNK_RELOAD_GUARD_MS = 60 * SECOND_MS; // ms
/** Minimum delay before a fetch indicator is displayed. */
export const FETCH_INDICATOR_DELAY_MS = 200; // ms
/** Progress bar: update throttle. */
export const PROGRESS_THROTTLE_MS = 200; // ms
/** Progress bar: time to run from start to (almost) full. */
export const PROGRESS_DURATION_MS = 5000; // ms
/** Progress bar: hidden this long after the work finished. */
export const PROGRESS_HIDE_DELAY_MS = 500; // ms
/** Scroll and search threshold. */
export const SCROLL_THRESHOLD_PX = 20; // px
/** Navigation and filter drawer width. */
export const DRAWER_WIDTH = 280; // px
/** Header height. */
export const HEADER_HEIGHT = 64; // px

/** Shortest accepted password. */
export const PASSWORD_MIN_LENGTH = 10; // characters
/** Longest accepted password. */
export const PASSWORD_MAX_LENGTH = 32; // characters
