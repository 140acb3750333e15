import { API_ROUTES, type ApiRoute, buildPath } from '@shop/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server.ts';
import { loggedInClient, type SessionClient } from '../support/session-client.ts';
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
