import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { GUEST_ITEM_FRESHNESS_MS } from './constants.ts';
import { yen } from './money.ts';
import { isGuestItemStale, refreshGuestItems } from './refresh-guest-items.ts';
import { aGuestCart, aGuestItem, aNotFoundError, aSku } from './testing/index.ts';
import type { FetchSku } from './refresh-guest-items.ts';
import type { GuestCart, Sku } from './types.ts';

const NOW = 1_700_000_000_000; // epoch ms
const STALE = NOW - GUEST_ITEM_FRESHNESS_MS - 1;

const skuFetcher =
  (sku: Sku): FetchSku =>
  async () =>
    sku;

describe('isGuestItemStale: items older than 2 hours are re-fetched', () => {
  it.each([
    [NOW, false],
    [NOW - GUEST_ITEM_FRESHNESS_MS, false],
    [STALE, true],
  ])('an item stamped %d is stale: %s', (timestamp, stale) => {
    expect(isGuestItemStale({ timestamp }, NOW)).toBe(stale);
  });
});

describe('refreshGuestItems (spec §4 guest item refresh)', () => {
  const cartWith = (overrides: Parameters<typeof aGuestItem>[0] = {}) =>
    aGuestCart({ items: [aGuestItem({ timestamp: STALE, quantity: 5, ...overrides })] });

  it.each<[string, GuestCart, Sku, GuestCart]>([
    [
      'an item with available stock below 1 is removed and stockout is set',
      cartWith(),
      aSku({ inventory: { quantityAvailable: 0 } }),
      aGuestCart({ stockout: true }),
    ],
    [
      'the sku is replaced, the quantity capped to stock (shortage) and the timestamp set to now',
      cartWith(),
      aSku({ inventory: { quantityAvailable: 3 } }),
      aGuestCart({
        shortage: true,
        items: [aGuestItem({ sku: aSku({ inventory: { quantityAvailable: 3 } }), quantity: 3, timestamp: NOW })],
      }),
    ],
    [
      'a changed price is taken over and revision is set',
      cartWith(),
      aSku({ price: yen(1600) }),
      aGuestCart({
        revision: true,
        items: [aGuestItem({ sku: aSku({ price: yen(1600) }), price: yen(1600), quantity: 5, timestamp: NOW })],
      }),
    ],
    [
      'an unchanged item only gets a fresh timestamp',
      cartWith(),
      aSku(),
      aGuestCart({ items: [aGuestItem({ quantity: 5, timestamp: NOW })] }),
    ],
  ])('%s', async (_rule, cart, sku, refreshed) => {
    expect(await refreshGuestItems(cart, { now: NOW, fetchSku: skuFetcher(sku) })).toEqual(refreshed);
  });

  it('items fresher than 2 hours are not fetched', async () => {
    const fetchSku = vi.fn<FetchSku>();
    const cart = aGuestCart({ items: [aGuestItem({ timestamp: NOW - GUEST_ITEM_FRESHNESS_MS })] });
    expect(await refreshGuestItems(cart, { now: NOW, fetchSku })).toEqual(cart);
    expect(fetchSku).not.toHaveBeenCalled();
  });

  it('fetches each stale item by its sku id', async () => {
    const fetchSku = vi.fn<FetchSku>(async (id) => aSku({ id }));
    const cart = aGuestCart({
      items: [aGuestItem({ id: 1, sku: aSku({ id: 7 }), timestamp: STALE }), aGuestItem({ id: 2, sku: aSku({ id: 8 }), timestamp: NOW })],
    });
    await refreshGuestItems(cart, { now: NOW, fetchSku });
    expect(fetchSku.mock.calls).toEqual([[7]]);
  });

  it('a 404 removes the item and sets stockout', async () => {
    const fetchSku: FetchSku = async () => {
      throw aNotFoundError();
    };
    const cart = aGuestCart({ items: [aGuestItem({ id: 1, timestamp: STALE }), aGuestItem({ id: 2, timestamp: NOW })] });
    expect(await refreshGuestItems(cart, { now: NOW, fetchSku })).toEqual(
      aGuestCart({ stockout: true, items: [aGuestItem({ id: 2, timestamp: NOW })] }),
    );
  });

  it('other errors are rethrown', async () => {
    const failure = Object.assign(new Error('Internal Server Error'), { statusCode: 500 });
    const fetchSku: FetchSku = async () => {
      throw failure;
    };
    await expect(refreshGuestItems(cartWith(), { now: NOW, fetchSku })).rejects.toBe(failure);
  });

  it('returns a new cart and leaves the given one untouched', async () => {
    const cart = cartWith();
    const copy = structuredClone(cart);
    const refreshed = await refreshGuestItems(cart, { now: NOW, fetchSku: skuFetcher(aSku({ inventory: { quantityAvailable: 1 } })) });
    expect(refreshed).not.toBe(cart);
    expect(cart).toEqual(copy);
  });

  it('never raises a quantity above stock and never clears a flag', async () => {
    const flags = fc.record({ stockout: fc.boolean(), shortage: fc.boolean(), revision: fc.boolean() });
    const line = fc.record({
      quantity: fc.integer({ min: 1, max: 50 }),
      stock: fc.integer({ min: -2, max: 60 }),
      price: fc.integer({ min: 0, max: 5000 }),
      stale: fc.boolean(),
    });
    await fc.assert(
      fc.asyncProperty(flags, fc.array(line, { maxLength: 6 }), async (cartFlags, lines) => {
        const cart = aGuestCart({
          ...cartFlags,
          items: lines.map((l, n) => aGuestItem({ id: n, sku: aSku({ id: n }), quantity: l.quantity, timestamp: l.stale ? STALE : NOW })),
        });
        const stock = (id: number) => lines[id]?.stock ?? 0;
        const fetchSku: FetchSku = async (id) =>
          aSku({ id, price: yen(lines[id]?.price ?? 0), inventory: { quantityAvailable: stock(id) } });
        const refreshed = await refreshGuestItems(cart, { now: NOW, fetchSku });
        for (const item of refreshed.items) {
          const before = cart.items.find((i) => i.id === item.id);
          expect(item.quantity).toBeLessThanOrEqual(before?.quantity ?? 0);
          if (lines[item.id]?.stale) expect(item.quantity).toBeLessThanOrEqual(stock(item.id));
        }
        for (const name of ['stockout', 'shortage', 'revision'] as const) {
          if (cart[name]) expect(refreshed[name]).toBe(true);
        }
      }),
    );
  });
});
