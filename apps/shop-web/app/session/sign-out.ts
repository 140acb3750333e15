/** Ending the session on the client (spec §4: logout, and a 401 on a page, log the user out). */
import { atom } from 'jotai';
import { EMPTY_CASHIER, cashierAtom, serverCartAtom } from '../cart/server-cart-state.ts';
import { SIGNED_OUT, sessionSlotAtom } from './session-state.ts';

/** Clears the session state, resets the cashier and forgets the server cart (no server call). */
export const signOutLocallyAtom = atom(null, (_get, set) => {
  set(sessionSlotAtom, SIGNED_OUT);
  set(cashierAtom, EMPTY_CASHIER);
  set(serverCartAtom, null);
});
