import { GUEST_CART_KEY, SESSION_KEY, localStorageOrUndefined } from '@shop/web-state';
import { Suspense, useEffect, useState } from 'react';
import { lazyPart } from '../islands/lazy-part.ts';
import { useHydrated } from './use-hydrated.ts';

/**
 * The session and cart bootstrap (guest cart expiry, load-time session rules, 401 handling, the
 * cart dot; spec §4) runs in the browser only, so it is loaded after hydration: the cart store,
 * its stored-cart parser (valibot) and cart-domain stay out of the page's first JavaScript. With
 * nothing stored (a first visit: no cart, no session) it has nothing to do until the shopper does
 * something, so it is loaded at the first input (or when another tab stores a cart) instead.
 */
const SessionBootstrap = lazyPart(() => import('./session-bootstrap.tsx').then((module) => module.SessionBootstrap));

/** What wakes the bootstrap on a first visit: any input, or another tab writing the storage. */
export const BOOTSTRAP_TRIGGERS = ['pointermove', 'pointerdown', 'keydown', 'touchstart', 'wheel', 'storage'] as const;

/** Whether this browser keeps a guest cart or a session (then the bootstrap has work at once). */
export function hasStoredShopState(): boolean {
  try {
    const storage = localStorageOrUndefined();
    return storage !== undefined && (storage.getItem(GUEST_CART_KEY) !== null || storage.getItem(SESSION_KEY) !== null);
  } catch {
    return true; // storage refused: let the bootstrap decide
  }
}

/** Mounted by the root route: the bootstrap, loaded after hydration (at once, or at the first input). */
export function BrowserSession() {
  const hydrated = useHydrated();
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    const wake = () => setWanted(true);
    if (hasStoredShopState()) {
      queueMicrotask(wake);
      return;
    }
    for (const type of BOOTSTRAP_TRIGGERS) window.addEventListener(type, wake, { capture: true, passive: true, once: true });
    return () => {
      for (const type of BOOTSTRAP_TRIGGERS) window.removeEventListener(type, wake, { capture: true });
    };
  }, []);
  return hydrated && wanted ? (
    <Suspense fallback={null}>
      <SessionBootstrap />
    </Suspense>
  ) : null;
}
