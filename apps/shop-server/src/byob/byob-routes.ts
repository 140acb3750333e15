/**
 * BYOB routes (issue #15): `POST /api/byob_requests` (anyone; CSRF; throttled per client IP and per
 * e-mail address), the customer's requests `GET /api/custom_orders`, `GET /api/custom_orders/:number`,
 * `POST /api/custom_orders/:number/claim` (the token of a guest's mailed link makes the request the
 * customer's: a write, so a POST with CSRF rather than a side effect of opening the link) and
 * `POST /api/custom_orders/:number/accept` (the quote → an estimate in the cart).
 */
import { API_ROUTES } from '@shop/api-contract';
import { Hono } from 'hono';
import type { FileOwner } from '../files/file-record-store.ts';
import type { AppDeps, AppEnv } from '../http/env.ts';
import { on, readRequest } from '../http/route.ts';
import { currentSession, requireCustomer } from '../session/middleware.ts';
import { cartChanged } from '../cart/contents-cache.ts';
import { clientIp, createRequestThrottle } from '../session/throttle.ts';
import { byobService } from './byob-service.ts';

const MINUTE = 60 * 1000;

/** Requests anyone may send: per client IP and per e-mail address. */
export const BYOB_LIMITS_PER = { ip: { max: 10, windowMs: 60 * MINUTE }, email: { max: 5, windowMs: 60 * MINUTE } } as const;

export const BYOB_THROTTLE_MESSAGE = (seconds: number) =>
  `お見積り依頼の送信が続いたため、しばらく時間をおいてからお試しください（${seconds}秒後から再度送信いただけます）。`;

export function byobRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const byob = byobService(deps);
  const throttle = createRequestThrottle(deps.db);

  on(app, API_ROUTES.byobRequestCreate, async (c) => {
    const body = await readRequest(c, API_ROUTES.byobRequestCreate);
    const verdict = await throttle.take(
      [
        { bucket: 'byob:ip', key: clientIp(c), ...BYOB_LIMITS_PER.ip },
        { bucket: 'byob:email', key: body.email.toLowerCase(), ...BYOB_LIMITS_PER.email },
      ],
      deps.now(),
    );
    if (!verdict.allowed) {
      c.header('Retry-After', String(verdict.retryAfterSeconds));
      return c.json({ message: BYOB_THROTTLE_MESSAGE(verdict.retryAfterSeconds) }, 429);
    }
    const session = currentSession(c);
    const customerId = session?.customerId ?? null;
    // Without a session nobody owns an upload: a file named then is refused as not the requester's.
    const owner: FileOwner =
      customerId !== null ? { customerId, sessionId: session?.id ?? '' } : { customerId: null, sessionId: session?.id ?? '' };
    const created = await byob.create(body, { customerId, owner });
    return c.json({ data: created }, 201);
  });

  on(app, API_ROUTES.customOrderList, async (c) => {
    const customerId = requireCustomer(c);
    return c.json({ data: await byob.list(customerId) });
  });

  on(app, API_ROUTES.customOrderShow, async (c) => {
    const customerId = requireCustomer(c);
    return c.json({ data: await byob.show(customerId, c.req.param('number')) });
  });

  on(app, API_ROUTES.customOrderClaim, async (c) => {
    const customerId = requireCustomer(c);
    const { token } = await readRequest(c, API_ROUTES.customOrderClaim);
    return c.json({ data: await byob.claim(customerId, c.req.param('number'), token) });
  });

  on(app, API_ROUTES.customOrderAccept, async (c) => {
    const customerId = requireCustomer(c);
    const accepted = await byob.accept(customerId, c.req.param('number'));
    // The cart's contents are cached per customer: the new estimate must show at once.
    cartChanged(customerId);
    return c.json({ data: { estimate_number: accepted.estimateNumber, cart_estimate_id: accepted.cartEstimateId } }, 201);
  });

  return app;
}
