import { GUEST_CART_EXPIRY_MS, GUEST_ITEM_FRESHNESS_MS, resetGuestCart, yen } from '@shop/cart-domain';
import { aGuestCart, aGuestItem, aSku, aWrapping } from '@shop/cart-domain/testing';
import { beforeEach, describe, expect, it } from 'vitest';
import { answer, createFakeApi } from '../testing/fake-api.ts';
import { aGuestLineDisplay } from '../testing/guest-line-display.ts';
import { createTestStore, requestLines } from '../testing/test-store.ts';
import { GUEST_CART_KEY, readStoredGuestCart, serializeGuestCart } from './guest-cart-storage.ts';
import {
  addToGuestCartAtom,
  changeGuestItemQuantityAtom,
  changeGuestItemWrappingAtom,
  guestCartNoticeAtom,
  guestCartViewAtom,
  loadGuestCartAtom,
  refreshGuestCartAtom,
  removeGuestItemAtom,
  type GuestAddition,
} from './guest-cart.ts';

const NOW = Date.UTC(2026, 10, 17, 1, 0); // 10:00 JST

const display = aGuestLineDisplay();

function stored() {
  return readStoredGuestCart(localStorage.getItem(GUEST_CART_KEY));
}

function storeCart(cart = aGuestCart()) {
  localStorage.setItem(GUEST_CART_KEY, serializeGuestCart({ cart, display: {} }));
}

const addition = (overrides: Partial<GuestAddition> = {}): GuestAddition => ({
  sku: aSku({ inventory: { quantityAvailable: 5 } }),
  quantity: 2,
  wrappingId: null,
  wrappings: [aWrapping()],
  display,
  ...overrides,
});

beforeEach(() => localStorage.clear());

describe('guest cart when the layout loads', () => {
  it('resets a corrupt stored value and shows the notice once, without throwing', () => {
    localStorage.setItem(GUEST_CART_KEY, '{"this is": "not a cart"');
    const { store } = createTestStore(createFakeApi({}), { now: NOW });
    expect(store.set(loadGuestCartAtom)).toBeNull();
    expect(store.get(guestCartNoticeAtom)).toBe('corrupt');
    expect(stored()).toEqual({ status: 'read', stored: { cart: resetGuestCart(NOW), display: {} }, corrupt: false });

    // The next page load finds a valid empty cart: no second notice.
    const next = createTestStore(createFakeApi({}), { now: NOW + 1000 }).store;
    next.set(loadGuestCartAtom);
    expect(next.get(guestCartNoticeAtom)).toBeNull();
  });

  it.each([
    { age: GUEST_CART_EXPIRY_MS, kept: true },
    { age: GUEST_CART_EXPIRY_MS + 1, kept: false },
  ])('a cart $age ms old is kept: $kept (7-day expiry)', ({ age, kept }) => {
    storeCart(aGuestCart({ timestamp: NOW - age, items: [aGuestItem()], stockout: true }));
    const { store } = createTestStore(createFakeApi({}), { now: NOW });
    store.set(loadGuestCartAtom);
    const cart = store.get(guestCartViewAtom).cart;
    if (kept) expect(cart).toMatchObject({ timestamp: NOW - age, stockout: true, items: [aGuestItem()] });
    else expect(cart).toEqual(resetGuestCart(NOW));
    expect(store.get(guestCartNoticeAtom)).toBeNull();
  });

  it('leaves a visitor without a cart without one (nothing is written)', () => {
    const { store } = createTestStore(createFakeApi({}), { now: NOW });
    store.set(loadGuestCartAtom);
    expect(store.get(guestCartViewAtom)).toEqual({ ready: true, cart: null, display: {} });
    expect(localStorage.getItem(GUEST_CART_KEY)).toBeNull();
  });
});

describe('adding to the guest cart', () => {
  it('starts a cart, stores the line with its display data, and sums a second addition of the same SKU capped at stock', () => {
    const { store } = createTestStore(createFakeApi({}), { now: NOW });
    expect(store.set(addToGuestCartAtom, [addition()])).toEqual({ added: 2, capped: false });
    expect(store.set(addToGuestCartAtom, [addition({ quantity: 4 })])).toEqual({ added: 3, capped: true });
    const read = stored();
    expect(read.stored?.cart.timestamp).toBe(NOW);
    expect(read.stored?.cart.items).toEqual([
      {
        id: 1,
        sku: aSku({ inventory: { quantityAvailable: 5 } }),
        quantity: 5,
        price: yen(1500),
        wrappingId: null,
        wrappings: [aWrapping()],
        timestamp: NOW,
      },
    ]);
    expect(read.stored?.display).toEqual({ '1101': display });
  });

  it('keeps the same SKU with another wrapping on its own line', () => {
    const { store } = createTestStore(createFakeApi({}), { now: NOW });
    store.set(addToGuestCartAtom, [addition(), addition({ wrappingId: 1 })]);
    expect(stored().stored?.cart.items.map((item) => [item.id, item.wrappingId, item.quantity])).toEqual([
      [1, null, 2],
      [2, 1, 2],
    ]);
  });

  it('replaces an expired cart before adding', () => {
    storeCart(aGuestCart({ timestamp: NOW - GUEST_CART_EXPIRY_MS - 1, items: [aGuestItem({ id: 7 })], revision: true }));
    const { store } = createTestStore(createFakeApi({}), { now: NOW });
    store.set(addToGuestCartAtom, [addition()]);
    expect(stored().stored?.cart).toMatchObject({ timestamp: NOW, revision: false });
    expect(stored().stored?.cart.items.map((item) => item.id)).toEqual([1]);
  });
});

