/**
 * What the account pages change about the client-side session (issue #14): a new name shows in the
 * greeting and the user menu at once, in every tab; a closed account is signed out here as it is on
 * the server (its sessions ended there already).
 */
import { atom } from 'jotai';
import { currentSession, sessionSlotAtom } from '../state/session-state.ts';
import { signOutLocallyAtom } from '../state/sign-out.ts';

/** The logged-in customer's new name (after `PUT /api/account/name`); nothing for a guest. */
export const renameSessionUserAtom = atom(null, (get, set, name: string) => {
  const session = currentSession(get);
  if (session.user === null || name === '') return;
  set(sessionSlotAtom, { ...session, user: { ...session.user, name } });
});

/** The account was closed: this browser is logged out and its server cart forgotten. */
export const accountClosedAtom = atom(null, (_get, set) => {
  set(signOutLocallyAtom);
});
