import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { cartBadgeAtom, cartCountsAtom, showCartBadge } from './cart-badge.ts';

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

  it('starts without a dot and follows what the cart modules report', () => {
    const store = createStore();
    expect(store.get(cartBadgeAtom)).toBe(false);
    store.set(cartCountsAtom, { guestCartCount: 1 });
    expect(store.get(cartBadgeAtom)).toBe(true);
    store.set(cartCountsAtom, { loading: true });
    expect(store.get(cartBadgeAtom)).toBe(false);
  });
});
