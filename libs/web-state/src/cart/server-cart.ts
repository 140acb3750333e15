/**
 * Actions on the server cart of a logged-in customer (spec §4 "Server cart refresh", "Cart edits",
 * §7 cart calls). Every call that answers 401 signs the customer out on the client (spec §4).
 */
import {
  createRequestOf,
  refreshServerCart,
  removeItem,
  type Production,
  type FetchServerCartEntry,
  type ServerCartEntryKind,
} from '@shop/cart-domain';
import type { ApiClient } from '@shop/api-client';
import { atom, type Setter } from 'jotai';
import { firstValidationMessage, isUnauthenticated, statusOf } from '../api/api-errors.ts';
import {
  toCartEstimate,
  toCartProduction,
  toCartReorder,
  toServerCart,
  toServerCartLine,
  type ServerCartLine,
  type ServerCartView,
} from '../api/cart-mapping.ts';
import { servicesAtom } from '../api/services.ts';
import { cashierAtom, serverCartAtom, serverCartLoadsAtom, serverCartSlotAtom } from '../state/server-cart-state.ts';
import { currentSession } from '../state/session-state.ts';
import { signOutLocallyAtom } from '../state/sign-out.ts';

/** Runs an API call; a 401 signs the customer out on the client and is rethrown. */
export async function signOutOn401<T>(set: Setter, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (isUnauthenticated(error)) set(signOutLocallyAtom);
    throw error;
  }
}

const pendingLoadAtom = atom<Promise<ServerCartView | null> | null>(null);

/**
 * Loads the whole server cart (`GET /api/cart/contents`) and stamps the cashier. Concurrent loads
 * share one request. Resolves with the cart, or null when the customer logged out meanwhile.
 */
export const loadServerCartAtom = atom(null, (get, set): Promise<ServerCartView | null> => {
  const pending = get(pendingLoadAtom);
  if (pending) return pending;
  const run = (async () => {
    set(serverCartLoadsAtom, (loads) => loads + 1);
    try {
      const { api, now } = get(servicesAtom);
      const client = await api();
      const answer = await signOutOn401(set, () => client.cart.contents());
      if (currentSession(get).user === null) return null;
      const cart = toServerCart(answer.data, now(), get(cashierAtom).syncFailed);
      set(serverCartSlotAtom, cart);
      set(cashierAtom, (cashier) => ({ ...cashier, timestamp: cart.timestamp }));
      return cart;
    } finally {
      set(serverCartLoadsAtom, (loads) => loads - 1);
      set(pendingLoadAtom, null);
    }
  })();
  set(pendingLoadAtom, run);
  return run;
});

/** Fetches one entry of a kind and maps it (`GET /api/cart_items/{id}` and the like). */
function entryFetcher(client: ApiClient): FetchServerCartEntry {
  const fetchEntry = async (kind: ServerCartEntryKind, id: number) => {
    switch (kind) {
      case 'item': {
        const answer = await client.cartItems.get(id);
        return { data: answer.data && toServerCartLine(answer.data), meta: answer.meta };
      }
      case 'production': {
        const answer = await client.cartProductions.get(id);
        return { data: answer.data && toCartProduction(answer.data), meta: answer.meta };
      }
      case 'reorder': {
        const answer = await client.cartReorders.get(id);
        return { data: answer.data && toCartReorder(answer.data), meta: answer.meta };
      }
      case 'estimate': {
        const answer = await client.cartEstimates.get(id);
        return { data: answer.data && toCartEstimate(answer.data), meta: answer.meta };
      }
    }
  };
  // The switch answers each kind with that kind's entry; TypeScript cannot follow a generic through it.
  return fetchEntry as FetchServerCartEntry;
}

/**
 * Server cart refresh (spec §4): entries older than their window (items 30 min by `updated_at`,
 * productions 30, reorders 15, estimates 20 min by the load time) are re-fetched and the flags rise
 * as cart-domain decides. Without a loaded cart the whole cart is loaded instead. A refresh that
 * raced an edit is dropped. Errors other than 404 are rethrown (401 signs out first).
 */
