/**
 * What the top bar needs to know about the cart: whether to show the dot badge. The carts
 * themselves (guest cart in localStorage, server cart) arrive with the cart work; until then the
 * counts stay at zero and `cartCountsAtom` is the one place that will feed them.
 */
import { atom } from 'jotai';

export interface CartBadgeInput {
  loggedIn: boolean;
  /** A cart load or refresh is under way. */
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

const cartStatusAtom = atom<CartBadgeInput>({ loggedIn: false, loading: false, serverCartCount: 0, guestCartCount: 0 });

/** Write-only: the cart and session modules report their state here. */
export const cartCountsAtom = atom(null, (get, set, update: Partial<CartBadgeInput>) => {
  set(cartStatusAtom, { ...get(cartStatusAtom), ...update });
});

/** Read-only: whether the cart icon shows its dot. */
export const cartBadgeAtom = atom((get) => showCartBadge(get(cartStatusAtom)));
