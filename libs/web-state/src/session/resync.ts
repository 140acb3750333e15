/**
 * The load-time rules for a logged-in customer (spec §4 "On load for a logged-in user"):
 * - last sync missing or older than 1 hour → fetch the user; a user → store it, update the sync
 *   time and load the server cart; no user or an error → log out;
 * - otherwise reload the server cart only when the cashier timestamp is older than 1 hour, ignoring
 *   errors.
 * The cashier and the cart are kept in localStorage (../state/server-cart-state.ts), so a full page
 * load finds the cart the last page held and the 1-hour rule decides; only when no cart of this
 * customer is stored (another browser's login, storage cleared or blocked) is it loaded at once.
 */
import { isServerCartReloadDue, isUserResyncDue } from '@shop/cart-domain';
import { atom } from 'jotai';
import { servicesAtom } from '../api/services.ts';
import { loadServerCartAtom } from '../cart/server-cart.ts';
import { cashierAtom, serverCartAtom } from '../state/server-cart-state.ts';
import { currentSession, sessionSlotAtom } from '../state/session-state.ts';
import { signOutLocallyAtom } from '../state/sign-out.ts';

/** What the load-time check did. */
export type ResyncOutcome = 'guest' | 'user-synced' | 'signed-out' | 'cart-loaded' | 'cart-reloaded' | 'up-to-date';

const pendingAtom = atom<Promise<ResyncOutcome> | null>(null);

/** Runs the load-time rules once (concurrent runs share one). */
export const resyncSessionAtom = atom(null, (get, set): Promise<ResyncOutcome> => {
  const pending = get(pendingAtom);
  if (pending) return pending;
  const run = (async (): Promise<ResyncOutcome> => {
    // Yield first, so `pendingAtom` holds this run before any of it (and its `finally`) executes.
    await Promise.resolve();
    try {
      const session = currentSession(get);
      if (session.user === null) return 'guest';
      const { api, now } = get(servicesAtom);
      const at = now();
      if (isUserResyncDue(session.syncedAt, at)) {
        try {
          const client = await api();
          const user = await client.user.get();
          set(sessionSlotAtom, { status: 'read', user: { id: user.id, name: user.name }, syncedAt: at });
        } catch {
          set(signOutLocallyAtom);
          return 'signed-out';
        }
        try {
          await set(loadServerCartAtom);
        } catch {
          // A 401 there has signed the customer out already; other failures wait for the next load.
        }
        return 'user-synced';
      }
      const absent = get(serverCartAtom) === null;
      if (absent || isServerCartReloadDue(get(cashierAtom).timestamp, at)) {
        try {
          await set(loadServerCartAtom);
        } catch {
          // Ignored (spec §4); a 401 has signed the customer out.
        }
        return absent ? 'cart-loaded' : 'cart-reloaded';
      }
      return 'up-to-date';
    } finally {
      set(pendingAtom, null);
    }
  })();
  set(pendingAtom, run);
  return run;
});
