/**
 * In-process copy of each customer's `GET /api/cart/contents` answer. Used only when this process
 * owns the database (PGlite), so every cart write passes through the cart routes, which drop the
 * customer's copy. A per-customer version makes a read that overlapped a write not store what it
 * read. Stock and prices change outside the cart (checkout, catalogue updates), so a copy also ages
 * out after `CONTENTS_TTL_MS`; the per-entry refresh GETs always read the database.
 */

/** How long a copy of a cart answer is kept, ms. */
export const CONTENTS_TTL_MS = 5_000;
/** Most carts kept; the oldest inserted go first. */
const MAX_ENTRIES = 20_000;

interface Entry {
  body: string;
  version: number;
  /** performance.now() after which the copy is stale, ms */
  expiresAt: number;
}

const entries = new Map<number, Entry>();
const versions = new Map<number, number>();

/** The customer's cart write version: read it before loading the cart, pass it to `storeCartContents`. */
export function cartVersion(customerId: number): number {
  return versions.get(customerId) ?? 0;
}

/** The cached cart answer of a customer, or undefined. */
export function cachedCartContents(customerId: number): string | undefined {
  const entry = entries.get(customerId);
  if (!entry) return undefined;
  if (entry.expiresAt < performance.now() || entry.version !== cartVersion(customerId)) {
    entries.delete(customerId);
    return undefined;
  }
  return entry.body;
}

/** Keeps a cart answer, unless the cart was written since `version` was read. */
export function storeCartContents(customerId: number, version: number, body: string): void {
  if (version !== cartVersion(customerId)) return;
  entries.delete(customerId);
  entries.set(customerId, { body, version, expiresAt: performance.now() + CONTENTS_TTL_MS });
  if (entries.size > MAX_ENTRIES) {
    const oldest = entries.keys().next();
    if (!oldest.done) entries.delete(oldest.value);
  }
}

/** Drops a customer's copy and invalidates reads in flight: call around every write to their cart. */
export function cartChanged(customerId: number): void {
  versions.set(customerId, cartVersion(customerId) + 1);
  entries.delete(customerId);
}

/** Drops every copy (stock or prices changed). */
export function allCartsChanged(): void {
  for (const customerId of entries.keys()) cartChanged(customerId);
}

/** Forgets every copy and version (the server suites share one process between test files, each with its own database). */
export function clearCartContentsCache(): void {
  entries.clear();
  versions.clear();
}
