import { STORED_ORDERS_LIMIT, type StoredPrintOrder } from '@shop/cart-domain';
import { aGuestCart, aGuestItem, aStoredPrintOrder } from '@shop/cart-domain/testing';
import fc from 'fast-check';
import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { servicesAtom } from '../api/services.ts';
import { GUEST_CART_KEY, serializeGuestCart } from '../cart/guest-cart-storage.ts';
import { PRINT_ORDERS_KEY } from './print-order-storage.ts';
import {
  appendPrintOrderAtom,
  checkStoredPrintOrder,
  disablePrintOrderAtom,
  printOrdersAtom,
  type PrintOrderInput,
} from './print-orders.ts';

const NOW = Date.UTC(2026, 10, 17, 1, 0); // epoch ms

/** A store whose clock stands at `now`. */
function storeAt(now = NOW) {
  const store = createStore();
  store.set(servicesAtom, { api: () => Promise.reject(new Error('no API in these tests')), now: () => now });
  return store;
}

/** A print order to store, without its timestamp. */
function input(id: string, code = 'T-001'): PrintOrderInput {
  const { timestamp: _timestamp, ...order } = aStoredPrintOrder({ id, product: { id: 41, code } });
  return order;
}

function storedOrders(): StoredPrintOrder[] {
  const raw = localStorage.getItem(PRINT_ORDERS_KEY);
  return raw === null ? [] : (JSON.parse(raw) as StoredPrintOrder[]);
}

const ids = (orders: readonly { id: string }[]) => orders.map((order) => order.id);

describe('appending a print order', () => {
  it('stores it stamped with the clock under one localStorage key', () => {
    const store = storeAt();
    const stored = store.set(appendPrintOrderAtom, input('po-1'));
    expect(stored).toEqual({ ...input('po-1'), timestamp: NOW });
    expect(storedOrders()).toEqual([{ ...input('po-1'), timestamp: NOW }]);
    expect(store.get(printOrdersAtom)).toEqual({ ready: true, orders: [stored] });
  });

  it('keeps only the last 4: a fifth order pushes out the oldest', () => {
    const store = storeAt();
    for (const id of ['po-1', 'po-2', 'po-3', 'po-4', 'po-5']) store.set(appendPrintOrderAtom, input(id));
    expect(ids(store.get(printOrdersAtom).orders)).toEqual(['po-2', 'po-3', 'po-4', 'po-5']);
    expect(ids(storedOrders())).toEqual(['po-2', 'po-3', 'po-4', 'po-5']);
  });

  it('never keeps more than 4, the newest last, whatever is appended', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f'), { minLength: 1, maxLength: 12 }), (appended) => {
        localStorage.clear();
        const store = storeAt();
        for (const id of appended) store.set(appendPrintOrderAtom, input(id));
        const kept = ids(storedOrders());
        expect(kept.length).toBeLessThanOrEqual(STORED_ORDERS_LIMIT);
        expect(new Set(kept).size).toBe(kept.length);
        expect(kept.at(-1)).toBe(appended.at(-1));
        expect(store.get(printOrdersAtom).orders).toEqual(storedOrders());
      }),
    );
  });

  it('replaces an order stored under the same id and moves it to the end, stamped anew', () => {
    const early = storeAt(NOW);
    early.set(appendPrintOrderAtom, input('po-1'));
    early.set(appendPrintOrderAtom, input('po-2'));
    const later = storeAt(NOW + 60_000);
    later.set(appendPrintOrderAtom, input('po-1', 'T-002'));
    expect(storedOrders().map(({ id, timestamp, product }) => ({ id, timestamp, code: product.code }))).toEqual([
      { id: 'po-2', timestamp: NOW, code: 'T-001' },
      { id: 'po-1', timestamp: NOW + 60_000, code: 'T-002' },
    ]);
  });

  it('adds to what another page load stored before any component read it', () => {
    const earlier = [aStoredPrintOrder({ id: 'po-1' }), aStoredPrintOrder({ id: 'po-2' })];
    localStorage.setItem(PRINT_ORDERS_KEY, JSON.stringify(earlier));
    const store = storeAt();
    expect(store.get(printOrdersAtom)).toEqual({ ready: false, orders: [] });
    store.set(appendPrintOrderAtom, input('po-3'));
    expect(ids(storedOrders())).toEqual(['po-1', 'po-2', 'po-3']);
  });
});

