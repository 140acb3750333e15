import { WIRE_EXAMPLES } from '@shop/api-contract/testing';
import { USER_RESYNC_MS } from '@shop/cart-domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { loadServerCartAtom } from '../cart/server-cart.ts';
import { cashierAtom, serverCartAtom } from '../state/server-cart-state.ts';
import { SERVER_CART_KEY } from '../state/server-cart-storage.ts';
import { signOutLocallyAtom } from '../state/sign-out.ts';
import { sessionSlotAtom, sessionUserAtom } from '../state/session-state.ts';
import { answer, createFakeApi, type FakeApi } from '../testing/fake-api.ts';
import { createTestStore, requestLines } from '../testing/test-store.ts';
import { resyncSessionAtom } from './resync.ts';

const NOW = Date.UTC(2026, 10, 17, 1, 0);
const USER = { id: 1, name: '古い 名前' };

function api(overrides: Record<string, unknown> = {}) {
  return createFakeApi({
    'GET /api/user': WIRE_EXAMPLES.user.response,
    'GET /api/cart/contents': WIRE_EXAMPLES.cartContents.response,
    ...overrides,
  });
}

beforeEach(() => localStorage.clear());

/** The cart as this page already holds it (loaded earlier), with the cashier stamped `timestamp`; no request recorded. */
async function cartInMemory(store: ReturnType<typeof createTestStore>['store'], fake: FakeApi, timestamp: number) {
  await store.set(loadServerCartAtom);
  store.set(cashierAtom, { timestamp, syncFailed: false });
  fake.requests.length = 0;
}

