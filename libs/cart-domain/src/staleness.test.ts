import { describe, expect, it } from 'vitest';
import { isProductDetailStale, isServerCartReloadDue, isUserResyncDue, productListPreload } from './staleness.ts';

const NOW = 1_700_000_000_000; // epoch ms
const MINUTE = 60_000; // ms

describe('productListPreload (spec §4 product preloading)', () => {
  it.each([
    ['an empty list is loaded; the index is kept while younger than 3 minutes', 0, 3 * MINUTE, { loadList: true, reloadIndex: false }],
    ['an empty list is loaded, and the index reloaded when older than 3 minutes', 0, 3 * MINUTE + 1, { loadList: true, reloadIndex: true }],
    ['a present list younger than 10 minutes loads nothing', 12, 10 * MINUTE, { loadList: false, reloadIndex: false }],
    ['a present list older than 10 minutes reloads both', 12, 10 * MINUTE + 1, { loadList: true, reloadIndex: true }],
  ])('%s', (_rule, listLength, age, plan) => {
    expect(productListPreload({ listLength, timestamp: NOW - age }, NOW)).toEqual(plan);
  });
});

describe('isProductDetailStale', () => {
  it.each([
    [10 * MINUTE, false],
    [10 * MINUTE + 1, true],
  ])('a product detail %d ms old is stale after 10 minutes: %s', (age, stale) => {
    expect(isProductDetailStale(NOW - age, NOW)).toBe(stale);
  });
});

describe('isUserResyncDue (spec §4 login and session)', () => {
  it.each([
    ['a missing sync time means fetch the user', undefined, true],
    ['a null sync time means fetch the user', null, true],
    ['a sync within the hour does not', NOW - 60 * MINUTE, false],
    ['a sync older than 1 hour does', NOW - 60 * MINUTE - 1, true],
  ])('%s', (_rule, lastSyncAt, due) => {
    expect(isUserResyncDue(lastSyncAt, NOW)).toBe(due);
  });
});

describe('isServerCartReloadDue', () => {
  it.each([
    [60 * MINUTE, false],
    [60 * MINUTE + 1, true],
  ])('a server cart loaded %d ms ago is reloaded after 1 hour: %s', (age, due) => {
    expect(isServerCartReloadDue(NOW - age, NOW)).toBe(due);
  });
});
