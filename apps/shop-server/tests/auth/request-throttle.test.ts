/**
 * Rate limits of the calls anyone may make that send mail or write rows: forgot-password (per e-mail
 * and per client IP), inquiries and registration (per client IP). Over real HTTP with a test clock;
 * every test starts a day after the one before, so the windows of earlier tests are long past.
 */
import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/app.ts';
import { readConfig } from '../../src/config/config.ts';
import type { Db } from '../../src/db/db.ts';
import { openPostgres } from '../../src/db/postgres.ts';
import { createOutboxMailer } from '../../src/mail/outbox-mailer.ts';
import { SandboxGateway } from '../../src/payments/sandbox-gateway.ts';
import { createRequestThrottle } from '../../src/session/throttle.ts';
import { withDatabase } from '../global-setup.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { type Answer, createTestCustomer, SessionClient } from '../support/session-client.ts';
import { temporaryFileStore } from '../support/files.ts';

const databaseUrl = process.env['DATABASE_URL'];
const SECOND = 1000; // ms
const MINUTE = 60 * SECOND;
const DAY = 24 * 60 * MINUTE;
const SENT = {
  message: 'ご入力のメールアドレスが登録されている場合は、パスワード再設定のご案内をお送りしました。メールをご確認ください。',
};
const forgotRefusal = (seconds: number) => ({
  message: `パスワード再設定のお申し込みが続いたため、しばらく時間をおいてからお試しください（${seconds}秒後から再度お申し込みいただけます）。`,
});
const INQUIRY = { name: '佐藤 一郎', email: 'ichiro@example.com', category: 'print', title: '版について', contents: '教えてください。' };

/** A test server whose clock starts a day later for every test (so no window reaches across tests). */
function throttledServer() {
  const state: { server: TestServer; days: number; clock: number } = { server: undefined as never, days: 0, clock: 0 };
  beforeAll(async () => {
    state.server = await startTestServer();
  });
  afterAll(() => state.server.close());
  return {
    get server() {
      return state.server;
    },
    /** Moves the clock to `offset` ms after the start of a new day of the test. */
    newDay() {
      state.days += 1;
      const start = Date.now() + state.days * DAY;
      return (offset = 0) => {
        state.clock = start + offset;
        state.server.setNow(state.clock);
        return state.clock;
      };
    },
    /** The clock as last set (epoch ms). */
    get clock() {
      return state.clock;
    },
  };
}

/** A fresh browser stand-in with its session and XSRF token (made after the clock was set). */
async function anonymous(server: { url: string }): Promise<SessionClient> {
  const c = new SessionClient(server.url);
  await c.csrf();
  return c;
}

/** Everything about an answer a visitor could compare, apart from the Date header. */
const visible = (answer: Answer) => ({
  status: answer.status,
  text: answer.text,
  headers: [...answer.headers].filter(([name]) => name !== 'date' && name !== 'set-cookie'),
  setsCookies: answer.headers.getSetCookie().map((line) => line.split('=')[0]),
});

const mailsTo = async (db: Db, email: string) =>
  (await db.query<{ n: number }>('select count(*)::int as n from outbox where lower(recipient) = lower($1)', [email]))[0]?.n;

