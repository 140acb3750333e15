import { API_ROUTES } from '@shop/api-contract';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../support/server.ts';
import { loggedInClient, SessionClient } from '../support/session-client.ts';

const INQUIRY = {
  name: '佐藤 一郎',
  email: 'ichiro@example.com',
  category: 'print',
  title: 'シルクスクリーンの版について',
  contents: '版の保管期間を教えてください。',
};

describe('POST /api/inquiries', () => {
  const server = useTestServer();

  it('stores a guest inquiry, answers 201 { data: { id } } and mails a confirmation to the sender', async () => {
    const c = new SessionClient(server.url);
    await c.csrf();
    const answer = await c.post<{ data: { id: number } }>('/api/inquiries', INQUIRY);
    expect(answer.status).toBe(201);
    v.parse(API_ROUTES.inquiryCreate.response, answer.json);
    const [row] = await server.db.query('select customer_id, name, email, category, title, contents from inquiries where id = $1', [
      answer.json.data.id,
    ]);
    expect(row).toEqual({ customer_id: null, ...INQUIRY });
    const [mail] = await server.db.query<{ recipient: string; subject: string; body: string }>(
      'select recipient, subject, body from outbox order by id desc limit 1',
    );
    expect(mail?.recipient).toBe(INQUIRY.email);
    expect(mail?.subject).toContain('お問い合わせ');
    expect(mail?.body).toContain(`受付番号: ${answer.json.data.id}`);
    expect(mail?.body).toContain(INQUIRY.contents);
  });

  it('records the customer when the sender is logged in', async () => {
    const { client, customer } = await loggedInClient(server);
    const answer = await client.post<{ data: { id: number } }>('/api/inquiries', INQUIRY);
    const [row] = await server.db.query('select customer_id from inquiries where id = $1', [answer.json.data.id]);
    expect(row).toEqual({ customer_id: customer.id });
  });

  it('a missing field answers 422 with a Japanese message on that field', async () => {
    const c = new SessionClient(server.url);
    await c.csrf();
    for (const field of Object.keys(INQUIRY)) {
      const body: Record<string, string> = { ...INQUIRY };
      delete body[field];
      const answer = await c.post<{ message: string; errors: Record<string, string[]> }>('/api/inquiries', body);
      expect([field, answer.status, Object.keys(answer.json.errors)]).toEqual([field, 422, [field]]);
      expect(answer.json.errors[field]?.[0]).toMatch(/[ぁ-んァ-ヶ一-龠]/);
    }
  });
});
