/**
 * One purchase, one authorisation (issue #29, docs/decisions/019), over real HTTP on PGlite and, with
 * DATABASE_URL, on PostgreSQL. A second "process" places orders through its own order service with
 * its own claims holder; its death is its claims ending (as PostgreSQL ends a dead process's session
 * and its advisory locks) while its gateway call never returns.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdminCommand, type AdminDeps } from '../../src/admin/commands.ts';
import type { Claims } from '../../src/db/db.ts';
import { orderService, type PlaceOrderRequest } from '../../src/orders/order-service.ts';
import { PLACING_CLAIMS } from '../../src/orders/placement-recovery.ts';
import type { AuthorizeRequest, PaymentGateway } from '../../src/payments/payment-gateway.ts';
import { createProductFixture, type ProductFixture } from '../cart/fixtures.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import {
  addToCart,
  answerChallenge,
  cardToken,
  newShopper,
  operatorDeps,
  orderBody,
  placeOrder,
  stockOf,
  TEST_CARD_NUMBERS,
  type Shopper,
} from './support.ts';

let server: TestServer;
let f: ProductFixture;
let now = Date.now();
const clock = () => now;
let adminDeps: AdminDeps;

beforeAll(async () => {
  server = await startTestServer();
  server.setNow(now);
  f = await createProductFixture(server.db, { stock: 100, price: 1000 });
  adminDeps = operatorDeps(server, clock);
});
afterAll(() => server.close());

/** Moves both clocks (the server's and the operator's) by `ms`. */
function advance(ms: number): void {
  now += ms;
  server.setNow(now);
}