describe('forgot-password: 3 requests per e-mail and 10 per client IP in 15 minutes', () => {
  const t = throttledServer();
  const post = (c: SessionClient, email: string) => c.post<{ message: string }>('/laravel/api/forgot-password', { email });

  it('the 4th request for one e-mail (in any letter case) answers 429 with Retry-After, sends no mail, and 15 minutes after the 1st one is allowed again', async () => {
    const at = t.newDay();
    const { server } = t;
    at(0);
    const customer = await createTestCustomer(server.db);
    const c = await anonymous(server);
    // A minute apart, so the one-mail-a-minute rule of each customer lets every admitted request mail.
    for (const [i, email] of [
      customer.email,
      customer.email.toUpperCase(),
      customer.email.replace(/^./, (first) => first.toUpperCase()),
    ].entries()) {
      at(i * 61 * SECOND);
      expect([i, (await post(c, email)).json]).toEqual([i, SENT]);
      expect(await mailsTo(server.db, customer.email)).toBe(i + 1);
    }
    const logged = server.mailLog.length;
    for (const offset of [183 * SECOND, 10 * MINUTE, 15 * MINUTE - SECOND]) {
      at(offset);
      const refused = await post(c, customer.email);
      const wait = Math.ceil((15 * MINUTE - offset) / SECOND);
      expect([refused.status, refused.headers.get('retry-after'), refused.json]).toEqual([429, String(wait), forgotRefusal(wait)]);
    }
    expect(await mailsTo(server.db, customer.email)).toBe(3);
    expect(server.mailLog.length).toBe(logged);
    // Refused requests were not counted: a slot frees as soon as the 1st request leaves the window.
    at(15 * MINUTE + SECOND);
    expect((await post(c, customer.email)).json).toEqual(SENT);
    expect(await mailsTo(server.db, customer.email)).toBe(4);
    at(15 * MINUTE + 2 * SECOND);
    expect((await post(c, customer.email)).status).toBe(429);
  });

  it('an unknown e-mail meets the same limit with the very same answers (status, body, headers) as a customer’s', async () => {
    const at = t.newDay();
    const { server } = t;
    at(0);
    const customer = await createTestCustomer(server.db);
    const unknown = `nobody-${customer.email}`;
    const c = await anonymous(server);
    for (let i = 0; i < 5; i++) {
      at(i * 2 * MINUTE);
      const known = visible(await post(c, customer.email));
      const stranger = visible(await post(c, unknown));
      expect(stranger).toEqual(known);
      expect([i, known.status]).toEqual([i, i < 3 ? 200 : 429]);
      if (i >= 3) expect(known.headers).toContainEqual(['retry-after', String(15 * 60 - i * 2 * 60)]);
    }
    expect(await mailsTo(server.db, unknown)).toBe(0);
    at(15 * MINUTE + SECOND);
    expect(visible(await post(c, unknown))).toEqual(visible(await post(c, customer.email)));
  });

  it('the 11th request from one client IP within 15 minutes answers 429, whatever the e-mail', async () => {
    const at = t.newDay();
    const { server } = t;
    at(0);
    const customer = await createTestCustomer(server.db);
    const c = await anonymous(server);
    for (let i = 0; i < 10; i++) {
      at(i * SECOND);
      expect([i, (await post(c, `someone-${i}@example.com`)).status]).toEqual([i, 200]);
    }
    at(5 * MINUTE);
    const refused = await post(c, customer.email);
    expect([refused.status, refused.headers.get('retry-after'), refused.json]).toEqual([429, '600', forgotRefusal(600)]);
    expect(await mailsTo(server.db, customer.email)).toBe(0);
    at(15 * MINUTE + SECOND);
    expect((await post(c, customer.email)).json).toEqual(SENT);
    expect(await mailsTo(server.db, customer.email)).toBe(1);
  });

  it('an invalid body is refused with 422 before it is counted', async () => {
    const at = t.newDay();
    at(0);
    const c = await anonymous(t.server);
    for (let i = 0; i < 12; i++) expect((await c.post('/laravel/api/forgot-password', { email: 'not-an-email' })).status).toBe(422);
    expect((await post(c, 'valid@example.com')).status).toBe(200);
  });

  it(`20 parallel requests for one customer (${databaseUrl ? 'PostgreSQL: real races' : 'PGlite: one connection, serialised'}) admit exactly 3 and send at most 3 mails`, async () => {
    const at = t.newDay();
    const { server } = t;
    at(0);
    const customer = await createTestCustomer(server.db);
    const clients = await Promise.all(Array.from({ length: 20 }, () => anonymous(server)));
    const answers = await Promise.all(clients.map((c) => post(c, customer.email)));
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([...Array<number>(3).fill(200), ...Array<number>(17).fill(429)]);
    expect(answers.filter((a) => a.status === 429).every((a) => Number(a.headers.get('retry-after')) === 15 * 60)).toBe(true);
    const mails = await mailsTo(server.db, customer.email);
    expect(mails).toBeGreaterThanOrEqual(1);
    expect(mails).toBeLessThanOrEqual(3);
  });

  it(`two server processes on one database (${databaseUrl ? 'PostgreSQL: two pools' : 'PGlite: one handle'}) share the count, also when called in parallel`, async () => {
    const at = t.newDay();
    const { server } = t;
    at(0);
    const other = await startSecondServer(server.db, () => t.clock);
    try {
      const customer = await createTestCustomer(server.db);
      const here = await anonymous(server);
      const there = await anonymous(other);
      expect((await post(here, customer.email)).status).toBe(200);
      expect((await post(there, customer.email)).status).toBe(200);
      at(MINUTE);
      const burst = await Promise.all(Array.from({ length: 10 }, (_, i) => post(i % 2 === 0 ? here : there, customer.email)));
      expect(burst.map((a) => a.status).sort()).toEqual([200, ...Array<number>(9).fill(429)]);
      expect((await post(here, customer.email)).status).toBe(429);
      expect((await post(there, customer.email)).status).toBe(429);
    } finally {
      await other.close();
    }
  });

  it('per e-mail the limit holds across client IPs, per IP across e-mails; refused requests record nothing', async () => {
    const at = t.newDay();
    const now = at(0);
    const throttle = createRequestThrottle(t.server.db);
    const limits = (email: string, ip: string) => [
      { bucket: 'test:email', key: email, max: 3, windowMs: 15 * MINUTE },
      { bucket: 'test:ip', key: ip, max: 10, windowMs: 15 * MINUTE },
    ];
    const take = (email: string, ip: string, offset = 0) => throttle.take(limits(email, ip), now + offset);
    expect([
      await take('a@example.com', '10.0.0.1'),
      await take('a@example.com', '10.0.0.2'),
      await take('a@example.com', '10.0.0.3'),
    ]).toEqual(Array(3).fill({ allowed: true }));
    expect(await take('a@example.com', '10.0.0.4', MINUTE)).toEqual({ allowed: false, retryAfterSeconds: 14 * 60 });
    for (let i = 0; i < 10; i++) expect(await take(`b${i}@example.com`, '10.0.0.4')).toEqual({ allowed: true });
    expect(await take('c@example.com', '10.0.0.4', 2 * MINUTE)).toEqual({ allowed: false, retryAfterSeconds: 13 * 60 });
    const [row] = await t.server.db.query<{ n: number }>("select count(*)::int as n from request_throttle where bucket like 'test:%'");
    expect(row?.n).toBe(2 * 13);
  });

  it('rows older than their window are pruned by a later request', async () => {
    const at = t.newDay();
    const { server } = t;
    at(0);
    const c = await anonymous(server);
    expect((await post(c, 'prune-me@example.com')).status).toBe(200);
    const rows = () => server.db.query<{ bucket: string }>("select bucket from request_throttle where key = 'prune-me@example.com'");
    expect(await rows()).toEqual([{ bucket: 'forgot-password:email' }]);
    at(20 * MINUTE);
    expect((await post(await anonymous(server), 'someone-else@example.com')).status).toBe(200);
    expect(await rows()).toEqual([]);
    const [old] = await server.db.query<{ n: number }>(
      "select count(*)::int as n from request_throttle where bucket like 'forgot-password:%' and hit_at <= $1",
      [new Date(t.clock - 15 * MINUTE)],
    );
    expect(old?.n).toBe(0);
  });
});

