import { API_ROUTES, type ApiRoute, buildPath } from '@shop/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server.ts';
import { loggedInClient, SessionClient } from '../support/session-client.ts';

/** Every route of the contract, with a concrete path (each parameter filled with 1). */
const ROUTES = Object.entries(API_ROUTES as Record<string, ApiRoute>).map(([name, route]) => {
  const params = Object.fromEntries([...route.path.matchAll(/:([A-Za-z_]\w*)/g)].map((m) => [m[1] ?? '', '1']));
  return { name, route, path: buildPath(route.path, params) };
});
const MUTATING = ROUTES.filter((r) => r.route.mutates);
const NEEDS_LOGIN = ROUTES.filter((r) => r.route.requiresLogin);
const MISMATCH = { message: 'CSRF token mismatch.' };

describe('CSRF protection of every mutating route in API_ROUTES', () => {
  let server: TestServer;
  let client: SessionClient;
  beforeAll(async () => {
    server = await startTestServer();
    ({ client } = await loggedInClient(server));
  });
  afterAll(() => server.close());

  it('the route table lists the mutating calls of the cart, the session and the contact form', () => {
    expect(MUTATING.map((r) => r.name).sort()).toEqual(
      [
        'cartEstimateDelete',
        'cartItemCreate',
        'cartItemDelete',
        'cartItemUpdate',
        'cartPrintUpdate',
        'cartProductionCreate',
        'cartProductionDelete',
        'cartProductionItemGroupCreate',
        'cartProductionItemGroupDelete',
        'cartProductionItemGroupUpdate',
        'cartProductionItemUpdate',
        'cartReorderDelete',
        'forgotPassword',
        'inquiryCreate',
        'login',
        'logout',
        'register',
        'resetPassword',
      ].sort(),
    );
  });

  it.each(MUTATING)('$route.method $route.path without X-XSRF-TOKEN answers 419', async ({ route, path }) => {
    const answer = await client.request(route.method, path, { json: {}, xsrf: false });
    expect([answer.status, answer.json]).toEqual([419, MISMATCH]);
  });

  it.each(MUTATING)('$route.method $route.path with a wrong X-XSRF-TOKEN answers 419', async ({ route, path }) => {
    const token = client.cookies.get('XSRF-TOKEN') ?? '';
    for (const wrong of [`${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`, '', 'x', token.toLowerCase() === token ? 'Z' : token.toLowerCase()]) {
      const answer = await client.request(route.method, path, { json: {}, xsrf: wrong });
      expect([wrong, answer.status, answer.json]).toEqual([wrong, 419, MISMATCH]);
    }
  });

  it.each(MUTATING)('$route.method $route.path without any session answers 419, even with a token', async ({ route, path }) => {
    const stranger = new SessionClient(server.url);
    const answer = await stranger.request(route.method, path, { json: {}, xsrf: client.cookies.get('XSRF-TOKEN') ?? 'x' });
    expect([answer.status, answer.json]).toEqual([419, MISMATCH]);
  });

  it.each(MUTATING.filter((r) => r.name !== 'logout'))('$route.method $route.path with the right token passes the CSRF check and is routed', async ({ route, path }) => {
    const answer = await client.request(route.method, path, { json: {} });
    expect(answer.status).not.toBe(419);
    expect(answer.text).not.toContain('No route for');
  });
});

describe('login-only routes of API_ROUTES', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it.each(NEEDS_LOGIN)('$route.method $route.path answers 401 Unauthenticated. to a visitor with a valid token', async ({ route, path }) => {
    const visitor = new SessionClient(server.url);
    await visitor.csrf();
    const answer = await visitor.request(route.method, path, route.method === 'GET' ? {} : { json: {} });
    expect([answer.status, answer.json]).toEqual([401, { message: 'Unauthenticated.' }]);
  });
});
