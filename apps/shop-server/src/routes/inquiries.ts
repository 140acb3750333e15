import { InquirySchema } from '@shop/validation';
import { Hono } from 'hono';
import { one } from '../db/db.ts';
import { readBody } from '../http/body.ts';
import type { AppDeps, AppEnv } from '../http/env.ts';
import { inquiryConfirmationMail } from '../mail/messages.ts';
import { currentSession } from '../session/middleware.ts';

/** `POST /api/inquiries`: the contact form. */
export function inquiryRoutes({ db, now, mailer }: AppDeps) {
  const app = new Hono<AppEnv>();
  app.post('/api/inquiries', async (c) => {
    const inquiry = await readBody(c, InquirySchema);
    const row = await one<{ id: number }>(
      db, `insert into inquiries (customer_id, name, email, category, title, contents, created_at)
       values ($1, $2, $3, $4, $5, $6, $7) returning id`,
      [
        currentSession(c)?.customerId ?? null,
        inquiry.name,
        inquiry.email,
        inquiry.category,
        inquiry.title,
        inquiry.contents,
        new Date(now()),
      ],
    );
    if (!row) throw new Error('insert into inquiries returned no row');
    await mailer.send(inquiryConfirmationMail(inquiry, row.id));
    return c.json({ data: { id: row.id } }, 201);
  });
  return app;
}