describe('inquiries: 5 per client IP in 10 minutes', () => {
  const t = throttledServer();

  it('the 6th inquiry answers 429 with Retry-After and a Japanese message, stores and mails nothing, and is accepted 10 minutes after the 1st', async () => {
    const at = t.newDay();
    const { server } = t;
    at(0);
    const c = await anonymous(server);
    const inquiries = async () => (await server.db.query<{ n: number }>('select count(*)::int as n from inquiries'))[0]?.n;
    const outbox = async () => (await server.db.query<{ n: number }>('select count(*)::int as n from outbox'))[0]?.n;
    // Refused bodies (422) are not counted.
    expect((await c.post('/api/inquiries', { ...INQUIRY, email: 'x' })).status).toBe(422);
    for (let i = 0; i < 5; i++) {
      at(i * MINUTE);
      expect([i, (await c.post('/api/inquiries', INQUIRY)).status]).toEqual([i, 201]);
    }
    const [stored, mailed] = [await inquiries(), await outbox()];
    at(7 * MINUTE);
    const refused = await c.post('/api/inquiries', INQUIRY);
    expect([refused.status, refused.headers.get('retry-after'), refused.json]).toEqual([
      429,
      '180',
      { message: 'お問い合わせの送信が続いたため、しばらく時間をおいてからお試しください（180秒後から再度送信いただけます）。' },
    ]);
    expect([await inquiries(), await outbox()]).toEqual([stored, mailed]);
    at(10 * MINUTE + SECOND);
    expect((await c.post('/api/inquiries', INQUIRY)).status).toBe(201);
    expect((await c.post('/api/inquiries', INQUIRY)).status).toBe(429);
  });
});

