/** Server cart refresh (spec §4): stale entries are re-fetched; the server reports changes in meta. */
import {
  SERVER_ESTIMATE_FRESHNESS_MS,
  SERVER_ITEM_FRESHNESS_MS,
  SERVER_PRODUCTION_FRESHNESS_MS,
  SERVER_REORDER_FRESHNESS_MS,
} from './constants.ts';
import { mergeRaisedFlags, raiseFlags } from './flags.ts';
import type { RaisedFlags } from './flags.ts';
import { isNotFound } from './not-found.ts';
import type { CartEstimate, CartReorder, Production, ServerCart, ServerCartItem } from './types.ts';

/** The entries of a server cart, by kind (`/api/cart_items`, `/api/cart_productions`, …). */
export interface ServerCartEntries {
  readonly item: ServerCartItem;
  readonly production: Production;
  readonly reorder: CartReorder;
  readonly estimate: CartEstimate;
}

/** A kind of server cart entry. */
export type ServerCartEntryKind = keyof ServerCartEntries;

/** What the server reports about an entry it re-checked. */
export interface ServerCartEntryMeta {
  readonly shortage?: boolean;
  readonly revision?: boolean;
  readonly expired?: boolean;
}

/** `GET /api/cart_{kind}s/{id}?response_group=order`: the entry (null when gone) and meta. */
export interface ServerCartEntryResponse<T> {
  readonly data: T | null;
  readonly meta: ServerCartEntryMeta;
}

/** Fetches one entry; rejects with statusCode 404 when it is gone. */
export type FetchServerCartEntry = <K extends ServerCartEntryKind>(
  kind: K,
  id: number,
) => Promise<ServerCartEntryResponse<ServerCartEntries[K]>>;

/** What `refreshServerCart` needs from outside. */
export interface RefreshServerCartOptions {
  readonly now: number; // epoch ms
  readonly fetchEntry: FetchServerCartEntry;
}

/** Freshness window of each kind (ms): items and productions 30 min, reorders 15 min, estimates 20 min. */
export const SERVER_FRESHNESS_MS: Readonly<Record<ServerCartEntryKind, number>> = {
  item: SERVER_ITEM_FRESHNESS_MS,
  production: SERVER_PRODUCTION_FRESHNESS_MS,
  reorder: SERVER_REORDER_FRESHNESS_MS,
  estimate: SERVER_ESTIMATE_FRESHNESS_MS,
};

interface Refreshed<T> {
  readonly entries: T[];
  readonly flags: RaisedFlags;
}

async function refreshKind<K extends ServerCartEntryKind>(
  kind: K,
  entries: readonly ServerCartEntries[K][],
  isStale: (entry: ServerCartEntries[K]) => boolean,
  fetchEntry: FetchServerCartEntry,
): Promise<Refreshed<ServerCartEntries[K]>> {
  const results = await Promise.all(
    entries.map(async (entry): Promise<{ entry: ServerCartEntries[K] | null; flags: RaisedFlags }> => {
      if (!isStale(entry)) return { entry, flags: {} };
      let response: ServerCartEntryResponse<ServerCartEntries[K]>;
      try {
        response = await fetchEntry(kind, entry.id);
      } catch (error) {
        if (isNotFound(error)) return { entry: null, flags: { stockout: true } };
        throw error;
      }
      if (response.data === null) {
        const gone = kind === 'reorder' && response.meta.expired ? { expired: true } : { stockout: true };
        return { entry: null, flags: gone };
      }
      return { entry: response.data, flags: { shortage: response.meta.shortage === true, revision: response.meta.revision === true } };
    }),
  );
  return { entries: results.flatMap((r) => (r.entry ? [r.entry] : [])), flags: mergeRaisedFlags(results.map((r) => r.flags)) };
}

/**
 * Re-fetches entries older than their window: items by their updatedAt, productions, reorders and
 * estimates (which carry no updated_at) by the cart's load timestamp. No data → removed + stockout
 * (a reorder: expired when meta says so, else stockout); 404 → removed + stockout; otherwise replaced,
 * recording meta shortage/revision. Other errors are rethrown. Returns a new cart; flags are only raised.
 */
export async function refreshServerCart(cart: ServerCart, { now, fetchEntry }: RefreshServerCartOptions): Promise<ServerCart> {
  const cartIsOlderThan = (kind: ServerCartEntryKind) => now - cart.timestamp > SERVER_FRESHNESS_MS[kind];
  const [items, productions, reorders, estimates] = await Promise.all([
    refreshKind('item', cart.items, (item) => now - item.updatedAt > SERVER_FRESHNESS_MS.item, fetchEntry),
    refreshKind('production', cart.productions, () => cartIsOlderThan('production'), fetchEntry),
    refreshKind('reorder', cart.reorders, () => cartIsOlderThan('reorder'), fetchEntry),
    refreshKind('estimate', cart.estimates, () => cartIsOlderThan('estimate'), fetchEntry),
  ]);
  return raiseFlags(
    { ...cart, items: items.entries, productions: productions.entries, reorders: reorders.entries, estimates: estimates.entries },
    mergeRaisedFlags([items.flags, productions.flags, reorders.flags, estimates.flags]),
  );
}
