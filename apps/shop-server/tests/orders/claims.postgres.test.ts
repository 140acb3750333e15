/**
 * One purchase, one authorisation on PostgreSQL only (issue #29, docs/decisions/019): the advisory
 * locks that claim placing orders live on a connection of their own; when the database cuts it, the
 * next claim opens a new one. PGlite keeps claims in memory (one process), so this file runs only in
 * the PostgreSQL suites (`*.postgres.test.ts`, vitest.config.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProductFixture, type ProductFixture } from '../cart/fixtures.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { addToCart, newShopper, orderBody, placeOrder } from './support.ts';

let server: TestServer;
let f: ProductFixture;

beforeAll(async () => {
  server = await startTestServer();
  f = await createProductFixture(server.db, { stock: 100, price: 1000 });
});
afterAll(() => server.close());

describe('claims on PostgreSQL', () => {
  it('a claims connection cut by the database is replaced: the next card order is placed', async () => {
    const first = await newShopper(server);
    await addToCart(first, f.skus.white[0], 1);
    expect((await placeOrder(first, await orderBody(server, first))).status).toBe(201);
    // The session holding the process's advisory locks is terminated (a restart, a failover, an idle timeout).
    const cut = await server.db.query<{ ok: boolean }>(
      `select pg_terminate_backend(pid) as ok from pg_stat_activity
       where datname = current_database() and pid <> pg_backend_pid() and query like '%advisory%'`,
    );
    expect(cut.length).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const next = await newShopper(server);
    await addToCart(next, f.skus.white[1], 1);
    const placed = await placeOrder(next, await orderBody(server, next));
    expect(placed.status, placed.text).toBe(201);
  });
});
