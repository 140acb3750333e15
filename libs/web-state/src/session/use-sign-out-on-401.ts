/**
 * A 401 error page signs the customer out in the browser (spec §4, §8 "401 also logs out"), whether
 * the loader failed on the server (the page arrives rendered and this runs after hydration) or on a
 * client-side navigation. An API call the browser makes reports its own 401
 * (../api/unauthenticated.ts); a server-side loader's 401 reaches the browser only as the error
 * page, so the page does it here.
 */
import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { signOutOnUnauthenticatedAtom } from '../state/sign-out.ts';

/** Signs out on the client once the page shows `statusCode` 401 (effects run in the browser only). */
export function useSignOutOn401(statusCode: number): void {
  const signOut = useSetAtom(signOutOnUnauthenticatedAtom);
  useEffect(() => {
    if (statusCode === 401) signOut();
  }, [statusCode, signOut]);
}
