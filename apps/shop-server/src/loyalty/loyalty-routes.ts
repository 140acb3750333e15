/**
 * The customer's coupons and points (`/api/coupons`, `/api/coupons/claim`, `/api/points`, issue #14).
 * Handlers read the request with the contract's schemas and let the loyalty service act; claiming a
 * code is throttled per customer (guessing codes is what it would be abused for).
 */
import { API_ROUTES } from '@shop/api-contract';
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../http/env.ts';
import { on, readQuery, readRequest } from '../http/route.ts';
import { LOYALTY_MESSAGES, loyaltyService } from './loyalty-service.ts';
import { requireCustomer } from '../session/middleware.ts';
import { createRequestThrottle } from '../session/throttle.ts';

/** Codes one customer may try (accepted or not) within the window. */
export const COUPON_CLAIM_LIMIT = { max: 10, windowMs: 10 * 60 * 1000 } as const;

export function loyaltyRoutes({ db, now }: AppDeps) {
  const app = new Hono<AppEnv>();
  const loyalty = loyaltyService(db, now);
  const throttle = createRequestThrottle(db);

  on(app, API_ROUTES.couponList, async (c) => {
    const customerId = requireCustomer(c);
    return c.json({ data: await loyalty.coupons(customerId) });
  });

  on(app, API_ROUTES.couponClaim, async (c) => {
    const customerId = requireCustomer(c);
    const body = await readRequest(c, API_ROUTES.couponClaim);
    const verdict = await throttle.take([{ bucket: 'coupon-claim:customer', key: String(customerId), ...COUPON_CLAIM_LIMIT }], now());
    if (!verdict.allowed) {
      c.header('Retry-After', String(verdict.retryAfterSeconds));
      return c.json({ message: LOYALTY_MESSAGES.tooMany(verdict.retryAfterSeconds) }, 429);
    }
    return c.json({ data: await loyalty.claim(customerId, body.code) }, 201);
  });

  on(app, API_ROUTES.pointHistory, async (c) => {
    const customerId = requireCustomer(c);
    const { page = 1 } = readQuery(c, API_ROUTES.pointHistory);
    return c.json(await loyalty.points(customerId, page));
  });

  return app;
}
