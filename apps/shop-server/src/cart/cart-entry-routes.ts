/**
 * Reorders and estimates in the cart (created by the print-ordering work; the cart reads and deletes
 * them): `/api/cart_reorders/{id}` and `/api/cart_estimates/{id}`. Both kinds follow one rule, so
 * one set of handlers serves each with its own store functions and wire shape.
 */
import { API_ROUTES } from '@shop/api-contract';
import { Hono } from 'hono';
import type { Queryable } from '../db/db.ts';
import { idParam } from '../http/body.ts';
import type { AppDeps, AppEnv } from '../http/env.ts';
import { on } from '../http/route.ts';
import { requireCustomer } from '../session/middleware.ts';
import { noItem } from './messages.ts';
import { cartChanged } from './contents-cache.ts';
import type { CartReorderEntries } from '../reorders/reorder-cart-service.ts';
import { type CartEntryTable, deleteEntry, deleteExpiredEntry, estimateOf } from './cart-entry-store.ts';
import { entryMeta, estimateWire, reorderWire } from './serialize.ts';

/** One kind of server-made cart entry: its routes, its table, how it is read and how it is sent. */
interface EntryKind<Row extends { expires_at: Date }> {
  show: typeof API_ROUTES.cartReorderShow | typeof API_ROUTES.cartEstimateShow;
  remove: typeof API_ROUTES.cartReorderDelete | typeof API_ROUTES.cartEstimateDelete;
  table: CartEntryTable;
  load: (db: Queryable, customerId: number, id: number) => Promise<Row | undefined>;
  wire: (row: Row) => unknown;
  /** Prices the entry again (issue #15, reorders): the answer, and whether the stored entry changed. */
  refresh?: (row: Row, now: number) => Promise<{ data: unknown; meta: ReturnType<typeof entryMeta>; changed: boolean }>;
}

function registerEntryRoutes<Row extends { expires_at: Date }>(app: Hono<AppEnv>, { db, now }: AppDeps, kind: EntryKind<Row>) {
  on(app, kind.show, async (c) => {
    const customerId = requireCustomer(c);
    const id = idParam(c);
    const row = await kind.load(db, customerId, id);
    if (!row) throw noItem();
    if (kind.refresh) {
      const { data, meta, changed } = await kind.refresh(row, now());
      if (changed) cartChanged(customerId);
      return c.json({ data, meta });
    }
    if (row.expires_at.getTime() <= now()) {
      // The browser drops it on this answer (expired flag); the server drops it too.
      await deleteExpiredEntry(db, kind.table, id);
      return c.json({ data: null, meta: entryMeta({ expired: true }) });
    }
    return c.json({ data: kind.wire(row), meta: entryMeta({}) });
  });

  on(app, kind.remove, async (c) => {
    // The id is read before the session: a malformed id is a 404 even when logged out (as ever).
    const id = idParam(c);
    if (!(await deleteEntry(db, kind.table, requireCustomer(c), id))) throw noItem();
    return c.body(null, 204);
  });
}

/** `/api/cart_reorders` and `/api/cart_estimates` routes. */
export function cartReorderEstimateRoutes(deps: AppDeps, reorders: CartReorderEntries) {
  const app = new Hono<AppEnv>();
  const { db } = deps;
  registerEntryRoutes(app, deps, {
    show: API_ROUTES.cartReorderShow,
    remove: API_ROUTES.cartReorderDelete,
    table: 'cart_reorders',
    load: reorders.load,
    wire: reorderWire,
    refresh: (row, at) => reorders.refresh(db, row, at),
  });
  registerEntryRoutes(app, deps, {
    show: API_ROUTES.cartEstimateShow,
    remove: API_ROUTES.cartEstimateDelete,
    table: 'cart_estimates',
    load: estimateOf,
    wire: estimateWire,
  });
  return app;
}
