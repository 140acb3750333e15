/**
 * The CSRF rule: every POST/PUT/PATCH/DELETE from outside needs an X-XSRF-TOKEN equal to the session's
 * token, else 419. The routes come from what the server registers (registered-routes.ts), not only
 * from API_ROUTES. The one exception: the storefront's SSR loaders may run the read-only
 * POST /api/content/query in-process without a token.
 */
import { createApiClient, createCookieJar } from '@shop/api-client';
import { API_ROUTES, type ApiRoute } from '@shop/api-contract';
import { ADMIN_API_PREFIX, ADMIN_ROUTES } from '@shop/api-contract/admin';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { RouterContextProvider } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../src/config/config.ts';
import type { Db } from '../../src/db/db.ts';
import { type LoadContextInput, mountStorefrontBuild } from '../../src/web/storefront.ts';
import { freshDatabase } from '../support/database.ts';
import { appOn, listenLocally, useTestServer } from '../support/server.ts';
import { loggedInClient, SessionClient } from '../support/session-client.ts';
import { concretePath, MUTATING_METHODS, REGISTERED_ROUTES } from './registered-routes.ts';
import type { StaffClient } from '../support/staff.ts';
import { signedInStaff } from '../support/staff.ts';

/** Every state-changing route the server registers, with a concrete path (parameters filled with 1). */
const MUTATING = REGISTERED_ROUTES.filter((r) => MUTATING_METHODS.includes(r.method)).map((r) => ({ ...r, url: concretePath(r.path) }));
const CONTRACT = Object.entries(API_ROUTES as Record<string, ApiRoute>);
/** The back office's writes: their own session and token (X-STAFF-XSRF-TOKEN), tested below. */
const ADMIN_MUTATING = MUTATING.filter((r) => r.path.startsWith(ADMIN_API_PREFIX));
const NEEDS_LOGIN = CONTRACT.filter(([, route]) => route.requiresLogin).map(([, route]) => ({ route, url: concretePath(route.path) }));
const MISMATCH = { message: 'CSRF token mismatch.' };
const FEATURES_QUERY = { collection: 'features', where: { status: true }, sort: { field: 'sequence', order: 'asc' }, limit: 50 };

