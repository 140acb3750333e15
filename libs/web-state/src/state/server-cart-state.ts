/**
 * The server cart of a logged-in customer and the cashier (spec §3 "Server cart", "Shop state
 * areas": the cashier has a timestamp and a sync-failed flag).
 *
 * Both are kept in localStorage, so that a failed guest-cart push at login stays flagged after a
 * reload and a page load finds the cart the last page held: the load-time rules reload it only when
 * the cashier's timestamp is over an hour old (spec §4 "On load for a logged-in user"). The cart is
 * stored with its customer's id (./server-cart-storage.ts). A stored value that is not a well-formed
 * cashier counts as the empty cashier (and is removed); logging out removes both (./sign-out.ts).
 */
import { atom } from 'jotai';
import type { ServerCartView } from '../api/cart-mapping.ts';
import { localStorageOrUndefined, parseStoredJson } from '../storage/slot-storage.ts';
import { loadServerCart, saveServerCart } from './server-cart-storage.ts';
import { currentSession } from './session-state.ts';

/** When the server cart was last loaded (epoch ms, 0 = never) and whether pushing the guest cart at login failed. */
export interface Cashier {
  readonly timestamp: number;
  readonly syncFailed: boolean;
}

export const EMPTY_CASHIER: Cashier = { timestamp: 0, syncFailed: false };

/** The localStorage key of the cashier. */
export const CASHIER_KEY = 'shop.cashier';

/** The cashier in a stored string, or null when nothing usable is stored (missing, malformed, foreign). */
export function readStoredCashier(raw: string | null): Cashier | null {
  const value = parseStoredJson(raw);
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const { timestamp, syncFailed } = value as { timestamp?: unknown; syncFailed?: unknown };
  if (typeof timestamp !== 'number' || !Number.isSafeInteger(timestamp) || timestamp < 0) return null;
  if (typeof syncFailed !== 'boolean') return null;
  return { timestamp, syncFailed };
}

/** The storage string of a cashier. */
export function serializeCashier(cashier: Cashier): string {
  return JSON.stringify({ timestamp: cashier.timestamp, syncFailed: cashier.syncFailed });
}

/** Reads the stored cashier; a corrupt value is removed and counts as empty. Never throws. */
export function loadCashier(getStorage: () => Storage | undefined = localStorageOrUndefined): Cashier {
  try {
    const storage = getStorage();
    const raw = storage?.getItem(CASHIER_KEY) ?? null;
    const cashier = readStoredCashier(raw);
    if (cashier === null && raw !== null) storage?.removeItem(CASHIER_KEY);
    return cashier ?? EMPTY_CASHIER;
  } catch {
    // Blocked storage: the cashier lasts for this page view.
    return EMPTY_CASHIER;
  }
}

/** Stores the cashier; the empty cashier removes the key (logout leaves nothing behind). Never throws. */
export function saveCashier(cashier: Cashier, getStorage: () => Storage | undefined = localStorageOrUndefined): void {
  try {
    const storage = getStorage();
    if (cashier.timestamp === EMPTY_CASHIER.timestamp && cashier.syncFailed === EMPTY_CASHIER.syncFailed) {
      storage?.removeItem(CASHIER_KEY);
    } else {
      storage?.setItem(CASHIER_KEY, serializeCashier(cashier));
    }
  } catch {
    // Storage full or blocked: the cashier still holds for this page view.
  }
}

// null until the cashier is first read: it is read from storage then (in the browser, after
// hydration: only actions and effects use it), not when this module loads, so each store reads it.
const cashierSlotAtom = atom<Cashier | null>(null);

/** The cashier, persisted in localStorage. Accepts a value or an update function. */
export const cashierAtom = atom(
  (get): Cashier => get(cashierSlotAtom) ?? loadCashier(),
  (get, set, update: Cashier | ((current: Cashier) => Cashier)) => {
    const current = get(cashierSlotAtom) ?? loadCashier();
    const next = typeof update === 'function' ? update(current) : update;
    set(cashierSlotAtom, next);
    saveCashier(next);
  },
);

// undefined until the cart is first written in this store: until then it is the one stored for the
// customer of the session (read in the browser only; the server has no storage and renders none).
const serverCartMemoryAtom = atom<{ readonly cart: ServerCartView | null } | undefined>(undefined);

/**
 * The server cart, null until loaded (and for guests), persisted in localStorage with its customer's
 * id; written only by this library's actions. Accepts a value or an update function.
 */
export const serverCartSlotAtom = atom(
  (get): ServerCartView | null => {
    const memory = get(serverCartMemoryAtom);
    if (memory) return memory.cart;
    const user = currentSession(get).user;
    return user === null ? null : loadServerCart(user.id);
  },
  (get, set, update: ServerCartView | null | ((current: ServerCartView | null) => ServerCartView | null)) => {
    const next = typeof update === 'function' ? update(get(serverCartSlotAtom)) : update;
    set(serverCartMemoryAtom, { cart: next });
    saveServerCart(next, currentSession(get).user?.id ?? null);
  },
);

/** Read-only: the server cart, null until loaded (and for guests). */
export const serverCartAtom = atom((get) => get(serverCartSlotAtom));

/** Loads of the whole server cart under way (the badge waits for them). */
export const serverCartLoadsAtom = atom(0);
