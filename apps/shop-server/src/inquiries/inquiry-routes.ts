import { API_ROUTES } from '@shop/api-contract';
import { InquirySchema } from '@shop/validation';
import { Hono } from 'hono';
import { readBody } from '../http/body.ts';
import type { AppDeps, AppEnv } from '../http/env.ts';
import { on } from '../http/route.ts';
import { inquiryConfirmationMail } from '../mail/messages.ts';
import { currentSession } from '../session/middleware.ts';
import { clientIp, createRequestThrottle, REQUEST_LIMITS, THROTTLE_MESSAGES } from '../session/throttle.ts';
import { insertInquiry } from './inquiry-store.ts';

/** `POST /api/inquiries`: the contact form. */
export function inquiryRoutes({ db, now, mailer }: AppDeps) {
  const app = new Hono<AppEnv>();
  const throttle = createRequestThrottle(db);
  on(app, API_ROUTES.inquiryCreate, async (c) => {
    const inquiry = await readBody(c, InquirySchema);
    const verdict = await throttle.take([{ bucket: 'inquiries:ip', key: clientIp(c), ...REQUEST_LIMITS.inquiriesPerIp }], now());
    if (!verdict.allowed) {
      c.header('Retry-After', String(verdict.retryAfterSeconds));
      return c.json({ message: THROTTLE_MESSAGES.inquiry(verdict.retryAfterSeconds) }, 429);
    }
    const id = await insertInquiry(db, currentSession(c)?.customerId ?? null, inquiry, new Date(now()));
    await mailer.send(inquiryConfirmationMail(inquiry, id));
    return c.json({ data: { id } }, 201);
  });
  return app;
}