export const refreshServerCartAtom = atom(null, async (get, set): Promise<void> => {
  const cart = get(serverCartAtom);
  if (!cart) {
    await set(loadServerCartAtom);
    return;
  }
  const { api, now } = get(servicesAtom);
  const client = await api();
  const refreshed = await signOutOn401(set, () => refreshServerCart(cart, { now: now(), fetchEntry: entryFetcher(client) }));
  if (get(serverCartAtom) !== cart) return;
  // Entries come back from the fetchers above, which return display entries.
  set(serverCartSlotAtom, refreshed as ServerCartView);
});

/** The answer to an edit: done (with an optional notice), or refused with a Japanese message. */
export type CartEditResult = { readonly ok: true; readonly notice?: string } | { readonly ok: false; readonly message: string };

export const EDIT_FAILED_MESSAGE = 'カートを更新できませんでした。時間をおいてもう一度お試しください。';
export const SESSION_EXPIRED_MESSAGE = 'ログインの有効期限が切れました。お手数ですが、もう一度ログインしてください。';
const GONE_MESSAGE = 'この商品はすでにカートにありません。';

type EntryRef = { readonly kind: ServerCartEntryKind; readonly id: number };

/** Removes an entry from the loaded cart (no server call). */
function dropEntry(set: Setter, { kind, id }: EntryRef): void {
  set(serverCartSlotAtom, (cart) => {
    if (!cart) return cart;
    switch (kind) {
      case 'item': {
        const result = removeItem(cart, id);
        return result.ok ? result.value : cart;
      }
      case 'production':
        return { ...cart, productions: cart.productions.filter((production) => production.id !== id) };
      case 'reorder':
        return { ...cart, reorders: cart.reorders.filter((reorder) => reorder.id !== id) };
      case 'estimate':
        return { ...cart, estimates: cart.estimates.filter((estimate) => estimate.id !== id) };
    }
  });
}

/** Turns a failed edit into its message; a 404 means the entry is gone, so it leaves the cart too. */
function editFailure(set: Setter, error: unknown, entry: EntryRef): CartEditResult {
  if (isUnauthenticated(error)) return { ok: false, message: SESSION_EXPIRED_MESSAGE };
  if (statusOf(error) === 404) {
    dropEntry(set, entry);
    return { ok: false, message: GONE_MESSAGE };
  }
  return { ok: false, message: firstValidationMessage(error) ?? EDIT_FAILED_MESSAGE };
}

function replaceLine(set: Setter, line: ServerCartLine): void {
  set(serverCartSlotAtom, (cart) => (cart ? { ...cart, items: cart.items.map((item) => (item.id === line.id ? line : item)) } : cart));
}

/** Changes a line's quantity (`PUT /api/cart_items/{id}`); the server caps it at the stock. */
export const changeServerItemQuantityAtom = atom(
  null,
  async (get, set, { itemId, quantity }: { itemId: number; quantity: number }): Promise<CartEditResult> => {
    try {
      const client = await get(servicesAtom).api();
      const answer = await signOutOn401(set, () => client.cartItems.update(itemId, { quantity }));
      const line = toServerCartLine(answer.data);
      replaceLine(set, line);
      return line.quantity < quantity ? { ok: true, notice: `在庫数に合わせて数量を${line.quantity}点にしました。` } : { ok: true };
    } catch (error) {
      return editFailure(set, error, { kind: 'item', id: itemId });
    }
  },
);

/** Chooses a line's wrapping (`PUT /api/cart_items/{id}` with wrapping_id; null clears it). */
export const changeServerItemWrappingAtom = atom(
  null,
  async (get, set, { itemId, wrappingId }: { itemId: number; wrappingId: number | null }): Promise<CartEditResult> => {
    try {
      const client = await get(servicesAtom).api();
      const answer = await signOutOn401(set, () => client.cartItems.update(itemId, { wrappingId }));
      replaceLine(set, toServerCartLine(answer.data));
      return { ok: true };
    } catch (error) {
      return editFailure(set, error, { kind: 'item', id: itemId });
    }
  },
);