describe('editing the guest cart', () => {
  it('caps a new quantity at the stock, sets the wrapping, and removes a line', () => {
    storeCart(aGuestCart({ timestamp: NOW, items: [aGuestItem({ id: 1, sku: aSku({ inventory: { quantityAvailable: 3 } }) })] }));
    const { store } = createTestStore(createFakeApi({}), { now: NOW });
    store.set(changeGuestItemQuantityAtom, { itemId: 1, quantity: 9 });
    expect(stored().stored?.cart.items[0]?.quantity).toBe(3);
    store.set(changeGuestItemWrappingAtom, { itemId: 1, wrappingId: 1 });
    expect(stored().stored?.cart.items[0]?.wrappingId).toBe(1);
    store.set(changeGuestItemWrappingAtom, { itemId: 1, wrappingId: 99 });
    expect(stored().stored?.cart.items[0]?.wrappingId).toBe(1);
    store.set(removeGuestItemAtom, 1);
    expect(stored().stored?.cart.items).toEqual([]);
  });
});

describe('guest item refresh (2-hour window)', () => {
  const skuAnswer = (price: number, available: number) => ({ data: { id: 1101, price, inventory: { quantity_available: available } } });

  it('re-fetches only items older than 2 hours and leaves fresh ones alone', async () => {
    storeCart(
      aGuestCart({
        timestamp: NOW,
        items: [
          aGuestItem({ id: 1, timestamp: NOW - GUEST_ITEM_FRESHNESS_MS }),
          aGuestItem({ id: 2, sku: aSku({ id: 1102 }), timestamp: NOW - GUEST_ITEM_FRESHNESS_MS - 1 }),
        ],
      }),
    );
    const fake = createFakeApi({ 'GET /api/skus/1102': { data: { id: 1102, price: 1500, inventory: { quantity_available: 100 } } } });
    const { store } = createTestStore(fake, { now: NOW });
    await store.set(refreshGuestCartAtom);
    expect(requestLines(fake)).toEqual(['GET /api/skus/1102']);
    expect(stored().stored?.cart.items.map((item) => [item.id, item.timestamp])).toEqual([
      [1, NOW - GUEST_ITEM_FRESHNESS_MS],
      [2, NOW],
    ]);
  });

  it.each([
    {
      name: 'sold out removes it: stockout',
      sku: answer(200, skuAnswer(1500, 0)),
      items: 0,
      flags: { stockout: true, shortage: false, revision: false },
    },
    {
      name: '404 removes it: stockout',
      sku: answer(404, { message: 'gone' }),
      items: 0,
      flags: { stockout: true, shortage: false, revision: false },
    },
    {
      name: 'less stock caps it: shortage',
      sku: answer(200, skuAnswer(1500, 1)),
      items: 1,
      flags: { stockout: false, shortage: true, revision: false },
    },
    {
      name: 'a new price: revision',
      sku: answer(200, skuAnswer(1650, 100)),
      items: 1,
      flags: { stockout: false, shortage: false, revision: true },
    },
  ])('$name', async ({ sku, items, flags }) => {
    storeCart(aGuestCart({ timestamp: NOW, items: [aGuestItem({ timestamp: 0 })] }));
    const { store } = createTestStore(createFakeApi({ 'GET /api/skus/1101': () => sku.clone() }), { now: NOW });
    await store.set(refreshGuestCartAtom);
    const cart = stored().stored?.cart;
    expect(cart?.items).toHaveLength(items);
    expect({ stockout: cart?.stockout, shortage: cart?.shortage, revision: cart?.revision }).toEqual(flags);
  });

  it('keeps flags raised by an earlier refresh until the cart is reset', async () => {
    storeCart(aGuestCart({ timestamp: NOW, revision: true, items: [aGuestItem({ timestamp: NOW })] }));
    const { store } = createTestStore(createFakeApi({}), { now: NOW });
    await store.set(refreshGuestCartAtom);
    expect(stored().stored?.cart.revision).toBe(true);
  });

  it('rethrows errors other than 404 and leaves the cart as it was', async () => {
    const cart = aGuestCart({ timestamp: NOW, items: [aGuestItem({ timestamp: 0 })] });
    storeCart(cart);
    const { store } = createTestStore(createFakeApi({ 'GET /api/skus/1101': () => answer(500, { message: 'boom' }) }), { now: NOW });
    await expect(store.set(refreshGuestCartAtom)).rejects.toMatchObject({ statusCode: 500 });
    expect(stored().stored?.cart).toEqual(cart);
  });
});
