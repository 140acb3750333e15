import { describe, expect, it } from 'vitest';
import * as constants from './constants.ts';

describe('business constants (spec §4, §9)', () => {
  it.each([
    ['FREE_SHIPPING_MINIMUM', 20_000],
    ['SHORTEST_LEAD_TIME_DAYS', 3],
    ['LOW_STOCK_THRESHOLD', 10],
    ['GUEST_CART_EXPIRY_MS', 604_800_000],
    ['GUEST_ITEM_FRESHNESS_MS', 7_200_000],
    ['SERVER_ITEM_FRESHNESS_MS', 30 * 60_000],
    ['SERVER_PRODUCTION_FRESHNESS_MS', 30 * 60_000],
    ['SERVER_REORDER_FRESHNESS_MS', 15 * 60_000],
    ['SERVER_ESTIMATE_FRESHNESS_MS', 20 * 60_000],
    ['USER_RESYNC_MS', 3_600_000],
    ['PRODUCT_DETAIL_CACHE_MS', 10 * 60_000],
    ['PRODUCT_LIST_INDEX_STALE_MS', 3 * 60_000],
    ['PRODUCT_LIST_STALE_MS', 10 * 60_000],
    ['BUSINESS_DAYS_REFRESH_MS', 12 * 3_600_000],
    ['STORED_ORDERS_LIMIT', 4],
  ] as const)('%s is %d as the spec states', (name, value) => {
    expect(constants[name]).toBe(value);
  });
});