describe('CSRF protection of every state-changing route the server registers', () => {
  const server = useTestServer();
  let client: SessionClient;
  beforeAll(async () => {
    ({ client } = await loggedInClient(server));
  });

  it('the server registers the cart, account, address-book, checkout, order, session, contact-form, upload, saved-design, preflight, artwork (proof approval, change request, acceptance as it is, new version), order-message and shared-proof (make, revoke) calls and the content query as its state-changing methods', () => {
    expect(MUTATING.map((r) => `${r.method} ${r.path}`).sort()).toEqual(
      [
        'DELETE /api/account/email',
        'POST /api/account/close',
        'POST /api/account/email',
        'POST /api/account/email/confirm',
        'PUT /api/account/name',
        'PUT /api/account/newsletter',
        'PUT /api/account/password',
        'DELETE /api/addresses/:id',
        'DELETE /api/cart_estimates/:id',
        'DELETE /api/cart_items/:id',
        'DELETE /api/cart_production_item_groups/:id',
        'DELETE /api/cart_productions/:id',
        'DELETE /api/cart_reorders/:id',
        'DELETE /api/designs/:id',
        'DELETE /api/my/reviews/:id',
        'DELETE /api/payment_methods/:id',
        'DELETE /api/proof_links/:id',
        'POST /api/addresses',
        'POST /api/art_jobs/:id/acceptance',
        'POST /api/art_jobs/:id/change_requests',
        'POST /api/art_jobs/:id/proof_approval',
        'POST /api/art_jobs/:id/versions',
        'POST /api/byob_requests',
        'POST /api/cart_items',
        'POST /api/cart_production_item_groups',
        'POST /api/cart_productions',
        'POST /api/cart_reorders',
        'POST /api/checkout/bridge/:token',
        'POST /api/checkout/card_sessions',
        'POST /api/checkout/quote',
        'POST /api/content/query',
        'POST /api/coupons/claim',
        'POST /api/custom_orders/:number/accept',
        'POST /api/custom_orders/:number/claim',
        'POST /api/designs',
        'POST /api/estimates',
        'POST /api/estimates/:number/cart',
        'POST /api/files',
        'POST /api/inquiries',
        'POST /api/my/reviews',
        'POST /api/orders',
        'POST /api/orders/:number/messages',
        'POST /api/orders/:number/messages/read',
        'POST /api/orders/:number/receipt',
        'POST /api/payment_methods',
        'POST /api/payment_methods/:id/default',
        'POST /api/payment_methods/card_sessions',
        'POST /api/preflight',
        'POST /api/proof_links',
        'POST /api/quotes/pdf',
        'POST /api/reorders/:number/estimate',
        'POST /api/reorders/:number/quote',
        'POST /laravel/api/forgot-password',
        'POST /laravel/api/login',
        'POST /laravel/api/logout',
        'POST /laravel/api/register',
        'POST /laravel/api/reset-password',
        'PUT /api/addresses/:id',
        'PUT /api/cart_items/:id',
        'PUT /api/cart_prints/:id',
        'PUT /api/cart_production_item_groups/:id',
        'PUT /api/cart_production_items/:id',
        'PUT /api/designs/:id',
        'PUT /api/my/reviews/:id',
        // the back office (staff session and token)
        'POST /api/admin/account/totp',
        'POST /api/admin/account/totp/confirm',
        'POST /api/admin/account/totp/disable',
        'POST /api/admin/art-jobs/:id/approval',
        'POST /api/admin/art-jobs/:id/rejection',
        'POST /api/admin/art-jobs/:id/staff-fix',
        'POST /api/admin/login',
        'POST /api/admin/login/totp',
        'POST /api/admin/logout',
        'POST /api/admin/orders/:number/messages',
        'POST /api/admin/orders/:number/messages/read',
        'POST /api/admin/orders/bulk_status',
        'POST /api/admin/setup/:token',
        'POST /api/admin/setup/:token/totp',
        'PUT /api/admin/account/password',
        'PUT /api/admin/staff-settings',
        'PUT /api/admin/staff/:id',
      ].sort(),
    );
  });

  it('every registered state-changing route is a `mutates` route of API_ROUTES or ADMIN_ROUTES, except the read-only content query', () => {
    const contract = new Map(
      [...CONTRACT, ...Object.entries(ADMIN_ROUTES as Record<string, ApiRoute>)].map(([name, route]) => [
        `${route.method} ${route.path}`,
        { name, mutates: route.mutates },
      ]),
    );
    const unmarked = MUTATING.map((r) => `${r.method} ${r.path}`).filter((key) => contract.get(key)?.mutates !== true);
    expect(unmarked).toEqual(['POST /api/content/query']);
    expect(contract.get('POST /api/content/query')?.name).toBe('contentQuery');
  });

  it.each(MUTATING)('$method $path without X-XSRF-TOKEN answers 419', async ({ method, url }) => {
    const answer = await client.request(method, url, { json: {}, xsrf: false });
    expect([answer.status, answer.json]).toEqual([419, MISMATCH]);
  });

  it.each(MUTATING)('$method $path with a wrong X-XSRF-TOKEN answers 419', async ({ method, url }) => {
    const token = client.cookies.get('XSRF-TOKEN') ?? '';
    for (const wrong of [
      `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`,
      '',
      'x',
      token.toLowerCase() === token ? 'Z' : token.toLowerCase(),
    ]) {
      const answer = await client.request(method, url, { json: {}, xsrf: wrong });
      expect([wrong, answer.status, answer.json]).toEqual([wrong, 419, MISMATCH]);
    }
  });

  it.each(MUTATING)('$method $path without any session answers 419, even with a token', async ({ method, url }) => {
    const stranger = new SessionClient(server.url);
    const answer = await stranger.request(method, url, { json: {}, xsrf: client.cookies.get('XSRF-TOKEN') ?? 'x' });
    expect([answer.status, answer.json]).toEqual([419, MISMATCH]);
  });

  it.each(MUTATING.filter((r) => r.path !== '/laravel/api/logout' && !r.path.startsWith(ADMIN_API_PREFIX)))(
    '$method $path with the right token passes the CSRF check and is routed',
    async ({ method, url }) => {
      const answer = await client.request(method, url, { json: {} });
      expect(answer.status).not.toBe(419);
      expect(answer.text).not.toContain('No route for');
    },
  );

  it('the content query answers a browser that sends its token', async () => {
    const answer = await client.post<{ data: { status: boolean }[] }>('/api/content/query', FEATURES_QUERY);
    expect(answer.status).toBe(200);
    expect(answer.json.data.length).toBeGreaterThan(0);
  });

  it("the storefront's browser client gets a first-time visitor's content query answered (it fetches a token on the 419 and retries once)", async () => {
    const jar = createCookieJar();
    const requests: string[] = [];
    const fetchLogged: typeof jar.fetch = (input, init) => {
      requests.push(
        `${init?.method ?? (input instanceof Request ? input.method : 'GET')} ${new URL(input instanceof Request ? input.url : String(input)).pathname}`,
      );
      return jar.fetch(input, init);
    };
    const api = createApiClient({ baseUrl: server.url, fetch: fetchLogged, readCookie: jar.readCookie, retry: 0 });
    const answer = await api.content.query({
      collection: 'features',
      where: { status: true },
      sort: { field: 'sequence', order: 'asc' },
      limit: 50,
    });
    expect(answer.data.length).toBeGreaterThan(0);
    expect(requests).toEqual(['POST /api/content/query', 'GET /laravel/sanctum/csrf-cookie', 'POST /api/content/query']);
  });

  it('no header a client can send makes an HTTP request count as in-process', async () => {
    const visitor = new SessionClient(server.url);
    const forged = {
      'x-in-process': '1',
      'x-forwarded-for': '127.0.0.1',
      forwarded: 'for=127.0.0.1',
      'x-real-ip': '127.0.0.1',
      env: 'inProcess',
    };
    const answer = await visitor.request('POST', '/api/content/query', { json: FEATURES_QUERY, headers: forged });
    expect([answer.status, answer.json]).toEqual([419, MISMATCH]);
  });
});

