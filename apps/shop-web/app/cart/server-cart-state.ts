/**
 * The server cart of a logged-in customer and the cashier (spec §3 "Server cart", "Shop state
 * areas": the cashier has a timestamp and a sync-failed flag). Both live in memory only: a customer's
 * cart is never written to the browser's storage, so after a full page load the cashier timestamp
 * is 0 and the load-time rules reload the cart (spec §4 "On load for a logged-in user").
 */
import { atom } from 'jotai';
import type { ServerCartView } from './cart-mapping.ts';

/** When the server cart was last loaded (epoch ms, 0 = never) and whether pushing the guest cart at login failed. */
export interface Cashier {
  readonly timestamp: number;
  readonly syncFailed: boolean;
}

export const EMPTY_CASHIER: Cashier = { timestamp: 0, syncFailed: false };

/** The cashier. */
export const cashierAtom = atom<Cashier>(EMPTY_CASHIER);

/** The server cart, null until loaded (and for guests). */
export const serverCartAtom = atom<ServerCartView | null>(null);

/** Loads of the whole server cart under way (the badge waits for them). */
export const serverCartLoadsAtom = atom(0);
