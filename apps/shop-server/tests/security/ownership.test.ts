import { API_ROUTES, type ApiRoute, buildPath } from '@shop/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server.ts';
import { loggedInClient, SessionClient } from '../support/session-client.ts';
import { createProductFixture, productionBody } from '../cart/fixtures.ts';
import { placedOrder } from '../orders/support.ts';
import { createTestStaff } from '../support/staff.ts';
import { type CartEntries, createCartEntries } from './cart-entries.ts';

/** Every login-only route of the contract that addresses one cart entry by id. */
const ENTRY_ROUTES = Object.entries(API_ROUTES as Record<string, ApiRoute>).filter(
  ([, route]) => route.requiresLogin && route.path.includes(':id'),
);
const NO_ITEM = { message: 'No item exists.' };
/** What a missing entry answers: the spec's cart message, or the orders' own for an order's art job. */
const notFoundOf = (name: string) => (name.startsWith('art') ? { message: 'Not found.' } : NO_ITEM);

describe("another customer's cart entries", () => {
  let server: TestServer;
  let owner: SessionClient;
  let intruder: SessionClient;
  let entries: CartEntries;
  let snapshot: () => Promise<unknown>;

  beforeAll(async () => {
    server = await startTestServer();
    const a = await loggedInClient(server);
    owner = a.client;
    entries = await createCartEntries(server, a.client, a.customer);
    ({ client: intruder } = await loggedInClient(server));
    snapshot = async () => [(await owner.get('/api/cart/contents')).json, (await owner.get('/api/addresses')).json];
  });
  afterAll(() => server.close());

  it('every entry route of API_ROUTES has an entry to aim at', () => {
    expect(ENTRY_ROUTES.map(([name]) => name).sort()).toEqual(Object.keys(entries.ids).sort());
  });

  it.each(ENTRY_ROUTES)('%s: an id of another customer answers 404, exactly like a missing id', async (name, route) => {
    const before = await snapshot();
    const body = route.method === 'GET' || route.method === 'DELETE' ? {} : { json: entries.validBodies[name] };
    const foreign = await intruder.request(route.method, buildPath(route.path, { id: entries.ids[name] ?? 0 }), body);
    const missing = await intruder.request(route.method, buildPath(route.path, { id: 2_000_000_000 }), body);
    expect([foreign.status, foreign.json]).toEqual([404, notFoundOf(name)]);
    expect([missing.status, missing.json]).toEqual([404, notFoundOf(name)]);
    expect(await snapshot()).toEqual(before);
  });

  it("adding a colour group to another customer's production answers 404", async () => {
    const before = await snapshot();
    const answer = await intruder.post('/api/cart_production_item_groups', entries.validBodies['cartProductionItemGroupCreate']);
    expect([answer.status, answer.json]).toEqual([404, NO_ITEM]);
    expect(await snapshot()).toEqual(before);
  });

  it("the owner's own requests with the same ids succeed (the 404s above are about ownership)", async () => {
    for (const [name, route] of ENTRY_ROUTES.filter(([, r]) => r.method !== 'DELETE')) {
      const body = route.method === 'GET' ? {} : { json: entries.validBodies[name] };
      const answer = await owner.request(route.method, buildPath(route.path, { id: entries.ids[name] ?? 0 }), body);
      // 201: a new version of an art job is created.
      expect([name, answer.status]).toEqual([name, name === 'artResubmit' ? 201 : 200]);
    }
  });
});

/** The customer's calls of an order's message thread (issue #30), by the order's number. */
const THREAD_ROUTES = Object.entries(API_ROUTES as Record<string, ApiRoute>).filter(([, route]) =>
  route.path.startsWith('/api/orders/:number/messages'),
);

describe("another customer's order thread", () => {
  let server: TestServer;
  let owner: SessionClient;
  let intruder: SessionClient;
  let number: string;
  const thread = () => owner.get(`/api/orders/${number}/messages`);

  beforeAll(async () => {
    server = await startTestServer();
    const fixture = await createProductFixture(server.db, { stock: 100 });
    const placed = await placedOrder(server, fixture, { method: 'bank_transfer' });
    owner = placed.shopper.client;
    number = placed.number;
    expect((await owner.post(`/api/orders/${number}/messages`, { body: '発送日を教えてください。' })).status).toBe(201);
    // The shop's unread answer, so that marking read has something to change.
    const staff = await createTestStaff(server.db, 'customer_service');
    await server.db.query(
      `insert into order_messages (order_id, author, staff_id, body, created_at)
         select id, 'staff', $2, '12月9日に発送します。', now() from orders where number = $1`,
      [number, staff.id],
    );
    ({ client: intruder } = await loggedInClient(server));
  });
  afterAll(() => server.close());

  it('the thread has its three calls: read, write, mark read', () => {
    expect(THREAD_ROUTES.map(([name]) => name).sort()).toEqual(['orderMessageCreate', 'orderMessages', 'orderMessagesRead']);
  });

  it.each(THREAD_ROUTES)(
    "%s: another customer's order answers 404, exactly like a missing one, and changes nothing",
    async (_name, route) => {
      const before = (await thread()).json;
      const body = route.method === 'GET' ? {} : { json: { body: '他人の注文への書き込み' } };
      const foreign = await intruder.request(route.method, buildPath(route.path, { number }), body);
      const missing = await intruder.request(route.method, buildPath(route.path, { number: 'PF-2026-999999' }), body);
      expect([foreign.status, foreign.json]).toEqual([404, { message: 'Not found.' }]);
      expect([missing.status, missing.json]).toEqual([404, { message: 'Not found.' }]);
      expect((await thread()).json).toEqual(before);
    },
  );
});

describe("another owner's shared proofs (issue #30)", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it("revoking a customer's or a guest's link from any other session answers 404, like a missing id, and the link stays open", async () => {
    const fixture = await createProductFixture(server.db);
    const { client: customer } = await loggedInClient(server);
    const created = await customer.post<{ data: { id: number } }>('/api/cart_productions', productionBody(fixture));
    const customerLink = await customer.post<{ data: { id: number; token: string } }>('/api/proof_links', {
      source: 'cart',
      cart_production_id: created.json.data.id,
    });
    const guest = new SessionClient(server.url);
    await guest.csrf();
    const guestLink = await guest.post<{ data: { id: number; token: string } }>('/api/proof_links', {
      source: 'guest_cart',
      production: productionBody(fixture),
    });
    expect([customerLink.status, guestLink.status]).toEqual([201, 201]);
    const { client: intruder } = await loggedInClient(server);
    const strangerGuest = new SessionClient(server.url);
    await strangerGuest.csrf();
    for (const link of [customerLink.json.data, guestLink.json.data]) {
      for (const other of [intruder, strangerGuest]) {
        const foreign = await other.delete(`/api/proof_links/${link.id}`);
        const missing = await other.delete('/api/proof_links/2000000000');
        expect([foreign.status, foreign.json]).toEqual([404, { message: 'Not found.' }]);
        expect([missing.status, missing.json]).toEqual([404, { message: 'Not found.' }]);
        expect((await other.get<{ data: unknown[] }>('/api/proof_links')).json.data).toEqual([]);
      }
      expect((await new SessionClient(server.url).get(`/api/proof/${link.token}`)).status).toBe(200);
    }
    // Their owners may: the 404s above are about ownership.
    expect((await customer.delete(`/api/proof_links/${customerLink.json.data.id}`)).status).toBe(204);
    expect((await guest.delete(`/api/proof_links/${guestLink.json.data.id}`)).status).toBe(204);
  });
});