/** A second process: its own claims, and a gateway whose authorisations (really made) never answer until `answer()`. */
function otherProcess() {
  const claims: Claims = server.db.claims(PLACING_CLAIMS);
  const waiting: (() => void)[] = [];
  let authorised = 0;
  const hang = async <T>(call: Promise<T>): Promise<T> => {
    const result = await call;
    authorised++;
    await new Promise<void>((resolve) => waiting.push(resolve));
    return result;
  };
  const gateway = server.payments;
  const payments = new Proxy(gateway, {
    get(target, property) {
      if (property === 'authorize') return (request: AuthorizeRequest) => hang(target.authorize(request));
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  }) as PaymentGateway;
  const service = orderService({ ...adminDeps, payments, claims });
  return {
    service,
    /** Resolves once its gateway call has authorised (and hangs). */
    async authorised(): Promise<void> {
      while (authorised === 0) await new Promise((resolve) => setTimeout(resolve, 10));
    },
    /** Lets the hanging gateway calls answer (the process lives on). */
    answer: () => waiting.splice(0).forEach((resolve) => resolve()),
    /** The process dies: its claims end; its gateway call never answers. */
    die: () => claims.close(),
  };
}

/** The wire body as the service reads it. */
function requestOf(body: Awaited<ReturnType<typeof orderBody>>): PlaceOrderRequest {
  return {
    addressId: body.address_id,
    deliveryDate: body.delivery_date ?? null,
    deliverySlot: body.delivery_slot ?? null,
    paymentMethod: body.payment_method,
    cardToken: body.card_token,
    savedCardId: null,
    quoteToken: body.quote_token,
    idempotencyKey: body.idempotency_key,
  };
}

/** The statuses of the gateway's charges for these order numbers, in the order of the numbers. */
async function chargesOf(numbers: string[]): Promise<string[]> {
  const rows = await server.db.query<{ status: string; order_number: string }>(
    'select status, order_number from sandbox_gateway_charges where order_number = any($1::text[])',
    [numbers],
  );
  return numbers.flatMap((number) => rows.filter((row) => row.order_number === number).map((row) => row.status));
}

async function placingOrderOf(shopper: Shopper): Promise<{ id: number; number: string } | undefined> {
  const [row] = await server.db.query<{ id: number; number: string }>(
    "select id, number from orders where customer_id = $1 and status = 'placing'",
    [shopper.customer.id],
  );
  return row;
}

/** A shopper whose order another process authorised and then died placing: the body it sent, the stranded order. */
async function strandedPlacing(sku: number, quantity = 1) {
  const shopper = await newShopper(server);
  await addToCart(shopper, sku, quantity);
  const body = await orderBody(server, shopper);
  const other = otherProcess();
  void other.service.place(shopper.customer.id, requestOf(body));
  await other.authorised();
  const stranded = await placingOrderOf(shopper);
  expect(stranded).toBeDefined();
  await other.die();
  return { shopper, body, number: stranded?.number ?? '' };
}

describe('placing an order is idempotent, whatever dies', () => {
  it('the process placing it died after the gateway authorised: the retry with the same key gets that order and that one charge', async () => {
    const sku = f.skus.white[0];
    const stock = await stockOf(server.db, sku);
    const { shopper, body, number } = await strandedPlacing(sku, 2);

    const retry = await placeOrder(shopper, body);
    expect(retry.status, retry.text).toBe(201);
    expect([retry.json.data.number, retry.json.data.status, retry.json.data.payment.status]).toEqual([number, 'received', 'authorized']);
    expect(await chargesOf([number])).toEqual(['authorized']);
    expect(await stockOf(server.db, sku)).toBe(stock - 2);
    // Once more: the same order, still one charge.
    const again = await placeOrder(shopper, body);
    expect([again.status, again.json.data.number]).toEqual([201, number]);
    expect(await chargesOf([number])).toEqual(['authorized']);
  });

  it('while the first request is still in flight, the same key waits for it and answers its order', async () => {
    const shopper = await newShopper(server);
    await addToCart(shopper, f.skus.white[1], 1);
    const body = await orderBody(server, shopper);
    const other = otherProcess();
    const first = other.service.place(shopper.customer.id, requestOf(body));
    await other.authorised();
    const retry = placeOrder(shopper, body);
    await new Promise((resolve) => setTimeout(resolve, 300));
    other.answer();
    const placed = await first;
    const answered = await retry;
    expect(answered.status, answered.text).toBe(201);
    expect(answered.json.data.number).toBe(placed.order.number);
    expect(await chargesOf([placed.order.number])).toEqual(['authorized']);
  });

  it('a new key while the customer’s earlier placing was left by a dead process: its hold is voided before the new order, never two holds for one cart', async () => {
    const sku = f.skus.white[2];
    const { shopper, number } = await strandedPlacing(sku);
    // The shopper comes back with a new card (a new key): the dead placing's authorisation is voided
    // before the new order is reserved, so one cart never holds two authorisations.
    const fresh = await placeOrder(shopper, await orderBody(server, shopper));
    expect(fresh.status, fresh.text).toBe(201);
    expect(await chargesOf([number])).toEqual(['voided']);
    expect(await chargesOf([fresh.json.data.number])).toEqual(['authorized']);
  });

  it('the sweep abandons a dead placing after 10 minutes: its authorisation voided, stock back; the same key is then told so in Japanese', async () => {
    const sku = f.skus.black[0];
    const stock = await stockOf(server.db, sku);
    const { shopper, body, number } = await strandedPlacing(sku, 3);
    expect(await stockOf(server.db, sku)).toBe(stock - 3);
    advance(11 * 60_000);
    const swept = await runAdminCommand(['sweep'], adminDeps);
    expect(swept.output).toMatch(/abandoned [1-9]\d* order/);
    expect(await chargesOf([number])).toEqual(['voided']);
    expect(await stockOf(server.db, sku)).toBe(stock);

    const retry = await placeOrder(shopper, body);
    expect(retry.status, retry.text).toBe(409);
    expect(retry.json.code).toBe('order_abandoned');
    expect(retry.json.message).toContain('与信');
    expect(retry.json.message).toContain('ご請求はありません');
    expect(await chargesOf([number])).toEqual(['voided']);
    // A new attempt (a new key, the card entered again) goes through with one authorisation.
    const fresh = await placeOrder(shopper, await orderBody(server, shopper));
    expect(fresh.status, fresh.text).toBe(201);
    expect(await chargesOf([number, fresh.json.data.number])).toEqual(['voided', 'authorized']);
  });

  it('a 3-D Secure check left pending is voided by the sweep, also once the gateway has expired it', async () => {
    const shopper = await newShopper(server);
    const sku = f.skus.black[1];
    const stock = await stockOf(server.db, sku);
    await addToCart(shopper, sku, 1);
    const placed = await placeOrder(
      shopper,
      await orderBody(server, shopper, { card: await cardToken(server, shopper, TEST_CARD_NUMBERS.challenge) }),
    );
    expect(placed.json.data.status).toBe('pending_authentication');
    advance(31 * 60_000);
    await runAdminCommand(['sweep'], adminDeps);
    const order = await shopper.client.get<{ data: { status: string; payment: { status: string } } }>(
      `/api/orders/${placed.json.data.number}`,
    );
    expect([order.json.data.status, order.json.data.payment.status]).toEqual(['cancelled', 'failed']);
    expect(await stockOf(server.db, sku)).toBe(stock);
    expect(await chargesOf([placed.json.data.number])).toEqual(['declined']);
  });

  it('the sweep voids a pending 3-D Secure check at 30 minutes, before the gateway expires it: it can no longer be authorised', async () => {
    const shopper = await newShopper(server);
    await addToCart(shopper, f.skus.black[2], 1);
    const placed = await placeOrder(
      shopper,
      await orderBody(server, shopper, { card: await cardToken(server, shopper, TEST_CARD_NUMBERS.challenge) }),
    );
    advance(30 * 60_000 - 1_000);
    // The operator's clock is past the shop's 30 minutes; the gateway's challenge (30 minutes too) is not yet.
    const late = orderService({ ...adminDeps, now: () => now + 2_000 });
    expect(await late.sweep(true)).toBeGreaterThan(0);
    expect(await chargesOf([placed.json.data.number])).toEqual(['voided']);
    // The shopper authenticates afterwards: nothing is authorised.
    const token = await answerChallenge(server, placed.json.next.url ?? '', 'authenticate');
    const bridged = await shopper.client.post<{ data: { status: string } }>(`/api/checkout/bridge/${token}`, {});
    expect(bridged.json.data.status).toBe('cancelled');
    expect(await chargesOf([placed.json.data.number])).toEqual(['voided']);
  });
});

describe('npm run admin -- reconcile-payments', () => {
  it('voids every charge no live order holds, leaves live and in-flight ones, and prints a line per charge and a summary', async () => {
    // A dead placing (authorised, then its process died).
    const stranded = await strandedPlacing(f.skus.white[0]);
    // A charge whose order is gone (what the old sweep left: PF-2026-000138 in issue #29).
    const orphanShopper = await newShopper(server);
    const orphan = await server.payments.authorize({
      cardToken: await cardToken(server, orphanShopper),
      amount: 18_610,
      orderNumber: 'PF-2026-999138',
      returnUrl: '/checkout/bridge/x',
      idempotencyKey: 'order-PF-2026-999138',
    });
    expect(orphan.status).toBe('authorized');
    // A live order, and one being placed by a live process.
    const liveShopper = await newShopper(server);
    await addToCart(liveShopper, f.skus.white[1], 1);
    const live = await placeOrder(liveShopper, await orderBody(server, liveShopper));
    expect(live.status, live.text).toBe(201);
    const busyShopper = await newShopper(server);
    await addToCart(busyShopper, f.skus.white[2], 1);
    const busy = otherProcess();
    const busyPlacing = busy.service.place(busyShopper.customer.id, requestOf(await orderBody(server, busyShopper)));
    await busy.authorised();
    const busyOrder = await placingOrderOf(busyShopper);

    const result = await runAdminCommand(['reconcile-payments'], adminDeps);
    expect(result.code).toBe(0);
    const lines = result.output.split('\n');
    expect(lines).toContainEqual(
      expect.stringMatching(
        new RegExp(`^voided ch_\\S+ ¥[\\d,]+ of order ${stranded.number}: its placing never finished \\(order removed, stock returned\\)$`),
      ),
    );
    expect(lines).toContainEqual(expect.stringMatching(/^voided ch_\S+ ¥18,610: order PF-2026-999138 does not exist$/));
    expect(lines).toContainEqual(`left order ${busyOrder?.number}: a live process is placing it`);
    expect(lines.at(-1)).toMatch(
      /^reconcile-payments: \d+ open charges? checked, \d+ attached to live orders, [2-9]\d* voided, [1-9]\d* unfinished placings? abandoned, [1-9]\d* being placed left alone$/,
    );
    expect(result.output).not.toContain(live.json.data.number);
    expect(await chargesOf([stranded.number, 'PF-2026-999138', live.json.data.number])).toEqual(['voided', 'voided', 'authorized']);

    // The process placing it lives on and finishes: its order and charge stand.
    busy.answer();
    const finished = await busyPlacing;
    expect(finished.order.status).toBe('received');
    expect(await chargesOf([finished.order.number])).toEqual(['authorized']);
    // Nothing left to do.
    const again = await runAdminCommand(['reconcile-payments'], adminDeps);
    expect(again.output.split('\n').at(-1)).toMatch(/ 0 voided, 0 unfinished placings abandoned, 0 being placed left alone$/);
  });
});
