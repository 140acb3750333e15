import { API_ROUTES } from '@shop/api-contract';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server.ts';
import { loggedInClient } from '../support/session-client.ts';
import { insertEstimate, insertReorder, REORDER_SNAPSHOT } from './fixtures.ts';

const MINUTE = 60 * 1000; // ms
const HOUR = 60 * MINUTE; // ms

describe('reorders and estimates in the cart', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('a live reorder is answered with its snapshot; an expired one is data null with meta.expired', async () => {
    const { client, customer } = await loggedInClient(server);
    const live = await insertReorder(server.db, customer.id, Date.now() + HOUR);
    const lapsed = await insertReorder(server.db, customer.id, Date.now() - 1000);
    const answer = await client.get(`/api/cart_reorders/${live}?response_group=order`);
    expect(answer.status).toBe(200);
    expect(v.parse(API_ROUTES.cartReorderShow.response, answer.json).meta).toEqual({ shortage: false, revision: false, expired: false });
    expect(answer.json).toMatchObject({ data: { id: live, order_production: { id: 77 }, ...REORDER_SNAPSHOT } });
    const expired = await client.get(`/api/cart_reorders/${lapsed}`);
    expect(expired.json).toEqual({ data: null, meta: { shortage: false, revision: false, expired: true } });
    v.parse(API_ROUTES.cartReorderShow.response, expired.json);
    expect((await client.delete(`/api/cart_reorders/${live}`)).status).toBe(204);
    expect((await client.get(`/api/cart_reorders/${live}`)).status).toBe(404);
  });

  it('an estimate is answered with its total; after its expiry it is data null and gone', async () => {
    const now = Date.now();
    server.setNow(now);
    try {
      const { client, customer } = await loggedInClient(server);
      const id = await insertEstimate(server.db, customer.id, 48_000, now + 10 * MINUTE);
      const answer = await client.get(`/api/cart_estimates/${id}`);
      expect(v.parse(API_ROUTES.cartEstimateShow.response, answer.json).data?.estimate.total).toBe(48_000);
      const contents = v.parse(API_ROUTES.cartContents.response, (await client.get('/api/cart/contents')).json);
      expect(contents.data.cartEstimates.map((e) => e.id)).toEqual([id]);
      server.setNow(now + 11 * MINUTE);
      const lapsed = await client.get(`/api/cart_estimates/${id}`);
      expect([lapsed.status, lapsed.json]).toEqual([200, { data: null, meta: { shortage: false, revision: false, expired: true } }]);
      expect((await client.delete(`/api/cart_estimates/${id}`)).status).toBe(404);
    } finally {
      server.setNow(Date.now());
    }
  });
});
