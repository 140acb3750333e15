/**
 * The account area's own record over HTTP (issue #14): name and furigana, newsletter consent,
 * e-mail change through a link to the new address, password change ending every other session,
 * and closing the account (refused while an order is open; anonymised, orders kept, no login).
 */
import { API_ROUTES } from '@shop/api-contract';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProductFixture, type ProductFixture } from '../cart/fixtures.ts';
import { mailsTo, operatorService, placedOrder } from '../orders/support.ts';
import { saveTestCard } from '../support/saved-card.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { createTestCustomer, loggedInClient, SessionClient } from '../support/session-client.ts';
import type { OrderService } from '../../src/orders/order-service.ts';

let server: TestServer;
let f: ProductFixture;
let operator: OrderService;

beforeAll(async () => {
  server = await startTestServer({ publicUrl: 'https://shop.example' });
  f = await createProductFixture(server.db, { stock: 50, price: 1000 });
  operator = operatorService(server);
});
afterAll(() => server.close());

interface AccountBody {
  data: v.InferInput<typeof API_ROUTES.account.response>['data'];
}

/** The link of the newest mail to `email` (to the shop's public URL). */
async function linkMailedTo(email: string): Promise<URL> {
  const [mail] = (await mailsTo(server.db, email)).slice(-1);
  const link = /https:\/\/shop\.example\/myaccount\/email\?\S+/.exec(mail?.body ?? '')?.[0];
  if (!link) throw new Error(`no link in the mail to ${email}`);
  return new URL(link);
}

describe('GET /api/account and the name', () => {
  it('answers only a logged-in customer, with their own record', async () => {
    const guest = new SessionClient(server.url);
    await guest.csrf();
    expect((await guest.get('/api/account')).status).toBe(401);

    const { client, customer } = await loggedInClient(server);
    const answer = await client.get<AccountBody>('/api/account');
    expect(answer.status).toBe(200);
    v.parse(API_ROUTES.account.response, answer.json);
    expect(answer.json.data).toMatchObject({ name: customer.name, email: customer.email, name_kana: null, pending_email: null });
    expect(answer.json.data.newsletter).toEqual({ subscribed: false, changed_at: null });
  });

  it('changes the name and furigana (hiragana converted to katakana); refuses blank or non-kana with field messages', async () => {
    const { client } = await loggedInClient(server);
    const changed = await client.put<AccountBody>('/api/account/name', { name: ' 佐藤 花子 ', name_kana: 'さとう　はなこ' });
    expect(changed.status, changed.text).toBe(200);
    expect([changed.json.data.name, changed.json.data.name_kana]).toEqual(['佐藤 花子', 'サトウ\u3000ハナコ']);
    expect((await client.get<{ name: string }>('/api/user')).json.name).toBe('佐藤 花子');

    const refused = await client.put('/api/account/name', { name: '', name_kana: 'Sato' });
    expect(refused.status).toBe(422);
    expect(refused.json).toMatchObject({
      errors: { name: ['お名前を入力してください'], name_kana: ['フリガナはカタカナで入力してください'] },
    });
  });

  it('every change needs the CSRF token', async () => {
    const { client } = await loggedInClient(server);
    expect((await client.put('/api/account/name', { name: 'x', name_kana: 'エックス' }, { xsrf: false })).status).toBe(419);
    expect((await client.put('/api/account/newsletter', { subscribed: true }, { xsrf: false })).status).toBe(419);
    expect((await client.post('/api/account/close', { current_password: 'abcde12345' }, { xsrf: false })).status).toBe(419);
  });
});

