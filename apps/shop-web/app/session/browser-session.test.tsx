import { aGuestCart, aGuestItem } from '@shop/cart-domain/testing';
import { GUEST_CART_KEY, cartBadgeShownAtom, serializeGuestCart } from '@shop/web-state';
import { createFakeApi, createTestStore } from '@shop/web-state/testing';
import { act, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../testing/render.tsx';
import { BrowserSession, hasStoredShopState } from './browser-session.tsx';
import { CORRUPT_CART_NOTICE } from './session-bootstrap.tsx';

beforeEach(() => localStorage.clear());

function renderSession() {
  const { store } = createTestStore(createFakeApi({}));
  renderRoutes([{ path: '*', Component: BrowserSession }], '/', { store });
  return store;
}

const storedCart = () => serializeGuestCart({ cart: aGuestCart({ timestamp: Date.now(), items: [aGuestItem()] }), display: {} });

describe('browser session', () => {
  it('loads the bootstrap at once when a cart is stored (a corrupt one is reset with the notice)', async () => {
    localStorage.setItem(GUEST_CART_KEY, 'not json at all');
    expect(hasStoredShopState()).toBe(true);
    renderSession();
    expect((await screen.findByRole('status')).textContent).toContain(CORRUPT_CART_NOTICE);
  });

  it('on a first visit loads nothing until the shopper does something, then keeps the cart dot in step', async () => {
    expect(hasStoredShopState()).toBe(false);
    const store = renderSession();
    // Another tab stores a cart: that wakes the bootstrap, which reads it and shows the dot.
    localStorage.setItem(GUEST_CART_KEY, storedCart());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(store.get(cartBadgeShownAtom)).toBe(false);
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: GUEST_CART_KEY, newValue: localStorage.getItem(GUEST_CART_KEY) }));
    });
    await vi.waitFor(() => expect(store.get(cartBadgeShownAtom)).toBe(true));
  });

  it('wakes the bootstrap at the first pointer move', async () => {
    const store = renderSession();
    localStorage.setItem(GUEST_CART_KEY, storedCart());
    act(() => {
      window.dispatchEvent(new Event('pointermove'));
    });
    await vi.waitFor(() => expect(store.get(cartBadgeShownAtom)).toBe(true));
  });
});