describe('CSRF protection of the back office (its own session and token)', () => {
  const server = useTestServer();
  let staff: StaffClient;
  let customer: SessionClient;
  beforeAll(async () => {
    ({ client: staff } = await signedInStaff(server, 'owner'));
    ({ client: customer } = await loggedInClient(server));
  });

  it.each(ADMIN_MUTATING)(
    '$method $path: 419 without X-STAFF-XSRF-TOKEN, with the customer token, or with a wrong one',
    async ({ method, url }) => {
      const token = staff.cookies.get('STAFF-XSRF-TOKEN') ?? '';
      for (const options of [
        { staffXsrf: false as const },
        { staffXsrf: false as const, headers: { 'x-xsrf-token': token } },
        { staffXsrf: `${token}x` },
      ]) {
        const answer = await staff.request(method, url, { json: {}, ...options });
        expect([answer.status, answer.json]).toEqual([419, MISMATCH]);
      }
      // A customer's session with its own token is no staff session.
      const answer = await customer.request(method, url, { json: {} });
      expect([answer.status, answer.json]).toEqual([419, MISMATCH]);
    },
  );

  it.each(ADMIN_MUTATING.filter((r) => r.path !== ADMIN_ROUTES.adminLogout.path))(
    '$method $path with the staff token passes the CSRF check and is routed',
    async ({ method, url }) => {
      const answer = await staff.request(method, url, { json: {} });
      expect(answer.status).not.toBe(419);
      expect(answer.text).not.toContain('No route for');
    },
  );
});

