import { API_ROUTES } from '@shop/api-contract';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../support/server.ts';
import { createTestCustomer, SessionClient } from '../support/session-client.ts';

const GENERIC_FAILURE = {
  message: 'メールアドレスまたはパスワードが正しくありません。',
  errors: { email: ['メールアドレスまたはパスワードが正しくありません。'] },
};

describe('login', () => {
  const server = useTestServer();

  async function client() {
    const c = new SessionClient(server.url);
    await c.csrf();
    return c;
  }

  it('an unknown e-mail and a wrong password get the very same 422 answer', async () => {
    const customer = await createTestCustomer(server.db);
    const c = await client();
    const unknown = await c.post('/laravel/api/login', { email: 'nobody-here@example.com', password: 'abcde12345' });
    const wrong = await c.post('/laravel/api/login', { email: customer.email, password: 'wrong-password-1' });
    expect([unknown.status, unknown.json]).toEqual([422, GENERIC_FAILURE]);
    expect([wrong.status, wrong.json]).toEqual([422, GENERIC_FAILURE]);
    expect(unknown.text).toBe(wrong.text);
  });

  it('the demo customer of the seed logs in with demo12345678', async () => {
    const c = await client();
    const answer = await c.post<{ user: { email: string } }>('/laravel/api/login', { email: 'demo@example.com', password: 'demo12345678' });
    expect([answer.status, answer.json.user.email]).toEqual([200, 'demo@example.com']);
  });

  it('a failed login keeps the visitor anonymous', async () => {
    const customer = await createTestCustomer(server.db);
    const c = await client();
    const cookie = c.sessionCookie;
    await c.post('/laravel/api/login', { email: customer.email, password: 'wrong-password-1' });
    expect(c.sessionCookie).toBe(cookie);
    expect((await c.get('/api/user')).status).toBe(401);
  });

  it('the e-mail is matched case-insensitively, the password exactly as typed', async () => {
    const customer = await createTestCustomer(server.db, { password: 'CaseMatters42' });
    const c = await client();
    expect((await c.post('/laravel/api/login', { email: customer.email, password: 'casematters42' })).status).toBe(422);
    expect((await c.post('/laravel/api/login', { email: customer.email, password: 'CaseMatters42 ' })).status).toBe(422);
    const ok = await c.post('/laravel/api/login', { email: customer.email.toUpperCase(), password: 'CaseMatters42' });
    expect(ok.status).toBe(200);
  });

  it.each([
    [{}, ['email', 'password']],
    [{ email: 'not-an-email', password: 'x' }, ['email']],
    [{ email: 'a@example.com' }, ['password']],
    [[], ['email', 'password']],
    ['email=a@example.com', ['_form']],
  ])('an invalid body %j answers 422 with Japanese messages on %j', async (body, fields) => {
    const c = await client();
    const answer = await c.post<{ message: string; errors: Record<string, string[]> }>('/laravel/api/login', body);
    expect(answer.status).toBe(422);
    expect(Object.keys(answer.json.errors).sort()).toEqual(fields);
    expect(answer.json.message).toMatch(/[ぁ-んァ-ヶ一-龠]/);
  });

  it('after 5 failures for one e-mail within a minute the 6th attempt answers 429, even with the right password', async () => {
    const start = Date.now();
    server.setNow(start);
    try {
      const customer = await createTestCustomer(server.db);
      const c = await client();
      for (let i = 0; i < 5; i++) {
        expect((await c.post('/laravel/api/login', { email: customer.email, password: `wrong-${i}-password` })).status).toBe(422);
      }
      const blocked = await c.post<{ message: string }>('/laravel/api/login', { email: customer.email, password: customer.password });
      expect(blocked.status).toBe(429);
      expect(blocked.json.message).toContain('秒後にもう一度お試しください');
      expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
      // Another e-mail from the same address is not affected.
      const other = await createTestCustomer(server.db);
      expect((await c.post('/laravel/api/login', { email: other.email, password: other.password })).status).toBe(200);
      // A minute later the first customer may try again.
      server.setNow(start + 61_000);
      const c2 = await client();
      expect((await c2.post('/laravel/api/login', { email: customer.email, password: customer.password })).status).toBe(200);
    } finally {
      server.setNow(Date.now());
    }
  });

  it('a successful login clears the failures counted so far', async () => {
    const customer = await createTestCustomer(server.db);
    const c = await client();
    for (let i = 0; i < 4; i++) await c.post('/laravel/api/login', { email: customer.email, password: `wrong-${i}-password` });
    await c.login(customer.email, customer.password);
    await c.post('/laravel/api/logout');
    await c.csrf();
    for (let i = 0; i < 4; i++) await c.post('/laravel/api/login', { email: customer.email, password: `wrong-${i}-password` });
    expect((await c.post('/laravel/api/login', { email: customer.email, password: customer.password })).status).toBe(200);
  });

  it('a burst of 20 parallel wrong guesses gets at most 5 password checks', async () => {
    const customer = await createTestCustomer(server.db);
    const c = await client();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => c.post('/laravel/api/login', { email: customer.email, password: `guess-${i}-password` })),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 422).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((s) => s !== 422).every((s) => s === 429)).toBe(true);
  });
});

