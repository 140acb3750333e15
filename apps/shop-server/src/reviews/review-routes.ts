/**
 * The customer's reviews (`/api/my/reviews`, logged-in customers). Handlers read and check the
 * request, let the review service apply the rules (reviews/review-service.ts) and answer in the wire
 * shape. Writes are throttled per customer.
 */
import { API_ROUTES } from '@shop/api-contract';
import type { Context } from 'hono';
import { Hono } from 'hono';
import { idParam } from '../http/body.ts';
import { HttpProblem } from '../http/errors.ts';
import type { AppDeps, AppEnv } from '../http/env.ts';
import { on, readRequest } from '../http/route.ts';
import { type ReviewRefusal, reviewService } from './review-service.ts';
import { requireCustomer } from '../session/middleware.ts';
import { createRequestThrottle } from '../session/throttle.ts';

const MINUTE = 60 * 1000; // ms

/** Review writes (post, edit, delete) of one customer: enough for a whole order's products, not for a script. */
export const REVIEW_WRITE_LIMIT = { max: 10, windowMs: 10 * MINUTE } as const;

export const REVIEW_MESSAGES = {
  noItem: 'No item exists.',
  throttled: (seconds: number) =>
    `レビューの投稿・編集が続いたため、しばらく時間をおいてからお試しください（${seconds}秒後から再度お試しいただけます）。`,
} as const;

function refused(error: ReviewRefusal): HttpProblem {
  switch (error.type) {
    case 'not_found':
      return new HttpProblem(404, REVIEW_MESSAGES.noItem);
    case 'invalid':
      return new HttpProblem(422, error.message, { [error.field]: [error.message] });
  }
}

/** `/api/my/reviews` routes. */
export function reviewRoutes({ db, now }: AppDeps) {
  const app = new Hono<AppEnv>();
  const reviews = reviewService(db, now);
  const throttle = createRequestThrottle(db);

  /** Counts one write of the customer; throws 429 (with Retry-After) when they wrote too often. */
  async function takeWrite(c: Context<AppEnv>, customerId: number): Promise<void> {
    const verdict = await throttle.take([{ bucket: 'reviews:customer', key: String(customerId), ...REVIEW_WRITE_LIMIT }], now());
    if (!verdict.allowed) {
      c.header('Retry-After', String(verdict.retryAfterSeconds));
      throw new HttpProblem(429, REVIEW_MESSAGES.throttled(verdict.retryAfterSeconds));
    }
  }

  on(app, API_ROUTES.myReviewList, async (c) => {
    const customerId = requireCustomer(c);
    return c.json({ data: await reviews.list(customerId) });
  });

  on(app, API_ROUTES.myReviewShow, async (c) => {
    const customerId = requireCustomer(c);
    const review = await reviews.show(customerId, idParam(c));
    if (!review) throw new HttpProblem(404, REVIEW_MESSAGES.noItem);
    return c.json({ data: review });
  });

  on(app, API_ROUTES.myReviewCreate, async (c) => {
    const customerId = requireCustomer(c);
    const body = await readRequest(c, API_ROUTES.myReviewCreate);
    await takeWrite(c, customerId);
    const result = await reviews.create(customerId, body);
    if (!result.ok) throw refused(result.error);
    return c.json({ data: result.value }, 201);
  });

  on(app, API_ROUTES.myReviewUpdate, async (c) => {
    const customerId = requireCustomer(c);
    const id = idParam(c);
    // The body is read before the review is looked for: a malformed body gets the same answer on any id.
    const body = await readRequest(c, API_ROUTES.myReviewUpdate);
    await takeWrite(c, customerId);
    const result = await reviews.update(customerId, id, body);
    if (!result.ok) throw refused(result.error);
    return c.json({ data: result.value });
  });

  on(app, API_ROUTES.myReviewDelete, async (c) => {
    const customerId = requireCustomer(c);
    const id = idParam(c);
    await takeWrite(c, customerId);
    const result = await reviews.remove(customerId, id);
    if (!result.ok) throw refused(result.error);
    return c.body(null, 204);
  });

  return app;
}
