import { API_ROUTES } from '@shop/api-contract';
import { createHash } from 'node:crypto';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../support/server.ts';
import { createTestCustomer, SessionClient } from '../support/session-client.ts';

const HOUR = 60 * 60 * 1000; // ms
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

function setCookieLine(res: Response, name: string): string {
  const line = res.headers.getSetCookie().find((l) => l.startsWith(`${name}=`));
  if (!line) throw new Error(`no Set-Cookie for ${name}`);
  return line;
}

describe('the Sanctum-style session', () => {
  const server = useTestServer();

  it('csrf-cookie answers 204 with an HttpOnly Lax session cookie and a script-readable XSRF-TOKEN', async () => {
    const res = await fetch(`${server.url}/laravel/sanctum/csrf-cookie`);
    expect(res.status).toBe(204);
    const session = setCookieLine(res, 'shop_session');
    const xsrf = setCookieLine(res, 'XSRF-TOKEN');
    expect(session).toMatch(/^shop_session=[A-Za-z0-9_-]{43};/);
    expect(session).toMatch(/; HttpOnly/);
    expect(session).toMatch(/; SameSite=Lax/);
    expect(session).toMatch(/; Path=\//);
    expect(session).not.toMatch(/Secure/);
    expect(xsrf).toMatch(/^XSRF-TOKEN=[A-Za-z0-9_-]{43};/);
    expect(xsrf).not.toMatch(/HttpOnly/);
    expect(xsrf).toMatch(/; SameSite=Lax/);
  });

  it('the database keeps only the sha256 of the session cookie', async () => {
    const client = new SessionClient(server.url);
    await client.csrf();
    const cookie = client.sessionCookie ?? '';
    const rows = await server.db.query<{ id: string; csrf_token: string }>('select id, csrf_token from sessions where id = $1 or id = $2', [
      cookie,
      sha256(cookie),
    ]);
    expect(rows).toEqual([{ id: sha256(cookie), csrf_token: client.cookies.get('XSRF-TOKEN') }]);
  });

  it('a second csrf-cookie call keeps the session and its token', async () => {
    const client = new SessionClient(server.url);
    await client.csrf();
    const before = [client.sessionCookie, client.cookies.get('XSRF-TOKEN')];
    await client.csrf();
    expect([client.sessionCookie, client.cookies.get('XSRF-TOKEN')]).toEqual(before);
  });

  it('the user calls answer 401 Unauthenticated. without a login', async () => {
    const client = new SessionClient(server.url);
    await client.csrf();
    for (const path of ['/laravel/api/user', '/api/user']) {
      const answer = await client.get(path);
      expect([answer.status, answer.json]).toEqual([401, { message: 'Unauthenticated.' }]);
    }
  });

  it('login rotates the session id and CSRF token; the old cookie is worthless afterwards', async () => {
    const customer = await createTestCustomer(server.db);
    const client = new SessionClient(server.url);
    await client.csrf();
    const oldCookie = client.sessionCookie ?? '';
    const oldToken = client.cookies.get('XSRF-TOKEN') ?? '';

    const answer = await client.post('/laravel/api/login', { email: customer.email, password: customer.password });
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({
      status: true,
      message: '認証成功',
      user: { id: customer.id, name: customer.name, email: customer.email },
    });
    v.parse(API_ROUTES.login.response, answer.json);
    expect(client.sessionCookie).toBeDefined();
    expect(client.sessionCookie).not.toBe(oldCookie);
    expect(client.cookies.get('XSRF-TOKEN')).not.toBe(oldToken);
    expect(await server.db.query('select id from sessions where id = $1', [sha256(oldCookie)])).toEqual([]);

    const user = await client.get('/api/user');
    expect([user.status, user.json]).toEqual([200, { id: customer.id, name: customer.name, email: customer.email }]);
    v.parse(API_ROUTES.user.response, user.json);
    v.parse(API_ROUTES.sessionUser.response, (await client.get('/laravel/api/user')).json);

    // A client still holding the pre-login cookie (session fixation) is anonymous.
    const attacker = new SessionClient(server.url);
    attacker.cookies.set('shop_session', oldCookie);
    attacker.cookies.set('XSRF-TOKEN', oldToken);
    expect((await attacker.get('/api/user')).status).toBe(401);
    expect((await attacker.post('/laravel/api/logout')).status).toBe(419);
  });

  it('logout deletes the session server-side: a copy of the old cookie is anonymous afterwards', async () => {
    const customer = await createTestCustomer(server.db);
    const client = new SessionClient(server.url);
    await client.login(customer.email, customer.password);
    const copy = new SessionClient(server.url);
    for (const [name, value] of client.cookies) copy.cookies.set(name, value);
    expect((await copy.get('/laravel/api/user')).status).toBe(200);

    const out = await client.post('/laravel/api/logout');
    expect(out.status).toBe(204);
    expect(client.cookies.size).toBe(0);
    expect(await server.db.query('select id from sessions where customer_id = $1', [customer.id])).toEqual([]);
    const after = await copy.get('/laravel/api/user');
    expect([after.status, after.json]).toEqual([401, { message: 'Unauthenticated.' }]);
  });

  /** Logs a new customer in with the server's clock at `start` (now), runs `steps`, then sets the clock back. */
  async function loggedInFromNow(steps: (client: SessionClient, start: number) => Promise<void>): Promise<void> {
    const customer = await createTestCustomer(server.db);
    const start = Date.now();
    server.setNow(start);
    try {
      const client = new SessionClient(server.url);
      await client.login(customer.email, customer.password);
      await steps(client, start);
    } finally {
      server.setNow(Date.now());
    }
  }

  it('a session idle for more than 2 hours has expired; activity slides the expiry', async () => {
    await loggedInFromNow(async (client, start) => {
      // Active every 90 minutes for 6 hours: stays logged in.
      for (let t = 1; t <= 4; t++) {
        server.setNow(start + t * 1.5 * HOUR);
        expect((await client.get('/api/user')).status).toBe(200);
      }
      server.setNow(start + 6 * HOUR + 2 * HOUR + 1000);
      expect((await client.get('/api/user')).status).toBe(401);
    });
  });

  it('a session ends 30 days after it began however active it is', async () => {
    await loggedInFromNow(async (client, start) => {
      let t = start;
      while (t < start + 30 * 24 * HOUR - 2 * HOUR) {
        t += 1.9 * HOUR; // just inside the idle limit
        server.setNow(t);
        expect((await client.get('/api/user')).status).toBe(200);
      }
      server.setNow(start + 30 * 24 * HOUR + 1);
      expect((await client.get('/api/user')).status).toBe(401);
    });
  });

  it('expired sessions are deleted when new sessions are created', async () => {
    const start = Date.now();
    server.setNow(start);
    const stale = new SessionClient(server.url);
    await stale.csrf();
    const id = sha256(stale.sessionCookie ?? '');
    server.setNow(start + 3 * HOUR);
    await new SessionClient(server.url).csrf();
    server.setNow(Date.now());
    expect(await server.db.query('select id from sessions where id = $1', [id])).toEqual([]);
  });
});

describe('session cookies behind https', () => {
  const server = useTestServer({ secureCookies: true, publicUrl: 'https://shop.example' });

  it('both cookies carry Secure', async () => {
    const res = await fetch(`${server.url}/laravel/sanctum/csrf-cookie`);
    expect(setCookieLine(res, 'shop_session')).toMatch(/; Secure/);
    expect(setCookieLine(res, 'XSRF-TOKEN')).toMatch(/; Secure/);
  });
});
