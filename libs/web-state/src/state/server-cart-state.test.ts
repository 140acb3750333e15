import { WIRE_EXAMPLES } from '@shop/api-contract/testing';
import { aGuestCart, aGuestItem } from '@shop/cart-domain/testing';
import { createStore } from 'jotai';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GUEST_CART_KEY, serializeGuestCart } from '../cart/guest-cart-storage.ts';
import { loadServerCartAtom } from '../cart/server-cart.ts';
import { loginAtom } from '../session/login.ts';
import { logoutAtom } from '../session/logout.ts';
import { answer, createFakeApi } from '../testing/fake-api.ts';
import { createTestStore, noContent } from '../testing/test-store.ts';
import {
  CASHIER_KEY,
  EMPTY_CASHIER,
  cashierAtom,
  loadCashier,
  readStoredCashier,
  saveCashier,
  serializeCashier,
  serverCartAtom,
} from './server-cart-state.ts';
import { SERVER_CART_KEY } from './server-cart-storage.ts';
import { signOutLocallyAtom } from './sign-out.ts';

const NOW = Date.UTC(2026, 10, 17, 1, 0);
const USER = { id: 1, name: '山田 太郎' };

beforeEach(() => localStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('stored cashier', () => {
  it('reads back what it wrote', () => {
    fc.assert(
      fc.property(fc.nat(), fc.boolean(), (timestamp, syncFailed) => {
        expect(readStoredCashier(serializeCashier({ timestamp, syncFailed }))).toEqual({ timestamp, syncFailed });
      }),
    );
  });

  it.each([
    ['nothing stored', null],
    ['malformed JSON', '{"timestamp":'],
    ['JSON null', 'null'],
    ['a bare array', '[]'],
    ['another site’s value', JSON.stringify({ theme: 'dark' })],
    ['a timestamp as text', JSON.stringify({ timestamp: '1700000000000', syncFailed: false })],
    ['a fractional timestamp', JSON.stringify({ timestamp: 1.5, syncFailed: false })],
    ['a negative timestamp', JSON.stringify({ timestamp: -1, syncFailed: false })],
    ['a flag as text', JSON.stringify({ timestamp: NOW, syncFailed: 'true' })],
    ['a missing flag', JSON.stringify({ timestamp: NOW })],
  ])('finds no cashier in %s', (_case, raw) => {
    expect(readStoredCashier(raw)).toBeNull();
  });
});

describe('cashier in localStorage', () => {
  it('is kept under one key, and a new store (the next page load) reads it back', () => {
    const before = createStore();
    before.set(cashierAtom, { timestamp: NOW, syncFailed: true });
    expect(Object.keys(localStorage)).toEqual([CASHIER_KEY]);
    expect(JSON.parse(localStorage.getItem(CASHIER_KEY) ?? 'null')).toEqual({ timestamp: NOW, syncFailed: true });

    const after = createStore();
    expect(after.get(cashierAtom)).toEqual({ timestamp: NOW, syncFailed: true });
  });

  it('applies an update function to the stored cashier and stores the result', () => {
    localStorage.setItem(CASHIER_KEY, serializeCashier({ timestamp: NOW, syncFailed: false }));
    const store = createStore();
    store.set(cashierAtom, (cashier) => ({ ...cashier, syncFailed: true }));
    expect(readStoredCashier(localStorage.getItem(CASHIER_KEY))).toEqual({ timestamp: NOW, syncFailed: true });
  });

  it('treats a corrupt stored value as the empty cashier and removes it, without throwing', () => {
    localStorage.setItem(CASHIER_KEY, '{"timestamp": "soon", ');
    const store = createStore();
    expect(store.get(cashierAtom)).toEqual(EMPTY_CASHIER);
    expect(localStorage.getItem(CASHIER_KEY)).toBeNull();
    store.set(cashierAtom, (cashier) => ({ ...cashier, timestamp: NOW }));
    expect(readStoredCashier(localStorage.getItem(CASHIER_KEY))).toEqual({ timestamp: NOW, syncFailed: false });
  });

  it('works for the page view when the storage is blocked', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const store = createStore();
    expect(store.get(cashierAtom)).toEqual(EMPTY_CASHIER);
    store.set(cashierAtom, { timestamp: NOW, syncFailed: true });
    expect(store.get(cashierAtom)).toEqual({ timestamp: NOW, syncFailed: true });
    expect(loadCashier(() => undefined)).toEqual(EMPTY_CASHIER);
    expect(() => saveCashier({ timestamp: NOW, syncFailed: false }, () => undefined)).not.toThrow();
  });

  it('is removed from storage when the customer is signed out on the client', () => {
    const store = createStore();
    store.set(cashierAtom, { timestamp: NOW, syncFailed: true });
    store.set(signOutLocallyAtom);
    expect(localStorage.getItem(CASHIER_KEY)).toBeNull();
    expect(createStore().get(cashierAtom)).toEqual(EMPTY_CASHIER);
  });
});

describe('a failed guest-cart push at login survives a reload until logout', () => {
  it('keeps syncFailed for the next page load, marks the cart loaded there, and logout clears it', async () => {
    const cart = aGuestCart({ timestamp: NOW - 1000, items: [aGuestItem({ id: 1, quantity: 2 })] });
    localStorage.setItem(GUEST_CART_KEY, serializeGuestCart({ cart, display: {} }));
    const fake = createFakeApi({
      'GET /laravel/sanctum/csrf-cookie': noContent,
      'POST /laravel/api/login': WIRE_EXAMPLES.login.response,
      'POST /laravel/api/logout': noContent,
      'POST /api/cart_items': () => answer(422, { message: 'この商品は現在お取り扱いしておりません。', errors: {} }),
      'GET /api/cart/contents': WIRE_EXAMPLES.cartContents.response,
    });
    const { store: first } = createTestStore(fake, { now: NOW });
    await first.set(loginAtom, { email: 'taro@example.jp', password: 'abcde12345' });
    expect(first.get(cashierAtom).syncFailed).toBe(true);

    // A full page load: a new store, the cart the last page stored, with the flag.
    const { store: reloaded } = createTestStore(fake, { now: NOW + 60_000, user: USER, syncedAt: NOW });
    expect(reloaded.get(serverCartAtom)).toEqual(first.get(serverCartAtom));
    expect(reloaded.get(serverCartAtom)?.syncFailed).toBe(true);
    expect(reloaded.get(cashierAtom).syncFailed).toBe(true);
    await reloaded.set(loadServerCartAtom);
    expect(reloaded.get(serverCartAtom)?.syncFailed).toBe(true);
    expect(reloaded.get(cashierAtom)).toEqual({ timestamp: NOW + 60_000, syncFailed: true });

    await reloaded.set(logoutAtom);
    expect(localStorage.getItem(CASHIER_KEY)).toBeNull();
    expect(localStorage.getItem(SERVER_CART_KEY)).toBeNull();
    expect(createStore().get(cashierAtom)).toEqual(EMPTY_CASHIER);
  });
});
