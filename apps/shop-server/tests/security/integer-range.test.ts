/**
 * Every id and count column is a PostgreSQL `integer`: a larger id in a body must be refused by
 * validation (422, naming the field), never reach the database (it answered 500). A huge quantity
 * is different: it is capped at the stock (tests/cart/items.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { productionBody } from '../cart/fixtures.ts';
import { useTestServer } from '../support/server.ts';
import { useShopperWithEntries } from './cart-entries.ts';

const TOO_BIG = 2_147_483_648; // PostgreSQL integer maximum + 1

describe('numbers beyond the database integer', () => {
  const server = useTestServer();
  const shopper = useShopperWithEntries(server);

  const cases: [string, string, string, () => unknown, string][] = [
    ['sku_id of a cart item', 'POST', '/api/cart_items', () => ({ sku_id: TOO_BIG, quantity: 1 }), 'sku_id'],
    [
      'product_id of a production',
      'POST',
      '/api/cart_productions',
      () => ({ ...productionBody(shopper.entries.fixture), product_id: TOO_BIG }),
      'product_id',
    ],
    [
      'sku_id inside a production',
      'POST',
      '/api/cart_productions',
      () => {
        const body = productionBody(shopper.entries.fixture);
        return { ...body, item_groups: body.item_groups.map((g) => ({ ...g, items: g.items.map((i) => ({ ...i, sku_id: TOO_BIG })) })) };
      },
      'item_groups.0.items.0.sku_id',
    ],
  ];

  it.each(cases)('%s above 2,147,483,647 answers 422 naming the field, not 500', async (_what, method, path, body, field) => {
    const answer = await shopper.client.request(method, path, { json: body() });
    expect(answer.status).toBe(422);
    expect(Object.keys((answer.json as { errors: Record<string, string[]> }).errors)).toContain(field);
  });
});