describe('login-only routes of API_ROUTES', () => {
  const server = useTestServer();

  it.each(NEEDS_LOGIN)('$route.method $route.path answers 401 Unauthenticated. to a visitor with a valid token', async ({ route, url }) => {
    const visitor = new SessionClient(server.url);
    await visitor.csrf();
    const answer = await visitor.request(route.method, url, route.method === 'GET' ? {} : { json: {} });
    expect([answer.status, answer.json]).toEqual([401, { message: 'Unauthenticated.' }]);
  });
});

/**
 * The real app with a stand-in storefront build over real HTTP: its page handler calls the API
 * through the loaders' in-process fetch, forwarding the visitor's Cookie header as the SSR
 * api-client does (apps/shop-web/app/api/load-context.server.ts), and shows what the API answered.
 */
async function startStorefrontServer(): Promise<{ url: string; db: Db; close: () => Promise<void> }> {
  const db = await freshDatabase();
  const config = readConfig({ PORT: '0' });
  const { app } = appOn(db, config);
  const inputs = new WeakMap<Request, LoadContextInput>();
  const clientDir = await mkdtemp(join(tmpdir(), 'storefront-client-')); // no browser files: every page is rendered
  mountStorefrontBuild(
    app,
    { config },
    {
      clientDir,
      createLoadContext: (input) => {
        inputs.set(input.request, input);
        return new RouterContextProvider();
      },
      async handleRequest(request) {
        const input = inputs.get(request);
        if (!input) throw new Error('no load context for the page request');
        const page = new URL(request.url).pathname;
        const [path, body] =
          page === '/ssr/content-query'
            ? ['/api/content/query', FEATURES_QUERY]
            : ['/api/inquiries', { name: '佐藤 一郎', email: 'ichiro@example.com', category: 'print', title: '版', contents: '内容' }];
        const cookie = request.headers.get('cookie');
        const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
        if (cookie) headers['cookie'] = cookie;
        const answer = await input.fetch(`${new URL(request.url).origin}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
        return Response.json({ status: answer.status, body: await answer.json() });
      },
    },
  );
  const listening = await listenLocally(app);
  return {
    url: listening.url,
    db,
    async close() {
      await listening.close();
      await db.close();
      await rm(clientDir, { recursive: true, force: true });
    },
  };
}

describe('in-process calls of the storefront (SSR)', () => {
  let site: Awaited<ReturnType<typeof startStorefrontServer>>;
  beforeAll(async () => {
    site = await startStorefrontServer();
  });
  afterAll(() => site.close());

  it('a first-time visitor (no cookie, no token) gets a page whose loader ran the content query in-process', async () => {
    const page = await fetch(`${site.url}/ssr/content-query`);
    const shown = (await page.json()) as { status: number; body: { data: unknown[] } };
    expect(shown.status).toBe(200);
    const [row] = await site.db.query<{ n: number }>('select count(*)::int as n from features where status');
    expect(shown.body.data).toHaveLength(row?.n ?? -1);
  });

  it('the same query sent over HTTP to the same server without a token answers 419', async () => {
    const visitor = new SessionClient(site.url);
    expect((await visitor.csrf()).status).toBe(204);
    const answer = await visitor.request('POST', '/api/content/query', { json: FEATURES_QUERY, xsrf: false });
    expect([answer.status, answer.json]).toEqual([419, MISMATCH]);
  });

  it('an in-process call to a route that changes state still needs the token (the exemption is for reads only)', async () => {
    const visitor = new SessionClient(site.url);
    await visitor.csrf();
    const before = await site.db.query('select count(*)::int as n from inquiries');
    const page = await visitor.get('/ssr/inquiry');
    expect(page.json).toEqual({ status: 419, body: MISMATCH });
    expect(await site.db.query('select count(*)::int as n from inquiries')).toEqual(before);
  });
});
