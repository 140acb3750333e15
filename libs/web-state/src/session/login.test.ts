import { WIRE_EXAMPLES } from '@shop/api-contract/testing';
import { aGuestCart, aGuestItem, aProduction, aSku } from '@shop/cart-domain/testing';
import { beforeEach, describe, expect, it } from 'vitest';
import { GUEST_CART_KEY, readStoredGuestCart, serializeGuestCart } from '../cart/guest-cart-storage.ts';
import { guestCartViewAtom } from '../cart/guest-cart.ts';
import { cashierAtom, serverCartAtom } from '../state/server-cart-state.ts';
import { sessionSlotAtom, sessionUserAtom } from '../state/session-state.ts';
import { SESSION_KEY } from '../storage/storage-keys.ts';
import { answer, createFakeApi } from '../testing/fake-api.ts';
import { createTestStore, noContent, requestLines } from '../testing/test-store.ts';
import { loginAtom, registerAtom } from './login.ts';
import { logoutAtom } from './logout.ts';

const ex = WIRE_EXAMPLES;
const NOW = Date.UTC(2026, 10, 17, 1, 0);
const credentials = { email: 'taro@example.jp', password: 'abcde12345' };

function sessionApi(overrides: Record<string, unknown> = {}) {
  return createFakeApi({
    'GET /laravel/sanctum/csrf-cookie': noContent,
    'POST /laravel/api/login': ex.login.response,
    'POST /laravel/api/register': () => answer(201, ex.register.response),
    'POST /laravel/api/logout': noContent,
    'POST /api/cart_items': () => answer(201, ex.cartItemCreate.response),
    'POST /api/cart_productions': () => answer(201, { data: ex.cartContents.response.data.cart_productions[0] }),
    'GET /api/cart/contents': ex.cartContents.response,
    ...overrides,
  });
}

function storeGuestCart() {
  const cart = aGuestCart({
    timestamp: NOW - 1000,
    items: [aGuestItem({ id: 1, quantity: 2, wrappingId: 1 }), aGuestItem({ id: 2, sku: aSku({ id: 1102 }), quantity: 1 })],
    productions: [aProduction()],
  });
  localStorage.setItem(GUEST_CART_KEY, serializeGuestCart({ cart, display: {} }));
}

beforeEach(() => localStorage.clear());

