/** Logging out (spec §4): `POST /laravel/api/logout`, then the session state is cleared and the cashier reset. */
import { atom } from 'jotai';
import { servicesAtom } from '../api/services.ts';
import { signOutLocallyAtom } from '../state/sign-out.ts';

/**
 * Logs out on the server, then always on the client: a session the server already ended (401), or
 * a call that failed, still leaves this browser logged out. The caller then goes to `/`.
 */
export const logoutAtom = atom(null, async (get, set): Promise<void> => {
  try {
    const client = await get(servicesAtom).api();
    await client.auth.logout();
  } catch {
    // Logged out here in any case; the server session ends by itself (idle expiry).
  } finally {
    set(signOutLocallyAtom);
  }
});