/** Removes an entry (`DELETE /api/cart_items|cart_productions|cart_reorders|cart_estimates/{id}`). */
export const removeServerEntryAtom = atom(null, async (get, set, entry: EntryRef): Promise<CartEditResult> => {
  try {
    const client = await get(servicesAtom).api();
    await signOutOn401(set, () => {
      switch (entry.kind) {
        case 'item':
          return client.cartItems.delete(entry.id);
        case 'production':
          return client.cartProductions.delete(entry.id);
        case 'reorder':
          return client.cartReorders.delete(entry.id);
        case 'estimate':
          return client.cartEstimates.delete(entry.id);
      }
    });
    dropEntry(set, entry);
    return { ok: true };
  } catch (error) {
    // Already gone is what the customer wanted.
    if (statusOf(error) === 404) {
      dropEntry(set, entry);
      return { ok: true };
    }
    return editFailure(set, error, entry);
  }
});

/** One SKU to add to the server cart. */
export interface ServerAddition {
  readonly skuId: number;
  readonly quantity: number;
  readonly wrappingId: number | null;
}

/** What adding did: pieces added, whether the stock cut some, or why it stopped. */
export type ServerAdditionResult =
  | { readonly ok: true; readonly added: number; readonly capped: boolean }
  | { readonly ok: false; readonly added: number; readonly message: string };

/**
 * Adds SKUs one call each (`POST /api/cart_items`), then reloads the server cart. Stops at the first
 * refusal and reports its message (the lines added before it stay in the cart).
 */
export const addToServerCartAtom = atom(null, async (get, set, additions: readonly ServerAddition[]): Promise<ServerAdditionResult> => {
  let added = 0;
  let capped = false;
  let failure: string | undefined;
  try {
    const client = await get(servicesAtom).api();
    for (const addition of additions) {
      const before =
        get(serverCartAtom)?.items.find((item) => item.sku.id === addition.skuId && item.wrappingId === addition.wrappingId)?.quantity ?? 0;
      const answer = await signOutOn401(set, () => client.cartItems.create(addition));
      added += Math.max(0, answer.data.quantity - before);
      if (answer.data.quantity < before + addition.quantity) capped = true;
    }
  } catch (error) {
    failure = isUnauthenticated(error) ? SESSION_EXPIRED_MESSAGE : (firstValidationMessage(error) ?? EDIT_FAILED_MESSAGE);
  }
  if (currentSession(get).user !== null) {
    try {
      await set(loadServerCartAtom);
    } catch {
      // The cart page loads it again; the addition itself is done.
    }
  }
  return failure === undefined ? { ok: true, added, capped } : { ok: false, added, message: failure };
});

/** What putting a print order into the server cart did: done, or refused with the server's Japanese message. */
export type ServerProductionResult = { readonly ok: true } | { readonly ok: false; readonly message: string };

/**
 * Puts a priced print order into the server cart (`POST /api/cart_productions` with
 * `createRequestOf(production)`; the server prices it again with the same rule), then reloads the
 * server cart. A 422 is refused with its first message; a 401 signs out first.
 */
export const addProductionToServerCartAtom = atom(null, async (get, set, production: Production): Promise<ServerProductionResult> => {
  let result: ServerProductionResult = { ok: true };
  try {
    const client = await get(servicesAtom).api();
    await signOutOn401(set, () => client.cartProductions.create(createRequestOf(production)));
  } catch (error) {
    result = {
      ok: false,
      message: isUnauthenticated(error) ? SESSION_EXPIRED_MESSAGE : (firstValidationMessage(error) ?? EDIT_FAILED_MESSAGE),
    };
  }
  if (result.ok && currentSession(get).user !== null) {
    try {
      await set(loadServerCartAtom);
    } catch {
      // The cart page loads it again; the print order itself is in the cart.
    }
  }
  return result;
});
