/**
 * `Cache-Control: private, no-store` on every answer of the API routes behind the session
 * middleware (issue #29): they read the session, so they carry a customer's data (the account,
 * addresses, cards, orders, the cart, estimates, designs, uploads) or at least depend on who asks.
 * No shared cache may keep them, and neither may the browser (a shared computer's back button, a
 * disk cache read after logout).
 *
 * Mounted right after the session middleware, so a new route there carries it without a line of its
 * own (tests/security/cache-control.test.ts walks the route table). The public catalogue is mounted
 * before and keeps its own caching (catalog/cache.ts). A handler may set its own value for an answer
 * that is the same for everyone (the postal-code lookup); that route is named in the test.
 */
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './env.ts';

/** Never stored by any cache. */
export const PRIVATE_NO_STORE = 'private, no-store';

/** The middleware: after the handler, `PRIVATE_NO_STORE` unless the handler chose a Cache-Control itself. */
export function privateAnswers(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    if (!c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', PRIVATE_NO_STORE);
  };
}