describe('load-time rules for a logged-in customer (1-hour resync)', () => {
  it('does nothing for a guest', async () => {
    const fake = api();
    const { store } = createTestStore(fake, { now: NOW });
    expect(await store.set(resyncSessionAtom)).toBe('guest');
    expect(fake.requests).toEqual([]);
  });

  it.each([
    { syncedAt: null, due: true },
    { syncedAt: NOW - USER_RESYNC_MS - 1, due: true },
    { syncedAt: NOW - USER_RESYNC_MS, due: false },
  ])('sync time $syncedAt: user re-fetched $due', async ({ syncedAt, due }) => {
    const fake = api();
    const { store } = createTestStore(fake, { now: NOW, user: USER, syncedAt });
    await cartInMemory(store, fake, NOW);
    const outcome = await store.set(resyncSessionAtom);
    if (due) {
      expect(outcome).toBe('user-synced');
      expect(requestLines(fake)).toEqual(['GET /api/user', 'GET /api/cart/contents']);
      expect(store.get(sessionSlotAtom)).toEqual({ status: 'read', user: { id: 1, name: '山田 太郎' }, syncedAt: NOW });
    } else {
      expect(outcome).toBe('up-to-date');
      expect(fake.requests).toEqual([]);
    }
  });

  it.each([
    ['no user comes back (401)', () => answer(401, { message: 'Unauthenticated.' })],
    ['the call fails', () => answer(500, { message: 'boom' })],
  ])('logs out when %s', async (_case, reply) => {
    const { store } = createTestStore(api({ 'GET /api/user': reply }), { now: NOW, user: USER, syncedAt: null });
    expect(await store.set(resyncSessionAtom)).toBe('signed-out');
    expect(store.get(sessionUserAtom)).toBeNull();
  });

  it.each([
    { cashier: 0, reloaded: true },
    { cashier: NOW - USER_RESYNC_MS - 1, reloaded: true },
    { cashier: NOW - USER_RESYNC_MS, reloaded: false },
  ])('a synced user with cashier timestamp $cashier: cart reloaded $reloaded', async ({ cashier, reloaded }) => {
    const fake = api();
    const { store } = createTestStore(fake, { now: NOW, user: USER, syncedAt: NOW });
    await cartInMemory(store, fake, cashier);
    expect(await store.set(resyncSessionAtom)).toBe(reloaded ? 'cart-reloaded' : 'up-to-date');
    expect(requestLines(fake)).toEqual(reloaded ? ['GET /api/cart/contents'] : []);
  });

  it('keeps the cart the last page stored on a full page load while the cashier is fresh, and reloads it once the cashier is over an hour old', async () => {
    const first = api();
    const { store: lastPage } = createTestStore(first, { now: NOW, user: USER, syncedAt: NOW });
    await lastPage.set(loadServerCartAtom);
    const held = lastPage.get(serverCartAtom);
    expect(held?.items.length).toBeGreaterThan(0);

    // The next page: a new store over the same localStorage, an hour later to the millisecond.
    const fake = api();
    const { store, setNow } = createTestStore(fake, { now: NOW + USER_RESYNC_MS, user: USER, syncedAt: NOW + USER_RESYNC_MS });
    expect(store.get(serverCartAtom)).toEqual(held);
    expect(await store.set(resyncSessionAtom)).toBe('up-to-date');
    expect(fake.requests).toEqual([]);

    // And the page after that, one millisecond later: the cashier is over an hour old.
    const { store: later } = createTestStore(fake, { now: NOW + USER_RESYNC_MS + 1, user: USER, syncedAt: NOW + USER_RESYNC_MS });
    setNow(NOW + USER_RESYNC_MS + 1);
    expect(await later.set(resyncSessionAtom)).toBe('cart-reloaded');
    expect(requestLines(fake)).toEqual(['GET /api/cart/contents']);
  });

  it('does not take another customer’s stored cart, and logging out removes the stored cart', async () => {
    const { store: lastPage } = createTestStore(api(), { now: NOW, user: USER, syncedAt: NOW });
    await lastPage.set(loadServerCartAtom);
    expect(localStorage.getItem(SERVER_CART_KEY)).not.toBeNull();

    const fake = api();
    const { store } = createTestStore(fake, { now: NOW, user: { id: 2, name: '別の 人' }, syncedAt: NOW });
    expect(store.get(serverCartAtom)).toBeNull();
    expect(await store.set(resyncSessionAtom)).toBe('cart-loaded');
    expect(requestLines(fake)).toEqual(['GET /api/cart/contents']);

    store.set(signOutLocallyAtom);
    expect(localStorage.getItem(SERVER_CART_KEY)).toBeNull();
  });

  it('loads the cart of a synced user when no cart of theirs is stored (a full page load), however fresh the stored cashier', async () => {
    const fake = api();
    const { store } = createTestStore(fake, { now: NOW, user: USER, syncedAt: NOW });
    store.set(cashierAtom, { timestamp: NOW, syncFailed: true });
    expect(store.get(serverCartAtom)).toBeNull();
    expect(await store.set(resyncSessionAtom)).toBe('cart-loaded');
    expect(requestLines(fake)).toEqual(['GET /api/cart/contents']);
    // The flag from the stored cashier reaches the loaded cart (the cart page shows its notice).
    expect(store.get(serverCartAtom)?.syncFailed).toBe(true);
  });

  it('ignores a failed cart reload of a synced user (still logged in)', async () => {
    let calls = 0;
    const fake = api({
      'GET /api/cart/contents': () => (calls++ === 0 ? WIRE_EXAMPLES.cartContents.response : answer(500, { message: 'boom' })),
    });
    const { store } = createTestStore(fake, { now: NOW, user: USER, syncedAt: NOW });
    await cartInMemory(store, fake, NOW - USER_RESYNC_MS - 1);
    expect(await store.set(resyncSessionAtom)).toBe('cart-reloaded');
    expect(requestLines(fake)).toEqual(['GET /api/cart/contents']);
    expect(store.get(sessionUserAtom)).toEqual(USER);
  });

  it('runs once when asked twice at the same time', async () => {
    const fake = api();
    const { store } = createTestStore(fake, { now: NOW, user: USER, syncedAt: null });
    await Promise.all([store.set(resyncSessionAtom), store.set(resyncSessionAtom)]);
    expect(requestLines(fake)).toEqual(['GET /api/user', 'GET /api/cart/contents']);
  });
});
