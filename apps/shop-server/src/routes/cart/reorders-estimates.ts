/** Reorders and estimates in the cart (created by the print-ordering work; the cart reads and deletes them). */
import { API_ROUTES } from '@shop/api-contract';
import { Hono } from 'hono';
import { one, type Queryable } from '../../db/db.ts';
import { idParam } from '../../http/body.ts';
import type { AppDeps, AppEnv } from '../../http/env.ts';
import { HttpProblem } from '../../http/errors.ts';
import { on } from '../../http/route.ts';
import { requireCustomer } from '../../session/middleware.ts';
import { CART_MESSAGES } from './messages.ts';
import { entryMeta } from './serialize.ts';

interface ReorderRow {
  id: number;
  order_production_id: number;
  snapshot: { cart_reorder_item_groups?: unknown[]; cart_reorder_prints?: unknown[] };
  expires_at: Date;
  updated_at: Date;
}

interface EstimateRow {
  id: number;
  total: number;
  expires_at: Date;
  updated_at: Date;
}

/** A reorder in its wire shape (CartReorderSchema): the server-made snapshot plus ids. */
export function reorderWire(row: ReorderRow) {
  return {
    id: row.id,
    order_production: { id: row.order_production_id },
    cart_reorder_item_groups: row.snapshot.cart_reorder_item_groups ?? [],
    cart_reorder_prints: row.snapshot.cart_reorder_prints ?? [],
    updated_at: row.updated_at.toISOString(),
  };
}

/**
 * An estimate in its wire shape (CartEstimateSchema). There is no estimates table yet, so
 * `estimate.id` is the cart entry's own id until the estimate work adds one.
 */
export function estimateWire(row: EstimateRow) {
  return { id: row.id, estimate: { id: row.id, total: row.total }, updated_at: row.updated_at.toISOString() };
}

/** A customer's live (unexpired and expired alike: refresh reports expiry) reorders and estimates. */
export async function loadReordersAndEstimates(db: Queryable, customerId: number) {
  const reorders = await db.query<ReorderRow>(
    'select id, order_production_id, snapshot, expires_at, updated_at from cart_reorders where customer_id = $1 order by id',
    [customerId],
  );
  const estimates = await db.query<EstimateRow>(
    'select id, total, expires_at, updated_at from cart_estimates where customer_id = $1 order by id',
    [customerId],
  );
  return { reorders: reorders.map(reorderWire), estimates: estimates.map(estimateWire) };
}

/** `/api/cart_reorders` and `/api/cart_estimates` routes. */
export function cartReorderEstimateRoutes({ db, now }: AppDeps) {
  const app = new Hono<AppEnv>();
  const noItem = () => new HttpProblem(404, CART_MESSAGES.noItem);

  on(app, API_ROUTES.cartReorderShow, async (c) => {
    const customerId = requireCustomer(c);
    const id = idParam(c);
    const row = await one<ReorderRow>(
      db,
      'select id, order_production_id, snapshot, expires_at, updated_at from cart_reorders where id = $1 and customer_id = $2',
      [id, customerId],
    );
    if (!row) throw noItem();
    if (row.expires_at.getTime() <= now()) {
      // The browser drops it on this answer (expired flag); the server drops it too.
      await db.query('delete from cart_reorders where id = $1', [id]);
      return c.json({ data: null, meta: entryMeta({ expired: true }) });
    }
    return c.json({ data: reorderWire(row), meta: entryMeta({}) });
  });

  on(app, API_ROUTES.cartEstimateShow, async (c) => {
    const customerId = requireCustomer(c);
    const id = idParam(c);
    const row = await one<EstimateRow>(db, 'select id, total, expires_at, updated_at from cart_estimates where id = $1 and customer_id = $2', [
      id,
      customerId,
    ]);
    if (!row) throw noItem();
    if (row.expires_at.getTime() <= now()) {
      await db.query('delete from cart_estimates where id = $1', [id]);
      return c.json({ data: null, meta: entryMeta({ expired: true }) });
    }
    return c.json({ data: estimateWire(row), meta: entryMeta({}) });
  });

  const deletes = [
    [API_ROUTES.cartReorderDelete, 'cart_reorders'],
    [API_ROUTES.cartEstimateDelete, 'cart_estimates'],
  ] as const;
  for (const [route, table] of deletes) {
    on(app, route, async (c) => {
      const rows = await db.query(`delete from ${table} where id = $1 and customer_id = $2 returning id`, [idParam(c), requireCustomer(c)]);
      if (rows.length === 0) throw noItem();
      return c.body(null, 204);
    });
  }
  return app;
}
