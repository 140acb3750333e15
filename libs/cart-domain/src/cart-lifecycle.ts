/** Guest and server cart creation, reset and expiry (spec §4 "Guest cart lifecycle"). */
import { GUEST_CART_EXPIRY_MS } from './constants.ts';
import type { GuestCart, ServerCart } from './types.ts';

/** An empty guest cart with all flags cleared, stamped `now` (epoch ms): the factory reset. */
export function resetGuestCart(now: number): GuestCart {
  return { timestamp: now, items: [], productions: [], stockout: false, shortage: false, revision: false };
}

/** An empty server cart with all flags cleared, stamped `now` (epoch ms). */
export function resetServerCart(now: number): ServerCart {
  return {
    timestamp: now,
    items: [],
    productions: [],
    reorders: [],
    estimates: [],
    expired: false,
    stockout: false,
    shortage: false,
    revision: false,
    syncFailed: false,
  };
}

/** True when the guest cart is older than 7 days (GUEST_CART_EXPIRY_MS) and must be reset. */
export function isGuestCartExpired(cart: Pick<GuestCart, 'timestamp'>, now: number): boolean {
  return now - cart.timestamp > GUEST_CART_EXPIRY_MS;
}
