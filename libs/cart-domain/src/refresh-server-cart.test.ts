import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { yen } from './money.ts';
import { refreshServerCart } from './refresh-server-cart.ts';
import { aFetchEntry, aProduction, aReorder, aServerCart, aServerItem, anEstimate } from './testing/index.ts';
import type { ServerCartAnswers } from './testing/index.ts';
import type { FetchServerCartEntry } from './refresh-server-cart.ts';
import type { ServerCart } from './types.ts';

const NOW = 1_700_000_000_000; // epoch ms
const MINUTE = 60_000; // ms

describe('refreshServerCart (spec §4 server cart refresh)', () => {
  const stale = aServerCart({
    timestamp: NOW - 31 * MINUTE,
    items: [aServerItem({ updatedAt: NOW - 31 * MINUTE })],
    productions: [aProduction()],
    reorders: [aReorder()],
    estimates: [anEstimate()],
  });
  const freshItem = aServerItem({ updatedAt: NOW });

  it.each<[string, ServerCartAnswers, ServerCart]>([
    [
      'an entry whose response has data is replaced and nothing is flagged',
      {
        item: { 1: { data: aServerItem({ quantity: 4, updatedAt: NOW }), meta: {} } },
        production: { 1: { data: aProduction(), meta: {} } },
        reorder: { 1: { data: aReorder(), meta: {} } },
        estimate: { 1: { data: anEstimate({ estimate: { total: yen(48_000) } }), meta: {} } },
      },
      { ...stale, items: [aServerItem({ quantity: 4, updatedAt: NOW })], estimates: [anEstimate({ estimate: { total: yen(48_000) } })] },
    ],
    [
      'meta shortage and revision are recorded as flags',
      {
        item: { 1: { data: aServerItem({ quantity: 1, updatedAt: NOW }), meta: { shortage: true } } },
        production: { 1: { data: aProduction(), meta: { revision: true } } },
        reorder: { 1: { data: aReorder(), meta: { shortage: false, revision: false } } },
        estimate: { 1: { data: anEstimate(), meta: {} } },
      },
      { ...stale, items: [aServerItem({ quantity: 1, updatedAt: NOW })], shortage: true, revision: true },
    ],
    [
      'an item or production whose response has no data is removed and stockout is marked',
      {
        item: { 1: { data: null, meta: {} } },
        production: { 1: { data: null, meta: { expired: true } } },
        reorder: { 1: { data: aReorder(), meta: {} } },
        estimate: { 1: { data: anEstimate(), meta: {} } },
      },
      { ...stale, items: [], productions: [], stockout: true },
    ],
    [
      'a reorder without data is removed and marked expired when meta says expired',
      {
        item: { 1: { data: freshItem, meta: {} } },
        production: { 1: { data: aProduction(), meta: {} } },
        reorder: { 1: { data: null, meta: { expired: true } } },
        estimate: { 1: { data: anEstimate(), meta: {} } },
      },
      { ...stale, items: [freshItem], reorders: [], expired: true },
    ],
    [
      'a reorder without data and not expired is removed and marked stockout',
      {
        item: { 1: { data: freshItem, meta: {} } },
        production: { 1: { data: aProduction(), meta: {} } },
        reorder: { 1: { data: null, meta: { expired: false } } },
        estimate: { 1: { data: null, meta: {} } },
      },
      { ...stale, items: [freshItem], reorders: [], estimates: [], stockout: true },
    ],
    [
      'a 404 removes the entry and marks stockout',
      {
        item: { 1: { data: freshItem, meta: {} } },
        production: {},
        reorder: { 1: { data: aReorder(), meta: {} } },
        estimate: { 1: { data: anEstimate(), meta: {} } },
      },
      { ...stale, items: [freshItem], productions: [], stockout: true },
    ],
  ])('%s', async (_rule, answers, refreshed) => {
    expect(await refreshServerCart(stale, { now: NOW, fetchEntry: aFetchEntry(answers) })).toEqual(refreshed);
  });

  it.each([
    ['nothing is fetched while everything is fresh', 14 * MINUTE, 29 * MINUTE, []],
    ['reorders are fetched after 15 minutes', 15 * MINUTE + 1, 0, [['reorder', 1]]],
    [
      'estimates are fetched after 20 minutes',
      20 * MINUTE + 1,
      0,
      [
        ['reorder', 1],
        ['estimate', 1],
      ],
    ],
    [
      'productions are fetched after 30 minutes',
      30 * MINUTE + 1,
      0,
      [
        ['production', 1],
        ['reorder', 1],
        ['estimate', 1],
      ],
    ],
    ['items are fetched when their updatedAt is older than 30 minutes', 0, 30 * MINUTE + 1, [['item', 1]]],
  ] as const)('%s', async (_rule, cartAge, itemAge, fetched) => {
    const calls: [string, number][] = [];
    const answer = aFetchEntry({});
    const fetchEntry: FetchServerCartEntry = (kind, id) => {
      calls.push([kind, id]);
      return answer(kind, id);
    };
    const cart = aServerCart({
      timestamp: NOW - cartAge,
      items: [aServerItem({ updatedAt: NOW - itemAge })],
      productions: [aProduction()],
      reorders: [aReorder()],
      estimates: [anEstimate()],
    });
    await refreshServerCart(cart, { now: NOW, fetchEntry });
    expect(calls).toEqual(fetched);
  });

  it('other errors are rethrown', async () => {
    const failure = Object.assign(new Error('Internal Server Error'), { statusCode: 500 });
    const fetchEntry = aFetchEntry({ estimate: { 1: failure } });
    await expect(refreshServerCart(stale, { now: NOW, fetchEntry })).rejects.toBe(failure);
  });

  it('keeps the cart timestamp: it records when the whole cart was loaded', async () => {
    const refreshed = await refreshServerCart(stale, { now: NOW, fetchEntry: aFetchEntry({}) });
    expect(refreshed.timestamp).toBe(stale.timestamp);
  });

  it('never clears a flag', async () => {
    const flags = fc.record({
      expired: fc.boolean(),
      stockout: fc.boolean(),
      shortage: fc.boolean(),
      revision: fc.boolean(),
      syncFailed: fc.boolean(),
    });
    const meta = fc.record({ shortage: fc.boolean(), revision: fc.boolean(), expired: fc.boolean() });
    await fc.assert(
      fc.asyncProperty(flags, meta, fc.boolean(), async (cartFlags, entryMeta, hasData) => {
        const cart: ServerCart = { ...stale, ...cartFlags };
        const answers: ServerCartAnswers = {
          item: { 1: { data: hasData ? aServerItem() : null, meta: entryMeta } },
          reorder: { 1: { data: hasData ? aReorder() : null, meta: entryMeta } },
        };
        const refreshed = await refreshServerCart(cart, { now: NOW, fetchEntry: aFetchEntry(answers) });
        for (const name of ['expired', 'stockout', 'shortage', 'revision', 'syncFailed'] as const) {
          if (cart[name]) expect(refreshed[name]).toBe(true);
        }
      }),
    );
  });
});
