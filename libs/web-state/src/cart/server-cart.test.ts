import { SERVER_ITEM_FRESHNESS_MS, yen } from '@shop/cart-domain';
import { WIRE_EXAMPLES } from '@shop/api-contract/testing';
import { describe, expect, it } from 'vitest';
import { cashierAtom, serverCartAtom } from '../state/server-cart-state.ts';
import { sessionUserAtom } from '../state/session-state.ts';
import { answer, createFakeApi } from '../testing/fake-api.ts';
import { createTestStore, noContent, requestLines } from '../testing/test-store.ts';
import {
  addToServerCartAtom,
  changeServerItemQuantityAtom,
  loadServerCartAtom,
  refreshServerCartAtom,
  removeServerEntryAtom,
  SESSION_EXPIRED_MESSAGE,
} from './server-cart.ts';

const ex = WIRE_EXAMPLES;
const USER = { id: 1, name: '山田 太郎' };
const UPDATED = Date.parse('2024-05-01T09:30:00.000000Z');

function cartApi(overrides: Record<string, unknown> = {}) {
  return createFakeApi({
    'GET /api/cart/contents': ex.cartContents.response,
    // The fake has no cookie jar, so every state-changing call fetches the CSRF cookie first.
    'GET /laravel/sanctum/csrf-cookie': noContent,
    ...overrides,
  });
}

describe('loading the server cart', () => {
  it('maps every entry with money as yen and stamps the cashier', async () => {
    const fake = cartApi();
    const { store } = createTestStore(fake, { now: UPDATED, user: USER });
    await store.set(loadServerCartAtom);
    const cart = store.get(serverCartAtom);
    expect(cart?.items).toEqual([
      {
        id: 301,
        sku: { id: 101, price: yen(1210), inventory: { quantityAvailable: 40 } },
        product: { id: 5, code: '5001-01', name: '5.6オンス ハイクオリティーTシャツ', image: null },
        color: { id: 11, name: 'ホワイト', hex: '#ffffff' },
        size: { id: 21, name: 'S' },
        quantity: 2,
        price: yen(1210),
        wrappingId: null,
        wrappings: [{ id: 7, name: 'ギフト包装', charge: yen(330) }],
        updatedAt: UPDATED,
      },
    ]);
    expect(cart?.productions.map((production) => production.id)).toEqual([401]);
    expect(cart?.reorders.map((reorder) => [reorder.id, reorder.leadDays])).toEqual([[801, 8]]);
    expect(cart?.estimates).toEqual([{ id: 901, estimate: { total: yen(52800), leadDays: 10 } }]);
    expect(store.get(cashierAtom)).toEqual({ timestamp: UPDATED, syncFailed: false });
  });

  it('shares one request between concurrent loads', async () => {
    const fake = cartApi();
    const { store } = createTestStore(fake, { user: USER });
    await Promise.all([store.set(loadServerCartAtom), store.set(loadServerCartAtom)]);
    expect(requestLines(fake)).toEqual(['GET /api/cart/contents']);
  });

  it('logs the customer out on a 401', async () => {
    const { store } = createTestStore(cartApi({ 'GET /api/cart/contents': () => answer(401, { message: 'Unauthenticated.' }) }), {
      user: USER,
    });
    await expect(store.set(loadServerCartAtom)).rejects.toMatchObject({ statusCode: 401 });
    expect(store.get(sessionUserAtom)).toBeNull();
    expect(store.get(serverCartAtom)).toBeNull();
  });
});

describe('server cart refresh (per-entry windows)', () => {
  const MINUTE = 60_000;
  const shows = {
    'GET /api/cart_items/301': ex.cartItemShow.response,
    'GET /api/cart_productions/401': { data: null, meta: { shortage: false, revision: false, expired: false } },
    'GET /api/cart_reorders/801': ex.cartReorderShow.response,
    'GET /api/cart_estimates/901': ex.cartEstimateShow.response,
  };

  it.each([
    { after: 15 * MINUTE, fetched: [] },
    { after: 15 * MINUTE + 1, fetched: ['GET /api/cart_reorders/801'] },
    { after: 20 * MINUTE + 1, fetched: ['GET /api/cart_estimates/901', 'GET /api/cart_reorders/801'] },
    {
      after: SERVER_ITEM_FRESHNESS_MS + 1,
      fetched: ['GET /api/cart_estimates/901', 'GET /api/cart_items/301', 'GET /api/cart_productions/401', 'GET /api/cart_reorders/801'],
    },
  ])('$after ms after loading re-fetches $fetched', async ({ after, fetched }) => {
    const fake = cartApi(shows);
    const { store, setNow } = createTestStore(fake, { now: UPDATED, user: USER });
    await store.set(loadServerCartAtom);
    setNow(UPDATED + after);
    await store.set(refreshServerCartAtom);
    expect(requestLines(fake).slice(1).toSorted()).toEqual(fetched);
  });

  it('removes what the server no longer has and raises the flags from meta (reorder: expired)', async () => {
    const fake = cartApi(shows);
    const { store, setNow } = createTestStore(fake, { now: UPDATED, user: USER });
    await store.set(loadServerCartAtom);
    setNow(UPDATED + SERVER_ITEM_FRESHNESS_MS + 1);
    await store.set(refreshServerCartAtom);
    const cart = store.get(serverCartAtom);
    expect(cart?.items.map((item) => item.id)).toEqual([301]);
    expect(cart?.productions).toEqual([]);
    expect(cart?.reorders).toEqual([]);
    expect(cart?.estimates.map((estimate) => estimate.id)).toEqual([901]);
    expect(cart).toMatchObject({ stockout: true, expired: true, revision: true, shortage: false, syncFailed: false });
  });

  it('removes an entry that answers 404 (stockout) and rethrows other errors', async () => {
    const gone = cartApi({ ...shows, 'GET /api/cart_items/301': () => answer(404, { message: 'No item exists.' }) });
    const first = createTestStore(gone, { now: UPDATED, user: USER });
    await first.store.set(loadServerCartAtom);
    first.setNow(UPDATED + SERVER_ITEM_FRESHNESS_MS + 1);
    await first.store.set(refreshServerCartAtom);
    expect(first.store.get(serverCartAtom)).toMatchObject({ items: [], stockout: true });

    const broken = cartApi({ ...shows, 'GET /api/cart_items/301': () => answer(500, { message: 'boom' }) });
    const second = createTestStore(broken, { now: UPDATED, user: USER });
    await second.store.set(loadServerCartAtom);
    second.setNow(UPDATED + SERVER_ITEM_FRESHNESS_MS + 1);
    await expect(second.store.set(refreshServerCartAtom)).rejects.toMatchObject({ statusCode: 500 });
    expect(second.store.get(serverCartAtom)?.items).toHaveLength(1);
  });

  it('loads the whole cart when none is loaded yet', async () => {
    const fake = cartApi();
    const { store } = createTestStore(fake, { user: USER });
    await store.set(refreshServerCartAtom);
    expect(requestLines(fake)).toEqual(['GET /api/cart/contents']);
    expect(store.get(serverCartAtom)?.items).toHaveLength(1);
  });
});

