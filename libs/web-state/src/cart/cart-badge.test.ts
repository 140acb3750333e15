import { aGuestCart, aGuestItem } from '@shop/cart-domain/testing';
import { WIRE_EXAMPLES } from '@shop/api-contract/testing';
import { createStore } from 'jotai';
import { beforeEach, describe, expect, it } from 'vitest';
import { createFakeApi } from '../testing/fake-api.ts';
import { createTestStore } from '../testing/test-store.ts';
import { cartBadgeAtom, cartBadgeInputAtom, showCartBadge } from './cart-badge.ts';
import { GUEST_CART_KEY, serializeGuestCart } from './guest-cart-storage.ts';
import { loadGuestCartAtom } from './guest-cart.ts';
import { loadServerCartAtom } from './server-cart.ts';

beforeEach(() => localStorage.clear());

describe('cart badge', () => {
  it.each([
    { loggedIn: false, loading: false, serverCartCount: 0, guestCartCount: 2, shows: true },
    { loggedIn: false, loading: false, serverCartCount: 3, guestCartCount: 0, shows: false },
    { loggedIn: true, loading: false, serverCartCount: 3, guestCartCount: 0, shows: true },
    { loggedIn: true, loading: false, serverCartCount: 0, guestCartCount: 2, shows: false },
    { loggedIn: true, loading: true, serverCartCount: 3, guestCartCount: 0, shows: false },
    { loggedIn: false, loading: true, serverCartCount: 0, guestCartCount: 2, shows: false },
  ])('logged in $loggedIn, loading $loading, server $serverCartCount, guest $guestCartCount → dot $shows', ({ shows, ...input }) => {
    expect(showCartBadge(input)).toBe(shows);
  });

  it('shows no dot before anything has been read (server render, hydration)', () => {
    const store = createStore();
    expect(store.get(cartBadgeInputAtom)).toMatchObject({ loading: true });
    expect(store.get(cartBadgeAtom)).toBe(false);
  });

  it('follows the guest cart for a visitor', () => {
    localStorage.setItem(
      GUEST_CART_KEY,
      serializeGuestCart({ cart: aGuestCart({ timestamp: Date.now(), items: [aGuestItem()] }), display: {} }),
    );
    const { store } = createTestStore(createFakeApi({}), { now: Date.now() });
    const unsubscribe = store.sub(cartBadgeAtom, () => undefined); // mounted, as the top bar does
    store.set(loadGuestCartAtom);
    expect(store.get(cartBadgeInputAtom)).toEqual({ loggedIn: false, loading: false, serverCartCount: 0, guestCartCount: 1 });
    expect(store.get(cartBadgeAtom)).toBe(true);
    unsubscribe();
  });

  it('follows the server cart once logged in, not while it loads, and never the guest cart', async () => {
    localStorage.setItem(
      GUEST_CART_KEY,
      serializeGuestCart({ cart: aGuestCart({ timestamp: Date.now(), items: [aGuestItem()] }), display: {} }),
    );
    const fake = createFakeApi({ 'GET /api/cart/contents': WIRE_EXAMPLES.cartContents.response });
    const { store } = createTestStore(fake, { user: { id: 1, name: '山田 太郎' } });
    store.set(loadGuestCartAtom);
    expect(store.get(cartBadgeAtom)).toBe(false); // server cart not loaded yet
    const loading = store.set(loadServerCartAtom);
    expect(store.get(cartBadgeInputAtom).loading).toBe(true);
    await loading;
    expect(store.get(cartBadgeInputAtom)).toEqual({ loggedIn: true, loading: false, serverCartCount: 4, guestCartCount: 1 });
    expect(store.get(cartBadgeAtom)).toBe(true);
  });
});