describe('disabling a print order', () => {
  it('sets its timestamp to 0 and moves it to the front, in storage too', () => {
    const store = storeAt();
    for (const id of ['po-1', 'po-2', 'po-3']) store.set(appendPrintOrderAtom, input(id));
    store.set(disablePrintOrderAtom, 'po-2');
    const expected = [
      { id: 'po-2', timestamp: 0 },
      { id: 'po-1', timestamp: NOW },
      { id: 'po-3', timestamp: NOW },
    ];
    expect(store.get(printOrdersAtom).orders.map(({ id, timestamp }) => ({ id, timestamp }))).toEqual(expected);
    expect(storedOrders().map(({ id, timestamp }) => ({ id, timestamp }))).toEqual(expected);
  });

  it('makes a disabled order the first to go when the list is full', () => {
    const store = storeAt();
    for (const id of ['po-1', 'po-2', 'po-3', 'po-4']) store.set(appendPrintOrderAtom, input(id));
    store.set(disablePrintOrderAtom, 'po-3');
    store.set(appendPrintOrderAtom, input('po-5'));
    expect(ids(storedOrders())).toEqual(['po-1', 'po-2', 'po-4', 'po-5']);
  });

  it('changes nothing for an unknown id', () => {
    const store = storeAt();
    store.set(appendPrintOrderAtom, input('po-1'));
    const before = localStorage.getItem(PRINT_ORDERS_KEY);
    store.set(disablePrintOrderAtom, 'po-9');
    expect(localStorage.getItem(PRINT_ORDERS_KEY)).toBe(before);
  });
});

describe('a corrupt or foreign stored value', () => {
  it.each([
    ['malformed JSON', '[{'],
    ['another shape', JSON.stringify({ printOrders: [] })],
    ['orders of an older format', JSON.stringify([{ id: 'po-1', pid: 7 }])],
  ])('with %s reads as no print orders and is replaced by the next append, leaving the guest cart alone', (_case, raw) => {
    const cart = aGuestCart({ timestamp: NOW, items: [aGuestItem({ timestamp: NOW })] });
    const guestCart = serializeGuestCart({ cart, display: {} });
    localStorage.setItem(GUEST_CART_KEY, guestCart);
    localStorage.setItem(PRINT_ORDERS_KEY, raw);
    const store = storeAt();
    const unsubscribe = store.sub(printOrdersAtom, () => undefined); // mounted: read from storage
    expect(store.get(printOrdersAtom)).toEqual({ ready: true, orders: [] });
    store.set(appendPrintOrderAtom, input('po-1'));
    expect(ids(storedOrders())).toEqual(['po-1']);
    expect(localStorage.getItem(GUEST_CART_KEY)).toBe(guestCart);
    unsubscribe();
  });
});

describe('reading the print orders', () => {
  it('reads storage once a component subscribes, and follows another tab', () => {
    localStorage.setItem(PRINT_ORDERS_KEY, JSON.stringify([aStoredPrintOrder({ id: 'po-1' })]));
    const store = storeAt();
    expect(store.get(printOrdersAtom).ready).toBe(false);
    const unsubscribe = store.sub(printOrdersAtom, () => undefined);
    expect(ids(store.get(printOrdersAtom).orders)).toEqual(['po-1']);

    const written = JSON.stringify([aStoredPrintOrder({ id: 'po-1' }), aStoredPrintOrder({ id: 'po-2' })]);
    localStorage.setItem(PRINT_ORDERS_KEY, written);
    window.dispatchEvent(new StorageEvent('storage', { key: PRINT_ORDERS_KEY, newValue: written, storageArea: localStorage }));
    expect(ids(store.get(printOrdersAtom).orders)).toEqual(['po-1', 'po-2']);
    unsubscribe();
  });
});

describe('the print-order page guard on the stored orders', () => {
  it.each([
    ['no pid', null, 'T-001', { ok: false, error: { type: 'print_order_not_found', status: 404 } }],
    ['an empty pid', '', 'T-001', { ok: false, error: { type: 'print_order_not_found', status: 404 } }],
    ['a pid nothing is stored under', 'po-9', 'T-001', { ok: false, error: { type: 'print_order_not_found', status: 404 } }],
    ['an order of another product', 'po-2', 'T-001', { ok: false, error: { type: 'print_order_product_mismatch', status: 400 } }],
  ])('refuses %s', (_case, pid, routeCode, expected) => {
    const store = storeAt();
    store.set(appendPrintOrderAtom, input('po-1', 'T-001'));
    store.set(appendPrintOrderAtom, input('po-2', 'T-002'));
    expect(checkStoredPrintOrder({ pid, routeCode })).toEqual(expected);
  });

  it('opens with the stored order of that product', () => {
    const store = storeAt();
    store.set(appendPrintOrderAtom, input('po-1', 'T-001'));
    store.set(appendPrintOrderAtom, input('po-2', 'T-002'));
    expect(checkStoredPrintOrder({ pid: 'po-2', routeCode: 'T-002' })).toEqual({
      ok: true,
      value: { ...input('po-2', 'T-002'), timestamp: NOW },
    });
  });

  it('finds nothing when the stored value is corrupt or storage is blocked', () => {
    localStorage.setItem(PRINT_ORDERS_KEY, 'not json');
    expect(checkStoredPrintOrder({ pid: 'po-1', routeCode: 'T-001' })).toEqual({
      ok: false,
      error: { type: 'print_order_not_found', status: 404 },
    });
    expect(checkStoredPrintOrder({ pid: 'po-1', routeCode: 'T-001' }, () => undefined)).toEqual({
      ok: false,
      error: { type: 'print_order_not_found', status: 404 },
    });
  });
});
