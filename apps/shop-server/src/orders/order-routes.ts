/**
 * The customer's orders: `GET /api/orders` (newest first, paginated), `GET /api/orders/:number` and
 * `GET /api/order_productions/:number`. Another customer's order answers 404 exactly like a missing one.
 */
import { API_ROUTES } from '@shop/api-contract';
import { parseOrderNumber, parseProductionNumber } from '@shop/order-domain';
import { Hono } from 'hono';
import { notFound } from '../http/errors.ts';
import type { AppEnv } from '../http/env.ts';
import { on, readQuery } from '../http/route.ts';
import type { OrderService } from './order-service.ts';
import { requireCustomer } from '../session/middleware.ts';

export function orderRoutes(orders: OrderService) {
  const app = new Hono<AppEnv>();

  on(app, API_ROUTES.orderList, async (c) => {
    const customerId = requireCustomer(c);
    const { page = 1 } = readQuery(c, API_ROUTES.orderList);
    return c.json(await orders.list(customerId, page));
  });

  on(app, API_ROUTES.orderShow, async (c) => {
    const customerId = requireCustomer(c);
    const number = c.req.param('number');
    const order = parseOrderNumber(number).ok ? await orders.show(customerId, number) : undefined;
    if (!order) throw notFound();
    return c.json({ data: order });
  });

  on(app, API_ROUTES.orderProductionShow, async (c) => {
    const customerId = requireCustomer(c);
    const number = c.req.param('number');
    const production = parseProductionNumber(number).ok ? await orders.production(customerId, number) : undefined;
    if (!production) throw notFound();
    return c.json({ data: production });
  });

  return app;
}
