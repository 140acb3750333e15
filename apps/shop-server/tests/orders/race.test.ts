/**
 * Orders under concurrency over real HTTP (issue #11 "Done means"): 50 buyers, each with the SKU in
 * their own server cart, place their card orders at the same moment for the last 1, 5 and 100 pieces;
 * and one shopper's order sent 20 times at once with the same idempotency key. On PostgreSQL these
 * are real races (a pool of connections, row locks); on PGlite (one connection) the same requests are
 * serialised, and the answers must be the same.
 */
import { describe, expect, it } from 'vitest';
import { createProductFixture } from '../cart/fixtures.ts';
import { useTestServer } from '../support/server.ts';
import { addToCart, newShopper, orderBody, placeOrder, type Shopper, stockOf } from './support.ts';

const onPostgres = Boolean(process.env['DATABASE_URL']);
const BUYERS = 50;

const server = useTestServer();

/** Runs `make` for 0…n-1, `width` at a time. */
async function inBatches<T>(n: number, width: number, make: (i: number) => Promise<T>): Promise<T[]> {
  const out: T[] = [];
  for (let start = 0; start < n; start += width) {
    out.push(...(await Promise.all(Array.from({ length: Math.min(width, n - start) }, (_, k) => make(start + k)))));
  }
  return out;
}

describe(`orders under concurrency (${onPostgres ? 'PostgreSQL: real races' : 'PGlite: one connection, serialised'})`, () => {
  it.each([
    { stock: 1, each: 1 },
    { stock: 5, each: 1 },
    { stock: 100, each: 4 },
  ])(
    '50 parallel buyers of $each for the last $stock: exactly the stock is sold, the others get 409 out_of_stock, stock never below 0, every order holds its pieces',
    async ({ stock, each }) => {
      const f = await createProductFixture(server.db, { stock, price: 1000 });
      const sku = f.skus.white[1];
      // Every buyer has the SKU in the cart while it is still there, and a quote and a card ready.
      const buyers = await inBatches(BUYERS, 10, async () => {
        const shopper = await newShopper(server);
        await addToCart(shopper, sku, each);
        return { shopper, body: await orderBody(server, shopper) };
      });
      const answers = await Promise.all(buyers.map(({ shopper, body }) => placeOrder(shopper, body)));

      const sold = answers.filter((a) => a.status === 201);
      const refused = answers.filter((a) => a.status !== 201);
      expect(sold).toHaveLength(stock / each);
      expect(refused.map((a) => [a.status, a.json.code])).toEqual(
        Array.from({ length: BUYERS - stock / each }, () => [409, 'out_of_stock']),
      );
      for (const answer of refused) expect(answer.json.lines?.[0]).toMatchObject({ sku_id: sku, requested: each, available: 0 });
      expect(await stockOf(server.db, sku)).toBe(0);

      // Every order holds exactly its pieces of the SKU; refused buyers have no order and keep their cart.
      const rows = await server.db.query<{ customer_id: number; quantity: string | number }>(
        `select o.customer_id, sum(i.quantity) as quantity from orders o join order_items i on i.order_id = o.id
         where i.sku_id = $1 group by o.customer_id`,
        [sku],
      );
      expect(rows.map((r) => Number(r.quantity))).toEqual(Array.from({ length: stock / each }, () => each));
      const winners = new Set(rows.map((r) => r.customer_id));
      const losers = buyers.map((b) => b.shopper).filter((s: Shopper) => !winners.has(s.customer.id));
      const kept = await server.db.query<{ n: string | number }>(
        'select count(*) as n from cart_items where sku_id = $1 and customer_id = any($2::int[])',
        [sku, losers.map((s) => s.customer.id)],
      );
      expect(Number(kept[0]?.n)).toBe(losers.length);
      const statuses = await server.db.query<{ status: string; payment: string }>(
        `select o.status, p.status as payment from orders o join payments p on p.order_id = o.id where o.customer_id = any($1::int[])`,
        [[...winners]],
      );
      expect(statuses).toEqual(Array.from({ length: stock / each }, () => ({ status: 'received', payment: 'authorized' })));
    },
    180_000,
  );

  it('the same idempotency key sent 20 times at once: one order, one payment, one charge, the stock taken once', async () => {
    const f = await createProductFixture(server.db, { stock: 30, price: 1000 });
    const sku = f.skus.black[0];
    const shopper = await newShopper(server);
    await addToCart(shopper, sku, 3);
    const body = await orderBody(server, shopper);
    const answers = await Promise.all(Array.from({ length: 20 }, () => placeOrder(shopper, body)));

    expect(answers.map((a) => a.status)).toEqual(Array.from({ length: 20 }, () => 201));
    const numbers = new Set(answers.map((a) => a.json.data.number));
    expect(numbers.size).toBe(1);
    const [number] = [...numbers];
    const count = async (sql: string, params: unknown[]) =>
      Number((await server.db.query<{ n: string | number }>(sql, params as never[]))[0]?.n);
    expect(await count('select count(*) as n from orders where customer_id = $1', [shopper.customer.id])).toBe(1);
    expect(
      await count('select count(*) as n from payments p join orders o on o.id = p.order_id where o.customer_id = $1', [
        shopper.customer.id,
      ]),
    ).toBe(1);
    expect(await count('select count(*) as n from sandbox_gateway_charges where order_number = $1', [number])).toBe(1);
    expect(await stockOf(server.db, sku)).toBe(27);
    expect(answers.every((a) => a.json.data.status === 'received' && a.json.next.type === 'done')).toBe(true);
  }, 120_000);
});
