import { API_ROUTES } from '@shop/api-contract';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../support/server.ts';
import { createTestCustomer, SessionClient } from '../support/session-client.ts';

const MINUTE = 60 * 1000; // ms
const SENT = {
  message: 'ご入力のメールアドレスが登録されている場合は、パスワード再設定のご案内をお送りしました。メールをご確認ください。',
};
const INVALID = 'パスワード再設定用のリンクが無効か、有効期限が切れています。もう一度お手続きください。';

describe('forgotten password → mailed link → reset', () => {
  const server = useTestServer({ publicUrl: 'https://shop.example' });

  async function anonymous() {
    const c = new SessionClient(server.url);
    await c.csrf();
    return c;
  }

  /** Asks for a reset link and reads it back from the outbox. */
  async function requestLink(email: string): Promise<{ token: string; email: string; body: string }> {
    const c = await anonymous();
    const answer = await c.post('/laravel/api/forgot-password', { email });
    expect([answer.status, answer.json]).toEqual([200, SENT]);
    v.parse(API_ROUTES.forgotPassword.response, answer.json);
    const [mail] = await server.db.query<{ recipient: string; subject: string; body: string }>(
      'select recipient, subject, body from outbox where recipient = $1 order by id desc limit 1',
      [email],
    );
    if (!mail) throw new Error(`no mail to ${email}`);
    const link = /https:\/\/shop\.example\/resetpassword\?\S+/.exec(mail.body)?.[0];
    if (!link) throw new Error(`no link in ${mail.body}`);
    const url = new URL(link);
    return { token: url.searchParams.get('token') ?? '', email: url.searchParams.get('email') ?? '', body: mail.body };
  }

  const reset = async (token: string, email: string, password: string) =>
    (await anonymous()).post('/laravel/api/reset-password', { token, email, password, password_confirmation: password });

  it('answers the same whether or not the e-mail has an account, and mails only real customers', async () => {
    const c = await anonymous();
    const before = (await server.db.query('select id from outbox')).length;
    const answer = await c.post('/laravel/api/forgot-password', { email: 'no-account@example.com' });
    expect([answer.status, answer.json]).toEqual([200, SENT]);
    expect((await server.db.query('select id from outbox')).length).toBe(before);
  });

  it('the mailed link resets the password once; old password, used link and other sessions stop working', async () => {
    const customer = await createTestCustomer(server.db);
    const elsewhere = new SessionClient(server.url);
    await elsewhere.login(customer.email, customer.password);

    const link = await requestLink(customer.email);
    expect(link.email).toBe(customer.email);
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(server.mailLog.at(-1)).toContain(`[mail] to ${customer.email} subject `);
    expect(server.mailLog.at(-1)).toContain('https://shop.example/resetpassword?token=');
    // Only the hash of the token is stored.
    expect(await server.db.query('select token_hash from password_resets where token_hash = $1', [link.token])).toEqual([]);

    const done = await reset(link.token, link.email, 'newpass12345');
    expect([done.status, done.json]).toEqual([200, { message: 'パスワードを再設定しました。新しいパスワードでログインしてください。' }]);
    v.parse(API_ROUTES.resetPassword.response, done.json);
    expect((await elsewhere.get('/api/user')).status).toBe(401);

    const again = await reset(link.token, link.email, 'other12345pass');
    expect([again.status, again.json]).toEqual([422, { message: INVALID, errors: { email: [INVALID] } }]);

    const c = await anonymous();
    expect((await c.post('/laravel/api/login', { email: customer.email, password: customer.password })).status).toBe(422);
    await c.login(customer.email, 'newpass12345');
  });

  it('a link older than 60 minutes is refused', async () => {
    const start = Date.now();
    server.setNow(start);
    try {
      const customer = await createTestCustomer(server.db);
      const link = await requestLink(customer.email);
      server.setNow(start + 60 * MINUTE + 1000);
      expect((await reset(link.token, link.email, 'late12345pass')).status).toBe(422);
      server.setNow(start + 59 * MINUTE);
      expect((await reset(link.token, link.email, 'intime12345')).status).toBe(200);
    } finally {
      server.setNow(Date.now());
    }
  });

  it('a wrong token, or a token with another e-mail, is refused and changes nothing', async () => {
    const customer = await createTestCustomer(server.db);
    const other = await createTestCustomer(server.db);
    const link = await requestLink(customer.email);
    expect((await reset('x'.repeat(43), customer.email, 'guess12345pass')).status).toBe(422);
    expect((await reset(link.token, other.email, 'steal12345pass')).status).toBe(422);
    const c = await anonymous();
    await c.login(other.email, other.password);
    // The token is still good for its own customer.
    expect((await reset(link.token, customer.email, 'mine12345pass')).status).toBe(200);
  });

  it('at most one mail a minute per customer; a newer link replaces the older one', async () => {
    const start = Date.now();
    server.setNow(start);
    try {
      const customer = await createTestCustomer(server.db);
      const first = await requestLink(customer.email);
      const count = async () => (await server.db.query('select id from outbox where recipient = $1', [customer.email])).length;
      const c = await anonymous();
      expect((await c.post('/laravel/api/forgot-password', { email: customer.email })).json).toEqual(SENT);
      expect(await count()).toBe(1);
      server.setNow(start + 61_000);
      const second = await requestLink(customer.email);
      expect(await count()).toBe(2);
      expect((await reset(first.token, customer.email, 'first12345pass')).status).toBe(422);
      expect((await reset(second.token, customer.email, 'second12345pass')).status).toBe(200);
    } finally {
      server.setNow(Date.now());
    }
  });

  it('the new password must follow the spec rule (422, Japanese)', async () => {
    const customer = await createTestCustomer(server.db);
    const link = await requestLink(customer.email);
    const answer = await reset(link.token, customer.email, 'onlyletters');
    expect(answer.status).toBe(422);
    expect(JSON.stringify(answer.json)).toContain('半角英数字');
    expect((await reset(link.token, customer.email, 'letters12345')).status).toBe(200);
  });

  it('two racing resets with one token: exactly one wins', async () => {
    const customer = await createTestCustomer(server.db);
    const link = await requestLink(customer.email);
    const answers = await Promise.all([
      reset(link.token, customer.email, 'racer1pass123'),
      reset(link.token, customer.email, 'racer2pass123'),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 422]);
  });
});
