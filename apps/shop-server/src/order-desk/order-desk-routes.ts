/**
 * The back office's dashboard and orders (`/api/admin/dashboard`, `/api/admin/orders…`): read with
 * `orders.read`, changed in bulk with `orders.manage` (ADMIN_ROUTES; the checks run in onAdmin).
 * A query string or an order number the back office would never send is answered 400 with an
 * English message for the developer; the bulk body's mistakes are 422 in Japanese for the person.
 */
import { ADMIN_ROUTES, AdminOrderQuerySchema, OrderNumberSchema } from '@shop/api-contract/admin';
import { Hono } from 'hono';
import * as v from 'valibot';
import type { ArtworkService } from '../artwork/artwork-service.ts';
import { staffActor } from '../audit/audit-service.ts';
import { onAdmin } from '../http/admin-route.ts';
import type { AppDeps, AppEnv } from '../http/env.ts';
import { HttpProblem } from '../http/errors.ts';
import { readRequest } from '../http/route.ts';
import type { OrderService } from '../orders/order-service.ts';
import { orderDeskService } from './order-desk-service.ts';

/** The query string checked, or 400 naming the first parameter at fault. */
function orderQuery(raw: Record<string, string>) {
  const parsed = v.safeParse(AdminOrderQuerySchema, raw);
  if (!parsed.success) {
    const issue = parsed.issues[0];
    throw new HttpProblem(400, `Malformed query: ${issue.message}.`);
  }
  return parsed.output;
}

export function orderDeskRoutes(deps: Pick<AppDeps, 'db' | 'now'>, services: { orders: OrderService; artwork: ArtworkService }) {
  const app = new Hono<AppEnv>();
  const desk = orderDeskService({ db: deps.db, now: deps.now, ...services });

  onAdmin(app, ADMIN_ROUTES.adminDashboard, async (c) => c.json(await desk.dashboard()));

  onAdmin(app, ADMIN_ROUTES.adminOrders, async (c) => c.json(await desk.search(orderQuery(c.req.query()))));

  onAdmin(app, ADMIN_ROUTES.adminOrder, async (c) => {
    const number = c.req.param('number');
    if (!v.is(OrderNumberSchema, number)) throw new HttpProblem(400, 'Malformed order number: expected PF-YYYY-NNNNNN.');
    const detail = await desk.detail(number);
    if (!detail) throw new HttpProblem(404, '注文が見つかりません。');
    return c.json(detail);
  });

  onAdmin(app, ADMIN_ROUTES.adminOrdersBulkStatus, async (c) => {
    const body = await readRequest(c, ADMIN_ROUTES.adminOrdersBulkStatus);
    const actor = staffActor(c);
    if (actor.kind !== 'staff') throw new Error('a staff route without a staff member');
    return c.json(await desk.bulkStatus(body.numbers, body.action, actor));
  });

  return app;
}
