import { API_ROUTES } from '@shop/api-contract';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../support/server.ts';
import { loggedInClient } from '../support/session-client.ts';
import { insertEstimate, insertReorder, REORDER_SNAPSHOT } from './fixtures.ts';

const MINUTE = 60 * 1000; // ms
const HOUR = 60 * MINUTE; // ms

describe('reorders and estimates in the cart', () => {
  const server = useTestServer();

  it('a reorder that can no longer be made (no such delivered production, or past its expiry) is data null with meta.expired, and gone', async () => {
    // Live reorders of real productions: tests/reorders/reorders.test.ts.
    const { client, customer } = await loggedInClient(server);
    const orphan = await insertReorder(server.db, customer.id, Date.now() + HOUR);
    const lapsed = await insertReorder(server.db, customer.id, Date.now() - 1000);
    for (const id of [orphan, lapsed]) {
      const answer = await client.get(`/api/cart_reorders/${id}?response_group=order`);
      expect(answer.json).toEqual({ data: null, meta: { shortage: false, revision: false, expired: true } });
      v.parse(API_ROUTES.cartReorderShow.response, answer.json);
      expect((await client.get(`/api/cart_reorders/${id}`)).status).toBe(404);
    }
    const kept = await insertReorder(server.db, customer.id, Date.now() + HOUR);
    const contents = v.parse(API_ROUTES.cartContents.response, (await client.get('/api/cart/contents')).json);
    expect(contents.data.cartReorders.map((r) => [r.id, r.cartReorderItemGroups.length])).toEqual([
      [kept, REORDER_SNAPSHOT.cart_reorder_item_groups.length],
    ]);
    expect((await client.delete(`/api/cart_reorders/${kept}`)).status).toBe(204);
    expect((await client.delete(`/api/cart_reorders/${kept}`)).status).toBe(404);
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
