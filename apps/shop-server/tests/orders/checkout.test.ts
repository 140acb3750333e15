/**
 * The checkout over real HTTP and a real database (issue #11): options, the quote, placing an order
 * by card (success, declines, 3-D Secure completed, cancelled and abandoned) and by bank transfer,
 * a price changed after the quote, stock, the choices' 422s, another customer's orders, CSRF and
 * malformed bodies. The answers are checked against the contract's schemas.
 *
 * Over 400 lines on purpose: the whole checkout journey shares one server, database and product
 * fixture; split files would each start their own (seconds apiece on the 2-core suite) for no
 * clearer reading, as each describe block stands alone already.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectContract } from '../catalog/support.ts';
import { createProductFixture, type ProductFixture, productionBody, setPrice, setStock } from '../cart/fixtures.ts';
import { removeOrphanFiles } from '../../src/files/orphan-files.ts';
import { solidImage } from '../files/fixtures.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { SessionClient } from '../support/session-client.ts';
import {
  addToCart,
  answerChallenge,
  cartSize,
  cardToken,
  choicesOf,
  mailsTo,
  newShopper,
  orderBody,
  placeOrder,
  quoteOf,
  type Shopper,
  stockOf,
  TEST_CARD_NUMBERS,
} from './support.ts';

let server: TestServer;
let f: ProductFixture;

beforeAll(async () => {
  server = await startTestServer();
  f = await createProductFixture(server.db, { stock: 100, price: 1500 });
});
afterAll(() => server.close());

const countOrders = async (customerId: number) =>
  Number((await server.db.query<{ n: string | number }>('select count(*) as n from orders where customer_id = $1', [customerId]))[0]?.n);

describe('checkout options and the quote', () => {
  it('options: the earliest delivery is the day after the ship date, up to 14 days later; slots, fee and bank account from the settings', async () => {
    const shopper = await newShopper(server);
    await addToCart(shopper, f.skus.white[0], 1);
    const answer = await shopper.client.get<{ data: Record<string, unknown> }>('/api/checkout/options');
    expect(answer.status).toBe(200);
    expectContract('checkoutOptions', answer.json);
    const data = answer.json.data as {
      ship_date: string;
      earliest_delivery_date: string;
      latest_delivery_date: string;
      time_slots: string[];
      shipping_fee: number;
      free_shipping_minimum: number;
    };
    const day = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / 86_400_000;
    expect(day(data.earliest_delivery_date) - day(data.ship_date)).toBe(1);
    expect(day(data.latest_delivery_date) - day(data.earliest_delivery_date)).toBe(14);
    expect(data.time_slots[0]).toBe('指定なし');
    expect([data.shipping_fee, data.free_shipping_minimum]).toEqual([880, 20_000]);
  });

  it('quote: every line priced again from the catalogue, shipping below 20,000 yen, the tax contained, a stable token', async () => {
    const shopper = await newShopper(server);
    await addToCart(shopper, f.skus.white[0], 2, f.wrappingId);
    const quote = await quoteOf(shopper, { delivery_slot: '午前中' });
    expectContract('checkoutQuote', { data: quote });
    // 2 × (1,500 + 300 wrapping) = 3,600 + 880 shipping = 4,480, of which floor(4,480 × 10 / 110) = 407 tax
    expect({ goods: quote.goods_total, fee: quote.shipping_fee, total: quote.total, tax: quote.tax }).toEqual({
      goods: 3600,
      fee: 880,
      total: 4480,
      tax: 407,
    });
    expect(quote['delivery_slot']).toBe('午前中');
    expect((await quoteOf(shopper, { delivery_slot: '午前中' })).quote_token).toBe(quote.quote_token);
  });

  it('quote: free shipping from 20,000 yen of goods; 指定なし is no slot', async () => {
    const shopper = await newShopper(server);
    await addToCart(shopper, f.skus.white[1], 14); // 21,000 yen
    const quote = await quoteOf(shopper, { delivery_slot: '指定なし' });
    expect({ goods: quote.goods_total, fee: quote.shipping_fee, total: quote.total, slot: quote['delivery_slot'] }).toEqual({
      goods: 21_000,
      fee: 0,
      total: 21_000,
      slot: null,
    });
  });

  it('an empty cart cannot be quoted or ordered: 409 cart_empty', async () => {
    const shopper = await newShopper(server);
    const quote = await shopper.client.post('/api/checkout/quote', choicesOf(shopper));
    expect([quote.status, (quote.json as { code: string }).code]).toEqual([409, 'cart_empty']);
  });

  it.each([
    ['an address of another customer', async (s: Shopper, other: Shopper) => ({ address_id: other.addressId }), 'address_id'],
    ['a delivery date before the earliest', async () => ({ delivery_date: '2020-01-01' }), 'delivery_date'],
    ['a delivery date after the window', async () => ({ delivery_date: '2099-01-01' }), 'delivery_date'],
    ['an unknown time slot', async () => ({ delivery_slot: '深夜' }), 'delivery_slot'],
    ['a payment method the shop does not take', async () => ({ payment_method: 'cash' }), 'payment_method'],
  ])('the quote refuses %s with a Japanese 422 on the field', async (_what, choose, field) => {
    const shopper = await newShopper(server);
    const other = await newShopper(server);
    await addToCart(shopper, f.skus.white[0], 1);
    const answer = await shopper.client.post<{ errors: Record<string, string[]> }>('/api/checkout/quote', {
      ...choicesOf(shopper),
      ...(await choose(shopper, other)),
    });
    expect(answer.status).toBe(422);
    expect(Object.keys(answer.json.errors)).toEqual([field]);
    expect(answer.json.errors[field]?.[0]).toMatch(/[ぁ-んァ-ン一-龥]/);
  });
});

describe('placing an order by card', () => {
  it('Visa: 201 with the order; the stock is taken, the cart emptied, the card authorised (brand, last 4) and the confirmation mailed with the order link', async () => {
    const shopper = await newShopper(server);
    const sku = f.skus.black[0];
    const before = await stockOf(server.db, sku);
    await addToCart(shopper, sku, 3);
    const placed = await placeOrder(shopper, await orderBody(server, shopper));
    expect(placed.status, placed.text).toBe(201);
    expectContract('orderCreate', placed.json);
    const order = placed.json.data;
    expect(order.number).toMatch(/^PF-\d{4}-\d{6}$/);
    expect({ status: order.status, next: placed.json.next, total: order.total }).toEqual({
      status: 'received',
      next: { type: 'done' },
      total: 4500 + 880,
    });
    expect(order.payment).toMatchObject({ method: 'card', status: 'authorized', brand: 'visa', last4: '4242' });
    expect(await stockOf(server.db, sku)).toBe(before - 3);
    expect(await cartSize(server.db, shopper.customer.id)).toBe(0);
    const [mail] = await mailsTo(server.db, shopper.customer.email);
    expect(mail?.subject).toContain(order.number);
    expect(mail?.body).toContain(`/myaccount/orders/${order.number}`);
    expect(mail?.body).toContain('合計（税込）: ￥5,380（内消費税 ￥489）');
    const shown = await shopper.client.get('/api/orders/' + order.number);
    expect(shown.status).toBe(200);
    expectContract('orderShow', shown.json);
    expect((shown.json as { data: unknown }).data).toEqual(order);
  });

  it('a print production is ordered with its number, snapshot, artwork thumbnail and charges, and its file is kept from the orphan job', async () => {
    const shopper = await newShopper(server);
    const png = await solidImage('png', 600, 600);
    const upload = await shopper.client.upload<{ data: { uuid: string } }>(png, 'logo.png', { type: 'image/png' });
    expect(upload.status).toBe(201);
    const body = productionBody(f, { white: [2, 3, 0] });
    body.prints[0] = { ...body.prints[0]!, file_uuid: upload.json.data.uuid };
    const created = await shopper.client.post('/api/cart_productions', body);
    expect(created.status, created.text).toBe(201);
    await addToCart(shopper, f.skus.white[2], 1);
    const placed = await placeOrder(shopper, await orderBody(server, shopper));
    expect(placed.status, placed.text).toBe(201);
    const lines = placed.json.data.lines as {
      kind: string;
      subtotal: number;
      production?: Record<string, unknown> & { number: string; prints: { thumbnail_url: string | null; file_uuid: string }[] };
    }[];
    // Plain lines first, then productions; 5 × (1,500 + 800) + plate 3,000 + 200 + data 1,500 = 16,200
    expect(lines.map((l) => [l.kind, l.subtotal])).toEqual([
      ['item', 1500],
      ['production', 16_200],
    ]);
    const production = lines[1]?.production;
    expect(production?.number).toBe(`${placed.json.data.number}-1`);
    expect(production?.['data_check_status']).toBe('waiting');
    expect(production?.prints[0]).toMatchObject({
      file_uuid: upload.json.data.uuid,
      thumbnail_url: `/api/files/${upload.json.data.uuid}/thumbnail`,
    });
    const kept = await server.db.query('select 1 from order_files where file_uuid = $1', [upload.json.data.uuid]);
    expect(kept).toHaveLength(1);
    // The cart no longer cites the file; the order does, so the orphan job keeps it however old it gets.
    await server.db.query("update files set last_used_at = now() - interval '30 days' where uuid = $1", [upload.json.data.uuid]);
    await removeOrphanFiles(server.db, server.files, Date.now());
    expect(await server.db.query('select 1 from files where uuid = $1', [upload.json.data.uuid])).toHaveLength(1);
    const shown = await shopper.client.get<{ data: { production: { number: string } } }>(`/api/order_productions/${production?.number}`);
    expect(shown.status).toBe(200);
    expectContract('orderProductionShow', shown.json);
    expect(shown.json.data.production.number).toBe(production?.number);
    expect(placed.json.data.charges).toEqual({
      garments: 9000,
      wrapping: 0,
      print_charges: 4000,
      plate_charges: 3200,
      data_production_fees: 1500,
      color_change_charges: 0,
    });
  });

  it.each([
    ['card_declined', TEST_CARD_NUMBERS.declined],
    ['insufficient_funds', TEST_CARD_NUMBERS.insufficientFunds],
    ['expired_card', TEST_CARD_NUMBERS.expired],
  ])('a card refused with %s answers 402 with what to do; cart, stock and orders are as before', async (code, number) => {
    const shopper = await newShopper(server);
    const sku = f.skus.black[1];
    await addToCart(shopper, sku, 2);
    const stock = await stockOf(server.db, sku);
    const refused = await placeOrder(shopper, await orderBody(server, shopper, { card: await cardToken(server, shopper, number) }));
    expect(refused.status, refused.text).toBe(402);
    expect(refused.json.code).toBe(code);
    expect(refused.json.message).toMatch(/カード/);
    expect(await stockOf(server.db, sku)).toBe(stock);
    expect(await cartSize(server.db, shopper.customer.id)).toBe(1);
    expect(await countOrders(shopper.customer.id)).toBe(0);
    // With another card the same cart goes through.
    const placed = await placeOrder(shopper, await orderBody(server, shopper));
    expect(placed.status, placed.text).toBe(201);
  });

  it('3-D Secure: the order waits as 本人認証待ち with the cart kept; the challenge passed, the bridge completes it', async () => {
    const shopper = await newShopper(server);
    const sku = f.skus.black[2];
    const stock = await stockOf(server.db, sku);
    await addToCart(shopper, sku, 2);
    const placed = await placeOrder(
      shopper,
      await orderBody(server, shopper, { card: await cardToken(server, shopper, TEST_CARD_NUMBERS.challenge) }),
    );
    expect(placed.status, placed.text).toBe(201);
    expect(placed.json.data.status).toBe('pending_authentication');
    expect(placed.json.next.type).toBe('challenge');
    expect(await stockOf(server.db, sku)).toBe(stock - 2);
    expect(await cartSize(server.db, shopper.customer.id)).toBe(1);
    expect(await mailsTo(server.db, shopper.customer.email)).toEqual([]);

    const token = await answerChallenge(server, placed.json.next.url ?? '', 'authenticate');
    const bridged = await shopper.client.post<typeof placed.json>(`/api/checkout/bridge/${token}`, {});
    expect(bridged.status, bridged.text).toBe(200);
    expectContract('checkoutBridge', bridged.json);
    expect([bridged.json.data.status, bridged.json.next.type, bridged.json.data.payment.brand]).toEqual(['received', 'done', 'jcb']);
    expect(await cartSize(server.db, shopper.customer.id)).toBe(0);
    expect(await mailsTo(server.db, shopper.customer.email)).toHaveLength(1);
    // The bridge page reloaded: the same answer, nothing twice.
    const again = await shopper.client.post<typeof placed.json>(`/api/checkout/bridge/${token}`, {});
    expect([again.status, again.json.data.status]).toEqual([200, 'received']);
    expect(await mailsTo(server.db, shopper.customer.email)).toHaveLength(1);
  });

  it.each([
    ['cancelled on the gateway’s page', 'cancel', false],
    ['abandoned by the shopper (abandon: true)', 'none', true],
  ])('3-D Secure %s: the order is cancelled, the stock returned, the cart kept', async (_what, action, abandon) => {
    const shopper = await newShopper(server);
    const sku = f.skus.white[1];
    await addToCart(shopper, sku, 1);
    const stock = await stockOf(server.db, sku);
    const placed = await placeOrder(
      shopper,
      await orderBody(server, shopper, { card: await cardToken(server, shopper, TEST_CARD_NUMBERS.challenge) }),
    );
    expect(placed.json.data.status).toBe('pending_authentication');
    const token =
      action === 'cancel'
        ? await answerChallenge(server, placed.json.next.url ?? '', 'cancel')
        : ((
            await server.db.query<{ bridge_token: string }>(
              'select p.bridge_token from payments p join orders o on o.id = p.order_id where o.number = $1',
              [placed.json.data.number],
            )
          )[0]?.bridge_token ?? '');
    const bridged = await shopper.client.post<typeof placed.json>(`/api/checkout/bridge/${token}`, { abandon });
    expect(bridged.status, bridged.text).toBe(200);
    expect(bridged.json.data.status).toBe('cancelled');
    expect(bridged.json.next).toMatchObject({ type: 'declined', code: 'authentication_failed' });
    expect(bridged.json.next.message).toMatch(/本人認証/);
    expect(await stockOf(server.db, sku)).toBe(stock);
    expect(await cartSize(server.db, shopper.customer.id)).toBe(1);
    const events = (bridged.json.data as unknown as { events: { status: string }[] }).events.map((e) => e.status);
    expect(events).toEqual(['pending_authentication', 'cancelled']);
  });

  it('a challenge left for 30 minutes is abandoned by the next order of anyone: stock back, order cancelled', async () => {
    const shopper = await newShopper(server);
    const sku = f.skus.white[0];
    await addToCart(shopper, sku, 1);
    const placed = await placeOrder(
      shopper,
      await orderBody(server, shopper, { card: await cardToken(server, shopper, TEST_CARD_NUMBERS.challenge) }),
    );
    const stock = await stockOf(server.db, sku);
    server.setNow(Date.now() + 31 * 60_000);
    try {
      const other = await newShopper(server);
      await addToCart(other, f.skus.black[0], 1);
      expect((await placeOrder(other, await orderBody(server, other, { choices: { payment_method: 'bank_transfer' } }))).status).toBe(201);
      const shown = await shopper.client.get<{ data: { status: string } }>(`/api/orders/${placed.json.data.number}`);
      expect(shown.json.data.status).toBe('cancelled');
      expect(await stockOf(server.db, sku)).toBe(stock + 1);
    } finally {
      server.setNow(Date.now());
    }
  });

  it('a price changed after the quote: 409 price_changed, nothing taken or charged; quoting again, the order goes through at the new price', async () => {
    const local = await createProductFixture(server.db, { stock: 10, price: 2000 });
    const shopper = await newShopper(server);
    await addToCart(shopper, local.skus.white[0], 2);
    const body = await orderBody(server, shopper);
    await setPrice(server.db, [local.skus.white[0]], 2200);
    const refused = await placeOrder(shopper, body);
    expect([refused.status, refused.json.code]).toEqual([409, 'price_changed']);
    expect(refused.json.message).toMatch(/価格が変更/);
    expect(await stockOf(server.db, local.skus.white[0])).toBe(10);
    expect(await cartSize(server.db, shopper.customer.id)).toBe(1);
    const quote = await quoteOf(shopper);
    expect([quote.goods_total, quote['revision']]).toEqual([4400, true]);
    const placed = await placeOrder(shopper, { ...body, quote_token: quote.quote_token, idempotency_key: randomUUID() });
    expect(placed.status, placed.text).toBe(201);
    expect(placed.json.data.total).toBe(4400 + 880);
  });

  it('more than the stock: 409 out_of_stock naming the line, with what is left', async () => {
    const local = await createProductFixture(server.db, { stock: 10, price: 1000 });
    const shopper = await newShopper(server);
    const cartId = await addToCart(shopper, local.skus.white[0], 5);
    await setStock(server.db, [local.skus.white[0]], 3);
    const quote = await shopper.client.post<{ code: string; lines: unknown[] }>('/api/checkout/quote', choicesOf(shopper));
    expect([quote.status, quote.json.code]).toEqual([409, 'out_of_stock']);
    expect(quote.json.lines).toEqual([
      {
        kind: 'item',
        cart_id: cartId,
        name: expect.any(String),
        color: 'ホワイト',
        size: expect.stringMatching(/^S-/),
        sku_id: local.skus.white[0],
        requested: 5,
        available: 3,
      },
    ]);
  });

  it('a card order needs a card token that the gateway still holds (422 on card_token)', async () => {
    const shopper = await newShopper(server);
    await addToCart(shopper, f.skus.white[0], 1);
    const missing = await placeOrder(shopper, await orderBody(server, shopper, { card: null }));
    expect([missing.status, Object.keys(missing.json.errors ?? {})]).toEqual([422, ['card_token']]);
    const unknown = await placeOrder(shopper, await orderBody(server, shopper, { card: 'card_unknownunknownunknownunknownunkn' }));
    expect([unknown.status, Object.keys(unknown.json.errors ?? {})]).toEqual([422, ['card_token']]);
  });
});

describe('placing an order by bank transfer', () => {
  it('入金待ち with the account and the due date; the cart emptied, the stock taken and the mail says how to pay', async () => {
    const shopper = await newShopper(server);
    const sku = f.skus.white[2];
    const stock = await stockOf(server.db, sku);
    await addToCart(shopper, sku, 2);
    const placed = await placeOrder(
      shopper,
      await orderBody(server, shopper, { choices: { payment_method: 'bank_transfer', delivery_slot: '18時〜20時' } }),
    );
    expect(placed.status, placed.text).toBe(201);
    expectContract('orderCreate', placed.json);
    const order = placed.json.data as unknown as {
      status: string;
      delivery_slot: string;
      payment: { status: string; bank_account: { bank_name: string }; transfer_due_date: string };
    };
    expect([order.status, order.payment.status, order.delivery_slot]).toEqual(['awaiting_payment', 'awaiting_transfer', '18時〜20時']);
    expect(order.payment.bank_account.bank_name).toBe('みずほ銀行');
    expect(order.payment.transfer_due_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(await stockOf(server.db, sku)).toBe(stock - 2);
    expect(await cartSize(server.db, shopper.customer.id)).toBe(0);
    const [mail] = await mailsTo(server.db, shopper.customer.email);
    expect(mail?.body).toContain('お振込先: みずほ銀行');
    expect(mail?.body).toContain('お振込期限');
  });
});

describe('orders of the customer', () => {
  it('lists them newest first, 20 a page, each with its total and line names', async () => {
    const shopper = await newShopper(server);
    const numbers: string[] = [];
    for (let i = 0; i < 3; i++) {
      await addToCart(shopper, f.skus.white[0], 1);
      const placed = await placeOrder(shopper, await orderBody(server, shopper, { choices: { payment_method: 'bank_transfer' } }));
      numbers.push(placed.json.data.number);
    }
    const list = await shopper.client.get<{ data: { number: string; line_names: string[] }[]; meta: { total: number; last_page: number } }>(
      '/api/orders?page=1',
    );
    expect(list.status).toBe(200);
    expectContract('orderList', list.json);
    expect(list.json.data.map((o) => o.number)).toEqual([...numbers].reverse());
    expect(list.json.meta).toMatchObject({ total: 3, last_page: 1 });
    expect(list.json.data[0]?.line_names).toHaveLength(1);
    const empty = await shopper.client.get<{ data: unknown[] }>('/api/orders?page=2');
    expect(empty.json.data).toEqual([]);
  });

  it('another customer’s order, production and 3-D Secure bridge answer 404, like missing or malformed ones', async () => {
    const owner = await newShopper(server);
    const body = productionBody(f, { black: [1, 0, 0] });
    expect((await owner.client.post('/api/cart_productions', body)).status).toBe(201);
    const placed = await placeOrder(
      owner,
      await orderBody(server, owner, { card: await cardToken(server, owner, TEST_CARD_NUMBERS.challenge) }),
    );
    expect(placed.status, placed.text).toBe(201);
    const number = placed.json.data.number;
    const [bridge] = await server.db.query<{ bridge_token: string }>(
      'select p.bridge_token from payments p join orders o on o.id = p.order_id where o.number = $1',
      [number],
    );
    const stranger = await newShopper(server);
    for (const path of [
      `/api/orders/${number}`,
      `/api/order_productions/${number}-1`,
      '/api/orders/PF-2026-999999',
      '/api/orders/not-a-number',
      '/api/order_productions/PF-2026-000001-0',
    ]) {
      expect((await stranger.client.get(path)).status, path).toBe(404);
    }
    expect((await stranger.client.post(`/api/checkout/bridge/${bridge?.bridge_token}`, {})).status).toBe(404);
    expect((await owner.client.get(`/api/order_productions/${number}-1`)).status).toBe(200);
  });

  it('without a login the order calls answer 401; without the CSRF token the writes answer 419', async () => {
    const guest = new SessionClient(server.url);
    await guest.csrf();
    expect((await guest.get('/api/orders')).status).toBe(401);
    expect((await guest.get('/api/checkout/options')).status).toBe(401);
    expect((await guest.post('/api/orders', {})).status).toBe(401);
    const shopper = await newShopper(server);
    await addToCart(shopper, f.skus.white[0], 1);
    const body = await orderBody(server, shopper);
    for (const path of [
      '/api/orders',
      '/api/checkout/quote',
      '/api/checkout/card_sessions',
      '/api/checkout/bridge/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa',
    ]) {
      const answer = await shopper.client.post(path, body, { xsrf: false });
      expect(answer.status, path).toBe(419);
    }
    expect(await countOrders(shopper.customer.id)).toBe(0);
  });

  it('malformed bodies are 400 or 422, never 500', async () => {
    const shopper = await newShopper(server);
    await addToCart(shopper, f.skus.white[0], 1);
    const bodies: unknown[] = [
      null,
      [],
      'x',
      42,
      {},
      { address_id: 'one', payment_method: 'card' },
      { address_id: 2 ** 40, payment_method: 'card', quote_token: 'q1.x', idempotency_key: 'short' },
      {
        address_id: 1,
        payment_method: 'card',
        delivery_date: '2026-02-30',
        quote_token: `q1.${'0'.repeat(32)}`,
        idempotency_key: 'k'.repeat(20),
      },
      {
        address_id: 1,
        payment_method: 'bank_transfer',
        delivery_slot: 'x'.repeat(500),
        quote_token: `q1.${'0'.repeat(32)}`,
        idempotency_key: 'k'.repeat(101),
      },
      { address_id: 1, payment_method: 'card', card_token: { a: 1 }, quote_token: `q1.${'0'.repeat(32)}`, idempotency_key: 'k'.repeat(20) },
      { abandon: 'yes' },
    ];
    for (const path of ['/api/orders', '/api/checkout/quote', '/api/checkout/bridge/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa']) {
      for (const body of bodies) {
        const answer = await shopper.client.request('POST', path, { body: JSON.stringify(body) });
        expect([400, 404, 422], `${path} ${JSON.stringify(body)}: ${answer.status} ${answer.text}`).toContain(answer.status);
      }
      const broken = await shopper.client.request('POST', path, { body: '{"address_id":' });
      expect(broken.status).toBe(400);
    }
    // A well-formed order with a quote token that matches nothing: 409, not 500.
    const stale = await placeOrder(shopper, await orderBody(server, shopper, { quoteToken: `q1.${'0'.repeat(32)}` }));
    expect([stale.status, stale.json.code]).toEqual([409, 'price_changed']);
  });
});
