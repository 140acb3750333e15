/**
 * What the top bar needs to know about the cart: whether to show the dot badge (spec §2 Navigation
 * behaviour). It follows the carts themselves: the guest cart in localStorage, and the server cart
 * when a customer is logged in.
 */
import { atom } from 'jotai';
import { cartLineCount } from '../api/cart-mapping.ts';
import { serverCartAtom, serverCartLoadsAtom } from '../state/server-cart-state.ts';
import { loggedInAtom, sessionReadyAtom } from '../state/session-state.ts';
import { guestCartViewAtom } from './guest-cart.ts';

export interface CartBadgeInput {
  loggedIn: boolean;
  /** A cart load or refresh is under way (or the cart has not been read yet). */
  loading: boolean;
  /** Lines in the server cart (items, productions, reorders, estimates). */
  serverCartCount: number;
  /** Lines in the guest cart (items and productions). */
  guestCartCount: number;
}

/**
 * The dot shows only when not loading and the relevant cart holds something; the relevant cart is
 * the server cart when logged in, otherwise the guest cart (spec §2 Navigation behaviour).
 */
export function showCartBadge(input: CartBadgeInput): boolean {
  if (input.loading) return false;
  return (input.loggedIn ? input.serverCartCount : input.guestCartCount) > 0;
}

/** The badge input as the carts and the session report it. */
export const cartBadgeInputAtom = atom<CartBadgeInput>((get) => {
  const loggedIn = get(loggedInAtom);
  const guest = get(guestCartViewAtom);
  const server = get(serverCartAtom);
  const loading = !get(sessionReadyAtom) || (loggedIn ? get(serverCartLoadsAtom) > 0 || server === null : !guest.ready);
  return { loggedIn, loading, serverCartCount: cartLineCount(server), guestCartCount: cartLineCount(guest.cart) };
});

/** Read-only: whether the cart icon shows its dot. */
export const cartBadgeAtom = atom((get) => showCartBadge(get(cartBadgeInputAtom)));