describe('server cart edits', () => {
  it('changes a quantity with PUT and says when the server capped it at the stock', async () => {
    const fake = cartApi({ 'PUT /api/cart_items/301': { data: { ...ex.cartItemShow.response.data, quantity: 40 } } });
    const { store } = createTestStore(fake, { user: USER });
    await store.set(loadServerCartAtom);
    expect(await store.set(changeServerItemQuantityAtom, { itemId: 301, quantity: 50 })).toEqual({
      ok: true,
      notice: '在庫数に合わせて数量を40点にしました。',
    });
    expect(store.get(serverCartAtom)?.items[0]?.quantity).toBe(40);
    const put = fake.requests.at(-1);
    expect(await put?.json()).toEqual({ quantity: 50 });
  });

  it('shows the server’s Japanese message for a refused edit', async () => {
    const fake = cartApi({
      'PUT /api/cart_items/301': () =>
        answer(422, {
          message: '申し訳ございません。この商品は在庫切れです。',
          errors: { quantity: ['申し訳ございません。この商品は在庫切れです。'] },
        }),
    });
    const { store } = createTestStore(fake, { user: USER });
    await store.set(loadServerCartAtom);
    expect(await store.set(changeServerItemQuantityAtom, { itemId: 301, quantity: 3 })).toEqual({
      ok: false,
      message: '申し訳ございません。この商品は在庫切れです。',
    });
  });

  it.each([
    ['item', 301, 'DELETE /api/cart_items/301'],
    ['production', 401, 'DELETE /api/cart_productions/401'],
    ['reorder', 801, 'DELETE /api/cart_reorders/801'],
    ['estimate', 901, 'DELETE /api/cart_estimates/901'],
  ] as const)('removes a %s with its DELETE call', async (kind, id, call) => {
    const fake = cartApi({ [call]: noContent });
    const { store } = createTestStore(fake, { user: USER });
    await store.set(loadServerCartAtom);
    expect(await store.set(removeServerEntryAtom, { kind, id })).toEqual({ ok: true });
    expect(requestLines(fake).at(-1)).toBe(call);
    const cart = store.get(serverCartAtom);
    expect([cart?.items, cart?.productions, cart?.reorders, cart?.estimates].flat().some((entry) => entry?.id === id)).toBe(false);
  });

  it('a 401 on an edit logs the customer out and says so', async () => {
    const fake = cartApi({ 'DELETE /api/cart_items/301': () => answer(401, { message: 'Unauthenticated.' }) });
    const { store } = createTestStore(fake, { user: USER });
    await store.set(loadServerCartAtom);
    expect(await store.set(removeServerEntryAtom, { kind: 'item', id: 301 })).toEqual({ ok: false, message: SESSION_EXPIRED_MESSAGE });
    expect(store.get(sessionUserAtom)).toBeNull();
  });
});

describe('adding to the server cart', () => {
  it('posts each SKU, then reloads the cart', async () => {
    const fake = cartApi({ 'POST /api/cart_items': ex.cartItemCreate.response });
    const { store } = createTestStore(fake, { user: USER });
    const result = await store.set(addToServerCartAtom, [{ skuId: 101, quantity: 2, wrappingId: null }]);
    expect(result).toEqual({ ok: true, added: 2, capped: false });
    expect(requestLines(fake)).toEqual(['GET /laravel/sanctum/csrf-cookie', 'POST /api/cart_items', 'GET /api/cart/contents']);
    expect(await fake.requests[1]?.json()).toEqual({ sku_id: 101, quantity: 2, wrapping_id: null });
  });
});
