import { WIRE_EXAMPLES } from '@shop/api-contract/testing';
import { SESSION_KEY } from '@shop/web-state';
import { answer, createFakeApi } from '@shop/web-state/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { API_ROUTES } from '@shop/api-contract';
import { loadForCustomer, requireLogin } from './require-login.ts';

async function outcome(run: Promise<void>): Promise<unknown> {
  try {
    await run;
    return 'passed';
  } catch (thrown) {
    return thrown;
  }
}

describe('auth guard of account pages', () => {
  it('lets a customer with a session through', async () => {
    const fake = createFakeApi({ 'GET /api/user': WIRE_EXAMPLES.user.response });
    expect(await outcome(requireLogin(fake.api, new Request('https://shop.test/myaccount')))).toBe('passed');
  });

  it('sends a guest to the login page (302) with the full path wanted, query included', async () => {
    const fake = createFakeApi({ 'GET /api/user': () => answer(401, { message: 'Unauthenticated.' }) });
    const thrown = (await outcome(requireLogin(fake.api, new Request('https://shop.test/myaccount?tab=orders&page=2')))) as Response;
    expect(thrown).toBeInstanceOf(Response);
    expect(thrown.status).toBe(302);
    expect(thrown.headers.get('Location')).toBe('/login?return_to=%2Fmyaccount%3Ftab%3Dorders%26page%3D2');
  });

  it('shows other failures as route errors', async () => {
    const fake = createFakeApi({ 'GET /api/user': () => answer(503, { message: 'end planned: 2023-10-07 17:00:00' }) });
    const thrown = await outcome(requireLogin(fake.api, new Request('https://shop.test/myaccount')));
    expect(thrown).toMatchObject({ init: { status: 503 } });
  });
});

describe("loaders of the customer's own data", () => {
  afterEach(() => localStorage.clear());

  it('answer what the calls answered', async () => {
    expect(await loadForCustomer(new Request('https://shop.test/myaccount/orders'), async () => 'orders')).toBe('orders');
  });

  it('send a guest whose call answered 401 to the login page, returning to the page wanted', async () => {
    const fake = createFakeApi({ 'GET /api/orders': () => answer(401, { message: 'Unauthenticated.' }) });
    const thrown = (await outcome(
      loadForCustomer(new Request('https://shop.test/myaccount/orders?page=2'), async () => {
        await fake.api.call(API_ROUTES.orderList, { query: { page: 2 } });
      }),
    )) as Response;
    expect(thrown.status).toBe(302);
    expect(thrown.headers.get('Location')).toBe('/login?return_to=%2Fmyaccount%2Forders%3Fpage%3D2');
  });

  it('show the 401 error page, not the login page, to a customer this browser held as logged in whose session has ended (spec §8)', async () => {
    localStorage.setItem(SESSION_KEY, JSON.stringify({ user: { id: 1, name: '山田 太郎' }, syncedAt: Date.now() }));
    const fake = createFakeApi({ 'GET /api/orders': () => answer(401, { message: 'Unauthenticated.' }) });
    const thrown = await outcome(
      loadForCustomer(new Request('https://shop.test/myaccount/orders'), async () => {
        // The browser's api-client signs the customer out as the 401 arrives (web-state's onUnauthenticated).
        localStorage.removeItem(SESSION_KEY);
        await fake.api.call(API_ROUTES.orderList, { query: { page: 1 } });
      }),
    );
    expect(thrown).not.toBeInstanceOf(Response);
    expect(thrown).toMatchObject({ init: { status: 401 } });
  });

  it("show another customer's order (404) as the not-found page", async () => {
    const fake = createFakeApi({});
    const thrown = await outcome(
      loadForCustomer(new Request('https://shop.test/myaccount/orders/PF-2026-000001'), async () => {
        await fake.api.call(API_ROUTES.orderShow, { params: { number: 'PF-2026-000001' } });
      }),
    );
    expect(thrown).toMatchObject({ init: { status: 404 } });
  });
});
