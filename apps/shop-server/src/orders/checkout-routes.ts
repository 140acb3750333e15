/**
 * The checkout calls (docs/decisions/009): `/api/checkout/options`, `/api/checkout/quote`,
 * `/api/checkout/card_sessions`, `POST /api/orders` and the 3-D Secure bridge. Handlers read the
 * request with the contract's schemas and let the order service act; refusals of an order answer
 * `{ message, code, lines? }` (OrderRefusalSchema) with their status.
 */
import { API_ROUTES } from '@shop/api-contract';
import { type Context, Hono } from 'hono';
import { notFound } from '../http/errors.ts';
import type { AppEnv } from '../http/env.ts';
import { on, readRequest } from '../http/route.ts';
import { OrderRefused } from './order-errors.ts';
import type { OrderService } from './order-service.ts';
import { requireCustomer } from '../session/middleware.ts';

/** Runs `act`, answering an OrderRefused as its JSON body; anything else goes to the app's onError. */
export async function refusalsAnswered(c: Context, act: () => Promise<Response>): Promise<Response> {
  try {
    return await act();
  } catch (error) {
    if (error instanceof OrderRefused) return c.json(error.body(), error.status);
    throw error;
  }
}

/** Bridge tokens the server makes: 32 base64url characters. */
const BRIDGE_TOKEN = /^[A-Za-z0-9_-]{32}$/;

export function checkoutRoutes(orders: OrderService) {
  const app = new Hono<AppEnv>();

  on(app, API_ROUTES.checkoutOptions, async (c) => {
    const customerId = requireCustomer(c);
    return c.json({ data: await orders.options(customerId) });
  });

  on(app, API_ROUTES.checkoutQuote, async (c) => {
    const customerId = requireCustomer(c);
    const body = await readRequest(c, API_ROUTES.checkoutQuote);
    return refusalsAnswered(c, async () => c.json({ data: await orders.quote(customerId, body) }));
  });

  on(app, API_ROUTES.cardSessionCreate, async (c) => {
    const customerId = requireCustomer(c);
    return refusalsAnswered(c, async () => c.json({ data: await orders.openCardSession(customerId) }, 201));
  });

  on(app, API_ROUTES.orderCreate, async (c) => {
    const customerId = requireCustomer(c);
    const body = await readRequest(c, API_ROUTES.orderCreate);
    return refusalsAnswered(c, async () => {
      const placed = await orders.place(customerId, body);
      return c.json({ data: placed.order, next: placed.next }, 201);
    });
  });

  on(app, API_ROUTES.checkoutBridge, async (c) => {
    const customerId = requireCustomer(c);
    const token = c.req.param('token');
    const body = await readRequest(c, API_ROUTES.checkoutBridge);
    if (!BRIDGE_TOKEN.test(token)) throw notFound();
    return refusalsAnswered(c, async () => {
      const placed = await orders.bridge(customerId, token, body.abandon);
      if (!placed) throw notFound();
      return c.json({ data: placed.order, next: placed.next });
    });
  });

  return app;
}