describe('registration', () => {
  const server = useTestServer();

  it('registers, logs in on a new session id and answers the user', async () => {
    const c = new SessionClient(server.url);
    await c.csrf();
    const before = c.sessionCookie;
    const answer = await c.post<{ data: { id: number } }>('/laravel/api/register', {
      name: '山田 花子',
      email: 'hanako@example.com',
      password: 'hanako12345',
      password_confirmation: 'hanako12345',
    });
    expect(answer.status).toBe(201);
    const user = { id: answer.json.data.id, name: '山田 花子', email: 'hanako@example.com' };
    expect(answer.json).toEqual({ data: user });
    expect(v.parse(API_ROUTES.register.response, answer.json)).toEqual({ data: user });
    expect(c.sessionCookie).not.toBe(before);
    expect((await c.get('/api/user')).json).toEqual(user);
    // The password is stored as an OWASP-strength scrypt hash, never as typed.
    const [row] = await server.db.query<{ password_hash: string }>('select password_hash from customers where id = $1', [user.id]);
    expect(row?.password_hash).toMatch(/^scrypt\$131072\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    await c.post('/laravel/api/logout');
    await c.login('hanako@example.com', 'hanako12345');
  });

  it('a registered e-mail (in any letter case) answers 422 with a Japanese message on email', async () => {
    const existing = await createTestCustomer(server.db);
    const c = new SessionClient(server.url);
    await c.csrf();
    const answer = await c.post('/laravel/api/register', {
      name: '二重 登録',
      email: existing.email.toUpperCase(),
      password: 'another12345',
      password_confirmation: 'another12345',
    });
    expect([answer.status, answer.json]).toEqual([
      422,
      { message: 'このメールアドレスは既に登録されています。', errors: { email: ['このメールアドレスは既に登録されています。'] } },
    ]);
  });

  it('the spec password rule and the confirmation are enforced with Japanese messages', async () => {
    const c = new SessionClient(server.url);
    await c.csrf();
    const weak = await c.post<{ errors: Record<string, string[]> }>('/laravel/api/register', {
      name: '弱い パスワード',
      email: 'weak@example.com',
      password: 'short1',
      password_confirmation: 'short1',
    });
    expect(weak.status).toBe(422);
    expect(weak.json.errors['password']?.[0]).toContain('アルファベットと数字をそれぞれ1種類以上含む10文字以上32文字以下の半角英数字');
    const mismatch = await c.post<{ errors: Record<string, string[]> }>('/laravel/api/register', {
      name: '確認 違い',
      email: 'mismatch@example.com',
      password: 'abcde12345',
      password_confirmation: 'abcde12346',
    });
    expect(mismatch.status).toBe(422);
    expect(Object.keys(mismatch.json.errors)).toEqual(['password_confirmation']);
    expect(await server.db.query("select id from customers where email in ('weak@example.com', 'mismatch@example.com')")).toEqual([]);
  });
});
