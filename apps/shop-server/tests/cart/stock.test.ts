import { describe, expect, it } from 'vitest';
import { takeStock } from '../../src/cart/stock-store.ts';
import { useTestServer } from '../support/server.ts';
import { loggedInClient } from '../support/session-client.ts';
import { createProductFixture } from './fixtures.ts';

const onPostgres = Boolean(process.env['DATABASE_URL']);

describe(`stock under concurrency (${onPostgres ? 'PostgreSQL: real races' : 'PGlite: one connection, serialised'})`, () => {
  const server = useTestServer();

  const stockOf = async (skuId: number) =>
    (await server.db.query<{ q: number }>('select quantity_available as q from skus where id = $1', [skuId]))[0]?.q;

  it('takeStock takes what is there and refuses (changing nothing) what is not', async () => {
    const f = await createProductFixture(server.db, { stock: 5 });
    const sku = f.skus.white[0];
    expect(await takeStock(server.db, sku, 3)).toBe(true);
    expect(await stockOf(sku)).toBe(2);
    expect(await takeStock(server.db, sku, 3)).toBe(false);
    expect(await stockOf(sku)).toBe(2);
    expect(await takeStock(server.db, sku, 2)).toBe(true);
    expect(await stockOf(sku)).toBe(0);
    expect(await takeStock(server.db, sku, 1)).toBe(false);
    expect(await takeStock(server.db, sku, 2 ** 40)).toBe(false);
    expect(await takeStock(server.db, 2_000_000_000, 1)).toBe(false);
  });

  it.each([0, -1, 1.5, Number.NaN])('takeStock refuses a quantity of %s as a bug (RangeError)', async (quantity) => {
    await expect(takeStock(server.db, 1, quantity)).rejects.toThrow(RangeError);
  });

  it('30 concurrent checkouts of 1 piece with stock 5: exactly 5 succeed and the stock ends at 0', async () => {
    const f = await createProductFixture(server.db, { stock: 5 });
    const sku = f.skus.black[0];
    const results = await Promise.all(Array.from({ length: 30 }, () => server.db.transaction((tx) => takeStock(tx, sku, 1))));
    expect(results.filter(Boolean)).toHaveLength(5);
    expect(await stockOf(sku)).toBe(0);
  });

  it('50 concurrent additions of one SKU with stock 5 never give a cart quantity above 5', async () => {
    const f = await createProductFixture(server.db, { stock: 5 });
    const sku = f.skus.white[2];
    const { client, customer } = await loggedInClient(server);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => client.post<{ data: { quantity: number } }>('/api/cart_items', { sku_id: sku, quantity: 1 })),
    );
    expect(answers.map((a) => a.status).every((s) => s === 201)).toBe(true);
    expect(Math.max(...answers.map((a) => a.json.data.quantity))).toBe(5);
    const rows = await server.db.query<{ quantity: number }>('select quantity from cart_items where customer_id = $1 and sku_id = $2', [
      customer.id,
      sku,
    ]);
    expect(rows).toEqual([{ quantity: 5 }]);
  });

  it('50 concurrent additions of 3 pieces by 5 customers: each line stays within the stock of 5', async () => {
    const f = await createProductFixture(server.db, { stock: 5 });
    const sku = f.skus.black[1];
    const clients = await Promise.all(Array.from({ length: 5 }, () => loggedInClient(server)));
    await Promise.all(Array.from({ length: 50 }, (_, i) => clients[i % 5]?.client.post('/api/cart_items', { sku_id: sku, quantity: 3 })));
    const rows = await server.db.query<{ quantity: number }>('select quantity from cart_items where sku_id = $1', [sku]);
    expect(rows).toEqual(Array.from({ length: 5 }, () => ({ quantity: 5 })));
  });
});