describe('newsletter', () => {
  it('records each choice with its time and the wording shown', async () => {
    const { client, customer } = await loggedInClient(server);
    server.setNow(Date.parse('2026-11-20T03:00:00Z'));
    const on = await client.put<AccountBody>('/api/account/newsletter', { subscribed: true });
    server.setNow(Date.parse('2026-11-21T03:00:00Z'));
    const off = await client.put<AccountBody>('/api/account/newsletter', { subscribed: false });
    server.setNow(Date.now());
    expect(on.json.data.newsletter).toEqual({ subscribed: true, changed_at: '2026-11-20T03:00:00.000Z' });
    expect(off.json.data.newsletter).toEqual({ subscribed: false, changed_at: '2026-11-21T03:00:00.000Z' });
    const records = await server.db.query<{ subscribed: boolean; wording: string }>(
      'select subscribed, wording from newsletter_consents where customer_id = $1 order by id',
      [customer.id],
    );
    expect(records.map((r) => r.subscribed)).toEqual([true, false]);
    expect(records[0]?.wording).toContain('メールマガジン');
    expect((await client.put('/api/account/newsletter', { subscribed: 'yes' })).status).toBe(422);
  });
});

describe('e-mail change', () => {
  it('takes effect only when the link mailed to the new address is opened; the old address is told; the link works once', async () => {
    const { client, customer } = await loggedInClient(server);
    const newEmail = `moved-${customer.id}@example.com`;
    const asked = await client.post<AccountBody>('/api/account/email', { email: newEmail, current_password: customer.password });
    expect(asked.status, asked.text).toBe(200);
    expect(asked.json.data.email).toBe(customer.email);
    expect(asked.json.data.pending_email?.email).toBe(newEmail);
    // Not yet: the old address still logs in, the new one does not.
    await new SessionClient(server.url).login(customer.email, customer.password);

    const link = await linkMailedTo(newEmail);
    const token = link.searchParams.get('token') ?? '';
    expect(await server.db.query('select 1 from email_changes where token_hash = $1', [token])).toEqual([]);

    // Another customer cannot use the link.
    const other = await loggedInClient(server);
    const stolen = await other.client.post('/api/account/email/confirm', { token });
    expect(stolen.status).toBe(422);

    const confirmed = await client.post<AccountBody>('/api/account/email/confirm', { token });
    expect(confirmed.status, confirmed.text).toBe(200);
    expect([confirmed.json.data.email, confirmed.json.data.pending_email]).toEqual([newEmail, null]);
    const notice = (await mailsTo(server.db, customer.email)).at(-1);
    expect(notice?.subject).toBe('【メールアドレス変更】メールアドレスを変更しました');
    expect(notice?.body).toContain(newEmail);

    expect((await client.post('/api/account/email/confirm', { token })).json).toMatchObject({
      errors: { token: ['メールアドレス変更のリンクが無効か、有効期限が切れています。もう一度お手続きください。'] },
    });
    await new SessionClient(server.url).login(newEmail, customer.password);
    const c = new SessionClient(server.url);
    await c.csrf();
    expect((await c.post('/laravel/api/login', { email: customer.email, password: customer.password })).status).toBe(422);
  });

  it('refuses a wrong password, the same address and an address another customer has, with field messages; mails nothing', async () => {
    const { client, customer } = await loggedInClient(server);
    const taken = await createTestCustomer(server.db);
    const cases: [unknown, Record<string, string[]>][] = [
      [{ email: 'fresh@example.com', current_password: 'wrong12345' }, { current_password: ['現在のパスワードが正しくありません。'] }],
      [
        { email: customer.email.toUpperCase(), current_password: customer.password },
        { email: ['現在ご登録のメールアドレスです。新しいメールアドレスを入力してください。'] },
      ],
      [{ email: taken.email, current_password: customer.password }, { email: ['このメールアドレスは既に登録されています。'] }],
      [{ email: 'not-an-address', current_password: customer.password }, { email: ['メールアドレスの形式が正しくありません'] }],
    ];
    for (const [body, errors] of cases) {
      const answer = await client.post('/api/account/email', body);
      expect([answer.status, (answer.json as { errors: unknown }).errors]).toEqual([422, errors]);
    }
    expect(await mailsTo(server.db, 'fresh@example.com')).toEqual([]);
  });

  it('an expired link is refused, and a withdrawn change stops its link', async () => {
    const { client, customer } = await loggedInClient(server);
    await client.post('/api/account/email', { email: `late-${customer.id}@example.com`, current_password: customer.password });
    const late = (await linkMailedTo(`late-${customer.id}@example.com`)).searchParams.get('token') ?? '';
    // Valid for 24 hours from the request: a day later (the session would have ended too) it is refused.
    const [change] = await server.db.query<{ created_at: Date; expires_at: Date }>(
      'select created_at, expires_at from email_changes where customer_id = $1',
      [customer.id],
    );
    expect((change?.expires_at.getTime() ?? 0) - (change?.created_at.getTime() ?? 0)).toBe(24 * 60 * 60 * 1000);
    await server.db.query("update email_changes set expires_at = created_at - interval '1 second' where customer_id = $1", [customer.id]);
    expect((await client.get<AccountBody>('/api/account')).json.data.pending_email).toBeNull();
    expect((await client.post('/api/account/email/confirm', { token: late })).status).toBe(422);

    await client.post('/api/account/email', { email: `withdrawn-${customer.id}@example.com`, current_password: customer.password });
    const withdrawn = (await linkMailedTo(`withdrawn-${customer.id}@example.com`)).searchParams.get('token') ?? '';
    expect((await client.delete('/api/account/email')).status).toBe(204);
    expect((await client.get<AccountBody>('/api/account')).json.data.pending_email).toBeNull();
    expect((await client.post('/api/account/email/confirm', { token: withdrawn })).status).toBe(422);
  });

  it('mails at most 3 links an hour per customer (429 with Retry-After and a Japanese message)', async () => {
    const { client, customer } = await loggedInClient(server);
    for (let i = 1; i <= 3; i++) {
      expect(
        (await client.post('/api/account/email', { email: `n${i}-${customer.id}@example.com`, current_password: customer.password }))
          .status,
      ).toBe(200);
    }
    const fourth = await client.post<{ message: string }>('/api/account/email', {
      email: `n4-${customer.id}@example.com`,
      current_password: customer.password,
    });
    expect(fourth.status).toBe(429);
    expect(Number(fourth.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(fourth.json.message).toMatch(/^メールアドレス変更のお申し込みが続いたため/);
  });
});

describe('password change', () => {
  it('needs the current password; ends every other session, keeps this browser on a new session id', async () => {
    const { client, customer } = await loggedInClient(server);
    const phone = new SessionClient(server.url);
    await phone.login(customer.email, customer.password);
    const before = client.sessionCookie;

    const wrong = await client.put('/api/account/password', {
      current_password: 'nope12345x',
      password: 'brandnew123',
      password_confirmation: 'brandnew123',
    });
    expect([wrong.status, (wrong.json as { errors: unknown }).errors]).toEqual([
      422,
      { current_password: ['現在のパスワードが正しくありません。'] },
    ]);
    expect((await phone.get('/api/user')).status).toBe(200);

    const changed = await client.put('/api/account/password', {
      current_password: customer.password,
      password: 'brandnew123',
      password_confirmation: 'brandnew123',
    });
    expect(changed.status, changed.text).toBe(200);
    v.parse(API_ROUTES.accountPassword.response, changed.json);
    expect(client.sessionCookie).not.toBe(before);
    expect((await client.get('/api/user')).status).toBe(200);
    expect((await phone.get('/api/user')).status).toBe(401);
    expect((await mailsTo(server.db, customer.email)).at(-1)?.subject).toBe('【パスワード変更】パスワードを変更しました');

    const fresh = new SessionClient(server.url);
    await fresh.csrf();
    expect((await fresh.post('/laravel/api/login', { email: customer.email, password: customer.password })).status).toBe(422);
    await fresh.login(customer.email, 'brandnew123');
  });

  it('checks the new password with the shared rules', async () => {
    const { client, customer } = await loggedInClient(server);
    const same = await client.put('/api/account/password', {
      current_password: customer.password,
      password: customer.password,
      password_confirmation: customer.password,
    });
    expect((same.json as { errors: unknown }).errors).toEqual({
      password: ['新しいパスワードは現在のパスワードと異なるものを入力してください'],
    });
    const weak = await client.put('/api/account/password', {
      current_password: customer.password,
      password: 'abc',
      password_confirmation: 'abc',
    });
    expect(weak.status).toBe(422);
  });

  it('allows 5 password checks in 15 minutes per customer, then 429 even with the right password', async () => {
    const { client, customer } = await loggedInClient(server);
    for (let i = 0; i < 5; i++) {
      expect(
        (
          await client.put('/api/account/password', {
            current_password: `wrong${i}12345`,
            password: 'brandnew123',
            password_confirmation: 'brandnew123',
          })
        ).status,
      ).toBe(422);
    }
    const blocked = await client.put<{ message: string }>('/api/account/password', {
      current_password: customer.password,
      password: 'brandnew123',
      password_confirmation: 'brandnew123',
    });
    expect(blocked.status).toBe(429);
    expect(blocked.json.message).toMatch(/^パスワードの確認が続けて行われたため/);
  });
});

describe('closing the account', () => {
  it('is refused while an order is not delivered or cancelled, and allowed once it is delivered', async () => {
    const { shopper, number } = await placedOrder(server, f);
    const { client, customer } = shopper;
    const closure = await client.get<{ data: { closable: boolean; blocking_orders: { number: string; status_label: string }[] } }>(
      '/api/account/closure',
    );
    v.parse(API_ROUTES.accountClosure.response, closure.json);
    expect(closure.json.data).toEqual({ closable: false, blocking_orders: [{ number, status: 'received', status_label: '受付' }] });

    const refused = await client.post<{ message: string }>('/api/account/close', { current_password: customer.password });
    expect(refused.status).toBe(409);
    expect(refused.json.message).toBe(
      `お届けが完了していないご注文（${number}）があるため、退会できません。配達完了後にお手続きください。`,
    );

    await operator.startProduction(number);
    await operator.ship(number, 1, '1234-5678-9012');
    await operator.deliver(number);
    expect((await client.get<{ data: { closable: boolean } }>('/api/account/closure')).json.data.closable).toBe(true);

    const wrong = await client.post('/api/account/close', { current_password: 'wrong123456' });
    expect(wrong.status).toBe(422);

    // A saved card (through the gateway's form, as /myaccount/payments does): it goes with the account.
    await saveTestCard(server.url, client);

    const phone = new SessionClient(server.url);
    await phone.login(customer.email, customer.password);
    const closed = await client.post('/api/account/close', { current_password: customer.password });
    expect(closed.status, closed.text).toBe(200);
    expect(client.sessionCookie).toBeUndefined();
    expect((await phone.get('/api/user')).status).toBe(401);

    // Anonymised; the order stays; the mail went to the address it had; no login any more.
    const [row] = await server.db.query<{ name: string; email: string; closed_at: Date | null }>(
      'select name, email, closed_at from customers where id = $1',
      [customer.id],
    );
    expect(row?.name).toBe('退会済みのお客様');
    expect(row?.email).not.toContain(customer.email);
    expect(row?.closed_at).toBeInstanceOf(Date);
    expect(await server.db.query('select 1 from customer_addresses where customer_id = $1', [customer.id])).toEqual([]);
    expect(await server.db.query('select 1 from customer_cards where customer_id = $1', [customer.id])).toEqual([]);
    expect(
      await server.db.query('select 1 from sandbox_gateway_customer_cards where customer_ref = $1 and deleted_at is null', [
        `customer-${customer.id}`,
      ]),
    ).toEqual([]);
    expect((await server.db.query('select number from orders where customer_id = $1', [customer.id])).length).toBe(1);
    expect((await mailsTo(server.db, customer.email)).at(-1)?.subject).toBe('【退会手続き完了】ご利用ありがとうございました');
    const again = new SessionClient(server.url);
    await again.csrf();
    expect((await again.post('/laravel/api/login', { email: customer.email, password: customer.password })).status).toBe(422);
    // The address is free for a new registration.
    const register = await again.post('/laravel/api/register', {
      name: '新しい 会員',
      email: customer.email,
      password: 'another12345',
      password_confirmation: 'another12345',
    });
    expect(register.status, register.text).toBe(201);
  });

  it('a customer with no orders closes at once', async () => {
    const { client, customer } = await loggedInClient(server);
    expect((await client.post('/api/account/close', { current_password: customer.password })).status).toBe(200);
    const after = await client.get('/api/account');
    expect(after.status).toBe(401);
  });
});