describe('login (spec §4 steps 1–5)', () => {
  it('fetches the CSRF cookie, logs in, pushes guest items then productions, resets the guest cart and loads the server cart', async () => {
    storeGuestCart();
    const fake = sessionApi();
    const { store } = createTestStore(fake, { now: NOW });
    await expect(store.set(loginAtom, credentials)).resolves.toEqual({ status: true, message: '認証成功' });

    // The first call asks for the CSRF cookie (the fake keeps no cookies, so the client asks again before each POST).
    expect(requestLines(fake)[0]).toBe('GET /laravel/sanctum/csrf-cookie');
    expect(requestLines(fake).filter((line) => !line.includes('csrf-cookie'))).toEqual([
      'POST /laravel/api/login',
      'POST /api/cart_items',
      'POST /api/cart_items',
      'POST /api/cart_productions',
      'GET /api/cart/contents',
    ]);
    const bodies = await Promise.all(fake.requests.filter((request) => request.method === 'POST').map((request) => request.clone().json()));
    expect(bodies.slice(0, 3)).toEqual([
      { email: 'taro@example.jp', password: 'abcde12345' },
      { sku_id: 1101, quantity: 2, wrapping_id: 1 },
      { sku_id: 1101 + 1, quantity: 1, wrapping_id: null },
    ]);
    // The production goes with its plates, repeat choice, every charge it is priced at and its design files.
    expect(bodies[3]).toEqual({
      product_id: 41,
      print_method_id: 51,
      is_repeatable: false,
      item_groups: [{ color_id: 21, items: [{ sku_id: 1101, price: 1500, quantity: 5, wrapping_id: null }] }],
      prints: [
        {
          print_spec_id: 31,
          plates: 1,
          print_charge: 800,
          plate_charge: 5000,
          data_production_fee: 2000,
          color_change_charge: 500,
          color_change_frequency: 0,
          svg_file_uuid: null,
          file_uuid: null,
          layout: null,
          size: null,
        },
      ],
    });
    // Step 2: the sync time, stored with the user for the next page loads.
    expect(store.get(sessionSlotAtom)).toEqual({ status: 'read', user: { id: 1, name: '山田 太郎' }, syncedAt: NOW });
    expect(JSON.parse(localStorage.getItem(SESSION_KEY) ?? 'null')).toEqual({ user: { id: 1, name: '山田 太郎' }, syncedAt: NOW });
    // Step 4: guest cart reset, server cart loaded.
    expect(readStoredGuestCart(localStorage.getItem(GUEST_CART_KEY)).stored?.cart).toEqual(aGuestCart({ timestamp: NOW }));
    expect(store.get(serverCartAtom)?.items.map((item) => item.id)).toEqual([301]);
    expect(store.get(cashierAtom)).toEqual({ timestamp: NOW, syncFailed: false });
  });

  it('marks the cashier syncFailed when pushing fails, and the login still succeeds', async () => {
    storeGuestCart();
    const fake = sessionApi({
      'POST /api/cart_items': () => answer(422, { message: 'この商品は現在お取り扱いしておりません。', errors: {} }),
    });
    const { store } = createTestStore(fake, { now: NOW });
    await expect(store.set(loginAtom, credentials)).resolves.toEqual({ status: true, message: '認証成功' });
    expect(requestLines(fake).filter((line) => line.startsWith('POST /api/'))).toEqual(['POST /api/cart_items']);
    expect(store.get(cashierAtom).syncFailed).toBe(true);
    expect(store.get(serverCartAtom)?.syncFailed).toBe(true);
    expect(store.get(guestCartViewAtom).cart?.items).toEqual([]);
    expect(store.get(sessionUserAtom)).toEqual({ id: 1, name: '山田 太郎' });
  });

  it('pushes nothing for an empty guest cart', async () => {
    const fake = sessionApi();
    const { store } = createTestStore(fake, { now: NOW });
    await store.set(loginAtom, credentials);
    expect(requestLines(fake).filter((line) => !line.includes('csrf-cookie'))).toEqual([
      'POST /laravel/api/login',
      'GET /api/cart/contents',
    ]);
  });

  it('rethrows a failed authentication and changes nothing', async () => {
    storeGuestCart();
    const fake = sessionApi({
      'POST /laravel/api/login': () =>
        answer(422, {
          message: 'メールアドレスまたはパスワードが正しくありません。',
          errors: { email: ['メールアドレスまたはパスワードが正しくありません。'] },
        }),
    });
    const { store } = createTestStore(fake, { now: NOW });
    await expect(store.set(loginAtom, credentials)).rejects.toMatchObject({ statusCode: 422 });
    expect(store.get(sessionUserAtom)).toBeNull();
    expect(readStoredGuestCart(localStorage.getItem(GUEST_CART_KEY)).stored?.cart.items).toHaveLength(2);
  });

  it('registration logs in and merges the guest cart the same way', async () => {
    storeGuestCart();
    const fake = sessionApi();
    const { store } = createTestStore(fake, { now: NOW });
    await store.set(registerAtom, {
      name: '山田 太郎',
      email: 'taro@example.jp',
      password: 'abcde12345',
      passwordConfirmation: 'abcde12345',
    });
    expect(requestLines(fake).filter((line) => line.startsWith('POST'))).toEqual([
      'POST /laravel/api/register',
      'POST /api/cart_items',
      'POST /api/cart_items',
      'POST /api/cart_productions',
    ]);
    expect(
      await fake.requests
        .find((request) => request.url.endsWith('/register'))
        ?.clone()
        .json(),
    ).toEqual(ex.register.request);
    expect(store.get(sessionUserAtom)).toEqual({ id: 1, name: '山田 太郎' });
  });
});

describe('logout', () => {
  it('calls the server, clears the session and resets the cashier', async () => {
    const fake = sessionApi();
    const { store } = createTestStore(fake, { now: NOW, user: { id: 1, name: '山田 太郎' } });
    store.set(cashierAtom, { timestamp: NOW, syncFailed: true });
    await store.set(logoutAtom);
    expect(requestLines(fake)).toContain('POST /laravel/api/logout');
    expect(store.get(sessionUserAtom)).toBeNull();
    expect(store.get(cashierAtom)).toEqual({ timestamp: 0, syncFailed: false });
    expect(localStorage.getItem(SESSION_KEY)).toBeNull();
  });

  it('logs out on the client even when the server session had already ended (401)', async () => {
    const fake = sessionApi({ 'POST /laravel/api/logout': () => answer(401, { message: 'Unauthenticated.' }) });
    const { store } = createTestStore(fake, { user: { id: 1, name: '山田 太郎' } });
    await store.set(logoutAtom);
    expect(store.get(sessionUserAtom)).toBeNull();
  });
});
