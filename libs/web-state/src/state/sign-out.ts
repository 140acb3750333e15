/** Ending the session on the client (spec §4: logout, and a 401 on a page, log the user out). */
import { atom } from 'jotai';
import { EMPTY_CASHIER, cashierAtom, serverCartSlotAtom } from './server-cart-state.ts';
import { SIGNED_OUT, currentSession, sessionSlotAtom } from './session-state.ts';

/** Clears the session state, resets the cashier (removing it from storage) and forgets the server cart (no server call). */
export const signOutLocallyAtom = atom(null, (_get, set) => {
  set(sessionSlotAtom, SIGNED_OUT);
  set(cashierAtom, EMPTY_CASHIER);
  set(serverCartSlotAtom, null);
});

/**
 * What a 401 does (spec §4 "A 401 on a page also logs the user out", §8): a logged-in customer is
 * signed out on the client; a guest is left as they are.
 */
export const signOutOnUnauthenticatedAtom = atom(null, (get, set) => {
  if (currentSession(get).user !== null) set(signOutLocallyAtom);
});
