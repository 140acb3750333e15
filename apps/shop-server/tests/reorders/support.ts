/** What the reorder suites share: a server with a silk-screen product and three inks, and the steps to a delivered production. */
import { afterAll, beforeAll, expect } from 'vitest';
import { createProductFixture, type ProductFixture, productionBody } from '../cart/fixtures.ts';
import { newShopper, operatorService, orderBody, placeOrder, type Shopper } from '../orders/support.ts';
import { startTestServer, type TestServer } from '../support/server.ts';

export const NO_ITEM = { message: 'No item exists.' };
export const DAY = 86_400_000;

export interface ReorderSuite {
  /** The server, the product (200 in stock at ¥1,500) and its method's inks ブラック, レッド, ネイビー: set before the tests run. */
  readonly server: TestServer;
  readonly f: ProductFixture;
  readonly inks: number[];
  /** A shopper's print order of `f` (repeatable: plates kept), placed by card; the production number. */
  orderedProduction(
    shopper: Shopper,
    options?: { repeatable?: boolean; white?: number[] },
  ): Promise<{ orderNumber: string; number: string }>;
  /** Moves an order to delivered as the operator does. */
  deliver(orderNumber: string): Promise<void>;
  /** A shopper with a delivered silk-screen production of 20 white pieces (plates kept unless `repeatable: false`). */
  shopperWithDelivered(options?: { repeatable?: boolean }): Promise<{ shopper: Shopper; orderNumber: string; number: string }>;
  reorderBody(quantities: number[], inkIds?: number[] | null): { item_groups: unknown[]; prints: unknown[] };
  setPlateKeepDays(days: number): Promise<void>;
}

/** Starts a test server for the file (closed after it) and answers the suite's helpers. */
export function useReorderSuite(): ReorderSuite {
  let server: TestServer | undefined;
  let f: ProductFixture | undefined;
  const inks: number[] = [];
  const ready = () => {
    if (!server || !f) throw new Error('The reorder suite is used before its beforeAll ran');
    return { server, f };
  };

  beforeAll(async () => {
    server = await startTestServer();
    f = await createProductFixture(server.db, { stock: 200, price: 1500 });
    const named = [
      ['ブラック', '#1a1a1a'],
      ['レッド', '#c8102e'],
      ['ネイビー', '#1f2a44'],
    ] as const;
    for (const [i, [name, hex]] of named.entries()) {
      const [row] = await server.db.query<{ id: number }>(
        'insert into print_inks (print_method_id, name, hex, sequence) values ($1, $2, $3, $4) returning id',
        [f.print.methodId, name, hex, i],
      );
      inks.push(row!.id);
    }
  });
  afterAll(() => server?.close());

  const suite: ReorderSuite = {
    get server() {
      return ready().server;
    },
    get f() {
      return ready().f;
    },
    inks,
    async orderedProduction(shopper, options = {}) {
      const { server, f } = ready();
      const repeatable = options.repeatable ?? true;
      const body = productionBody(f, { white: options.white ?? [10, 10, 0] });
      const print = body.prints[0]!;
      const cart = await shopper.client.post('/api/cart_productions', {
        ...body,
        is_repeatable: repeatable,
        prints: [{ ...print, plate_charge: (repeatable ? f.print.platePrice : f.print.shortTermPlatePrice) + f.print.extraPlateCharge }],
      });
      expect(cart.status, cart.text).toBe(201);
      const placed = await placeOrder(shopper, await orderBody(server, shopper));
      expect(placed.status, placed.text).toBe(201);
      const number = placed.json.data.lines.find((l) => l.kind === 'production')?.production?.number ?? '';
      return { orderNumber: placed.json.data.number, number };
    },
    async deliver(orderNumber) {
      const operator = operatorService(ready().server);
      await operator.startDataCheck(orderNumber);
      await operator.startProduction(orderNumber);
      await operator.ship(orderNumber, 1, '1234-5678-9012');
      expect((await operator.deliver(orderNumber))?.status).toBe('delivered');
    },
    async shopperWithDelivered(options = {}) {
      const shopper = await newShopper(ready().server);
      const ordered = await suite.orderedProduction(shopper, options);
      await suite.deliver(ordered.orderNumber);
      return { shopper, ...ordered };
    },
    reorderBody(quantities, inkIds = null) {
      const { f } = ready();
      return {
        item_groups: [{ color_id: f.colorIds.white, items: quantities.map((quantity, i) => ({ sku_id: f.skus.white[i]!, quantity })) }],
        prints: [{ print_spec_id: f.print.specIds[0], ink_ids: inkIds }],
      };
    },
    async setPlateKeepDays(days) {
      await ready().server.db.query(`update shop_settings set value = $1 where key = 'plate_keep_days'`, [JSON.stringify(days)]);
    },
  };
  return suite;
}
