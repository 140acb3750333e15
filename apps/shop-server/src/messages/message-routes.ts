/**
 * The order messages over HTTP (issue #30). The customer's calls (`/api/orders/:number/messages`):
 * only the order's customer (another's order answers 404 like a missing one), writes throttled per
 * customer. The staff's (`/api/admin/…`, behind the staff session; each route's permission is its
 * ADMIN_ROUTES entry's): the threads, one thread, marking read, a reply, the templates.
 */
import { API_ROUTES } from '@shop/api-contract';
import { ADMIN_ROUTES } from '@shop/api-contract/admin';
import { parseOrderNumber } from '@shop/order-domain';
import { type Context, Hono } from 'hono';
import { staffActor } from '../audit/audit-service.ts';
import { onAdmin } from '../http/admin-route.ts';
import type { AppDeps, AppEnv } from '../http/env.ts';
import { HttpProblem, notFound } from '../http/errors.ts';
import { on, readQuery, readRequest } from '../http/route.ts';
import { requireCustomer } from '../session/middleware.ts';
import { createRequestThrottle } from '../session/throttle.ts';
import { messageService, type StaffAuthor } from './message-service.ts';

/** At most this many messages per customer in the window (each one mails the shop). */
export const CUSTOMER_MESSAGE_LIMIT = { max: 10, windowMs: 10 * 60_000 } as const;

/** The 429 of too many messages (`seconds`: the Retry-After). */
export const tooManyMessages = (seconds: number) =>
  `メッセージの送信が続いたため、しばらく時間をおいてからお試しください（${seconds}秒後から再度送信いただけます）。`;

/** The order number of the path, or a 404 for one that cannot be an order's. */
function orderNumberOf(c: Context<AppEnv>): string {
  const number = c.req.param('number') ?? '';
  if (!parseOrderNumber(number).ok) throw notFound();
  return number;
}

/** A value, or a 404 when the order is not there (or not the customer's). */
function found<T>(value: T | undefined | false): T {
  if (value === undefined || value === false) throw notFound();
  return value;
}

/** The customer's calls (mounted behind the customer's session middleware: `sessionRoutes`). */
export function messageRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const messages = messageService(deps);
  const throttle = createRequestThrottle(deps.db);

  on(app, API_ROUTES.orderMessages, async (c) => {
    const customerId = requireCustomer(c);
    return c.json({ data: found(await messages.customerThread(customerId, orderNumberOf(c))) });
  });

  on(app, API_ROUTES.orderMessageCreate, async (c) => {
    const customerId = requireCustomer(c);
    const number = orderNumberOf(c);
    const { body } = await readRequest(c, API_ROUTES.orderMessageCreate);
    // Only the order's customer counts against the limit: another's order is 404 before it.
    found(await messages.customerThread(customerId, number));
    const verdict = await throttle.take(
      [{ bucket: 'order-messages:customer', key: String(customerId), ...CUSTOMER_MESSAGE_LIMIT }],
      deps.now(),
    );
    if (!verdict.allowed) {
      c.header('Retry-After', String(verdict.retryAfterSeconds));
      throw new HttpProblem(429, tooManyMessages(verdict.retryAfterSeconds));
    }
    return c.json({ data: found(await messages.customerPost(customerId, number, body)) }, 201);
  });

  on(app, API_ROUTES.orderMessagesRead, async (c) => {
    const customerId = requireCustomer(c);
    found(await messages.customerRead(customerId, orderNumberOf(c)));
    return c.body(null, 204);
  });

  return app;
}

/** The staff's calls (mounted behind the staff session middleware: `adminRoutes`). */
export function adminMessageRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const messages = messageService(deps);

  onAdmin(app, ADMIN_ROUTES.adminMessageThreads, async (c) => {
    const { page = 1 } = readQuery(c, ADMIN_ROUTES.adminMessageThreads);
    return c.json(await messages.threads(page));
  });

  onAdmin(app, ADMIN_ROUTES.adminOrderThread, async (c) => c.json({ data: found(await messages.staffThread(orderNumberOf(c))) }));

  onAdmin(app, ADMIN_ROUTES.adminOrderThreadRead, async (c) => {
    found(await messages.staffRead(orderNumberOf(c)));
    return c.body(null, 204);
  });

  onAdmin(app, ADMIN_ROUTES.adminOrderMessageCreate, async (c) => {
    const number = orderNumberOf(c);
    const { body } = await readRequest(c, ADMIN_ROUTES.adminOrderMessageCreate);
    const message = await messages.staffPost(staffActor(c) as StaffAuthor, number, body);
    return c.json({ data: found(message) }, 201);
  });

  onAdmin(app, ADMIN_ROUTES.adminMessageTemplates, async (c) => c.json({ data: found(await messages.templates(orderNumberOf(c))) }));

  return app;
}