describe('registration: 5 per client IP in an hour', () => {
  const t = throttledServer();

  it('the 6th registration (a taken e-mail counts too) answers 429 with Retry-After and creates no customer, and is possible again an hour after the 1st', async () => {
    const at = t.newDay();
    const { server } = t;
    at(0);
    const register = async (email: string) => {
      const c = await anonymous(server);
      return c.post<{ message: string }>('/laravel/api/register', {
        name: '山田 花子',
        email,
        password: 'hanako12345',
        password_confirmation: 'hanako12345',
      });
    };
    for (let i = 0; i < 4; i++) {
      at(i * MINUTE);
      expect([i, (await register(`limit-${i}@example.com`)).status]).toEqual([i, 201]);
    }
    expect((await register('limit-0@example.com')).status).toBe(422);
    at(30 * MINUTE);
    const refused = await register('limit-5@example.com');
    expect([refused.status, refused.headers.get('retry-after')]).toEqual([429, String(30 * 60)]);
    expect(refused.json.message).toBe(
      '会員登録のお申し込みが続いたため、しばらく時間をおいてからお試しください（1800秒後から再度お申し込みいただけます）。',
    );
    expect(await server.db.query("select id from customers where email = 'limit-5@example.com'")).toEqual([]);
    at(60 * MINUTE + SECOND);
    expect((await register('limit-5@example.com')).status).toBe(201);
  });
});

/** The same app on a second database handle (PostgreSQL: its own pool, as another process has), over HTTP. */
async function startSecondServer(db: Db, now: () => number): Promise<{ url: string; close(): Promise<void> }> {
  let handle: Db = { ...db, close: async () => undefined };
  if (databaseUrl) {
    const [row] = await db.query<{ name: string }>('select current_database() as name');
    if (!row) throw new Error('no current database');
    handle = await openPostgres(withDatabase(databaseUrl, row.name), { max: 10 });
  }
  const config = readConfig({ PORT: '0' });
  const payments = new SandboxGateway({ db: handle, now, publicUrl: config.publicUrl });
  const app = createApp({
    db: handle,
    config,
    now,
    mailer: createOutboxMailer(handle, { now, log: () => undefined }),
    files: temporaryFileStore(),
    payments,
  });
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await handle.close();
    },
  };
}
