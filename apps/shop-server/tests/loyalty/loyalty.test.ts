/**
 * Coupons and points over real HTTP against a real database (PGlite, and PostgreSQL with
 * `test-postgres`): claiming codes and each condition refused with its message, ownership, the
 * checkout recomputing every amount (a tampered amount is ignored; the card is charged the
 * discounted total), a coupon used once, and the point ledger (spent at checkout, given back on a
 * declined card and on cancellation, earned at delivery, expired after 365 days without activity).
 *
 * Over 400 lines on purpose: claiming, checkout and the ledger share one server, one product
 * fixture and the shopper helpers at the top; each describe block stands alone.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderService } from '../../src/orders/order-service.ts';
import { createProductFixture, type ProductFixture } from '../cart/fixtures.ts';
import { addToCart, cardToken, newShopper, operatorService, type Shopper, TEST_CARD_NUMBERS } from '../orders/support.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { loggedInClient, SessionClient } from '../support/session-client.ts';
import { runAdminCommand } from '../../src/admin/commands.ts';
import { createOutboxMailer } from '../../src/mail/outbox-mailer.ts';
import { readConfig } from '../../src/config/config.ts';

let server: TestServer;
let f: ProductFixture;
let operator: OrderService;

beforeAll(async () => {
  server = await startTestServer();
  // 1,000 yen a piece: below 20,000 the shipping fee is 880.
  f = await createProductFixture(server.db, { stock: 500, price: 1000 });
  operator = operatorService(server);
});
afterAll(() => server.close());

const DAY = 24 * 60 * 60 * 1000;
const NEXT_YEAR = `${new Date().getUTCFullYear() + 1}-12-31`;
const LAST_YEAR = `${new Date().getUTCFullYear() - 1}-12-31`;

interface CouponAnswer {
  id: number;
  code: string;
  state: string;
  conditions: string[];
  value_label: string;
  used_order_number: string | null;
}
interface QuoteAnswer {
  goods_total: number;
  shipping_fee: number;
  coupon_discount: number;
  points_used: number;
  total: number;
  tax: number;
  point_balance: number;
  coupon: { id: number; code: string; discount: number } | null;
  quote_token: string;
}
interface ErrorAnswer {
  message: string;
  errors?: Record<string, string[]>;
}
interface PointsAnswer {
  data: {
    balance: number;
    expires_on: string | null;
    movements: { reason: string; reason_label: string; points: number; order_number: string | null }[];
  };
  meta: { total: number; last_page: number };
}

/** The operator issues a coupon through the command line. */
async function issue(args: string[]): Promise<string> {
  const mailer = createOutboxMailer(server.db, { now: Date.now, log: () => undefined });
  const result = await runAdminCommand(['issue-coupon', ...args], {
    db: server.db,
    config: readConfig({ PORT: '0' }),
    now: Date.now,
    mailer,
    payments: server.payments,
  });
  expect(result.code, result.output).toBe(0);
  return result.output;
}

let codes = 0;
const newCode = (prefix = 'C') => `${prefix}${Date.now().toString(36).toUpperCase()}${++codes}`;

async function grantPoints(customerId: number, points: number, at = new Date()) {
  await server.db.query("insert into point_movements (customer_id, reason, points, created_at) values ($1, 'granted', $2, $3)", [
    customerId,
    points,
    at,
  ]);
}

const claim = (shopper: Shopper, code: string) => shopper.client.post<{ data: CouponAnswer } & ErrorAnswer>('/api/coupons/claim', { code });
const coupons = async (shopper: Shopper) =>
  (await shopper.client.get<{ data: Record<'available' | 'used' | 'expired', CouponAnswer[]> }>('/api/coupons')).json.data;
const points = async (shopper: Shopper) => (await shopper.client.get<PointsAnswer>('/api/points')).json;

const choices = (shopper: Shopper, extra: Record<string, unknown> = {}) => ({
  address_id: shopper.addressId,
  delivery_date: null,
  delivery_slot: null,
  payment_method: 'card',
  ...extra,
});
const quote = (shopper: Shopper, extra: Record<string, unknown> = {}) =>
  shopper.client.post<{ data: QuoteAnswer } & ErrorAnswer>('/api/checkout/quote', choices(shopper, extra));

/** Quotes and places a card order with these extras; answers the placed order's HTTP answer. */
async function place(shopper: Shopper, extra: Record<string, unknown> = {}, card: string = TEST_CARD_NUMBERS.visa) {
  const quoted = await quote(shopper, extra);
  expect(quoted.status, quoted.text).toBe(200);
  const token = await cardToken(server, shopper, card);
  return shopper.client.post<
    {
      data: { number: string; total: number; coupon_discount: number; points_used: number; tax: number; coupon_label: string | null };
    } & ErrorAnswer
  >('/api/orders', {
    ...choices(shopper, extra),
    card_token: token,
    quote_token: quoted.json.data.quote_token,
    idempotency_key: randomUUID(),
  });
}

async function shopperWithCart(pieces = 6): Promise<Shopper> {
  const shopper = await newShopper(server);
  await addToCart(shopper, f.skus.white[0] ?? 0, pieces);
  return shopper;
}

describe('claiming a coupon code', () => {
  it('adds a code to the account, upper-cased, with its conditions in Japanese', async () => {
    const code = newCode('SPRING');
    await issue([
      '--code',
      code.toLowerCase(),
      '--amount',
      '500',
      '--min',
      '5000',
      '--until',
      NEXT_YEAR,
      '--once',
      '--name',
      '春のキャンペーン',
    ]);
    const shopper = await newShopper(server);
    const claimed = await claim(shopper, ` ${code.toLowerCase()} `);
    expect(claimed.status, claimed.text).toBe(201);
    const [y, m, d] = NEXT_YEAR.split('-').map(Number);
    expect(claimed.json.data).toMatchObject({
      code,
      state: 'available',
      value_label: '¥500引き',
      conditions: ['¥5,000以上のご注文で', `有効期限 ${y}年${m}月${d}日まで`, 'お一人様1回限り'],
    });
    expect((await coupons(shopper)).available.map((c) => c.code)).toEqual([code]);
  });

  it('refuses each case with its own Japanese message', async () => {
    const shopper = await newShopper(server);
    const unknown = await claim(shopper, 'NOSUCHCODE');
    expect([unknown.status, unknown.json.errors?.['code']]).toEqual([
      422,
      ['クーポンコード「NOSUCHCODE」は見つかりません。入力したコードをご確認ください。'],
    ]);

    const expired = newCode('OLD');
    await issue(['--code', expired, '--percent', '10', '--until', LAST_YEAR]);
    const answer = await claim(shopper, expired);
    expect(answer.status).toBe(422);
    expect(answer.json.message).toMatch(/^このクーポンの有効期限（\d{4}年12月31日）が過ぎています。$/);

    const twice = newCode('TWICE');
    await issue(['--code', twice, '--amount', '100']);
    expect((await claim(shopper, twice)).status).toBe(201);
    const again = await claim(shopper, twice);
    expect([again.status, again.json.message]).toEqual([
      422,
      'このクーポンはすでにアカウントに登録されています。「利用可能」からご確認ください。',
    ]);

    const malformed = await claim(shopper, 'クーポン!');
    expect([malformed.status, malformed.json.errors?.['code']]).toEqual([422, ['クーポンコードは半角英数字で入力してください']]);
  });

  it('a first-order coupon is refused to a customer who has ordered', async () => {
    const code = newCode('FIRST');
    await issue(['--code', code, '--percent', '10', '--first-order']);
    const shopper = await shopperWithCart(1);
    expect((await place(shopper)).status).toBe(201);
    const answer = await claim(shopper, code);
    expect([answer.status, answer.json.message]).toEqual([422, 'このクーポンは初回のご注文でのみご利用いただけます。']);
  });

  it("a coupon given to one customer is unknown to another; another customer's coupon id at checkout is 404", async () => {
    const owner = await newShopper(server);
    const code = newCode('GIFT');
    await issue(['--code', code, '--amount', '300', '--customer', owner.customer.email]);
    const given = (await coupons(owner)).available.find((c) => c.code === code);
    expect(given).toBeDefined();
    const other = await shopperWithCart(2);
    expect((await claim(other, code)).status).toBe(422);
    const stolen = await quote(other, { coupon_id: given?.id });
    expect([stolen.status, stolen.json.message]).toEqual([404, 'No item exists.']);
    const byCode = await quote(other, { coupon_code: code });
    expect([byCode.status, byCode.json.errors?.['coupon_code']?.[0]]).toEqual([
      422,
      `クーポンコード「${code}」は見つかりません。入力したコードをご確認ください。`,
    ]);
  });

  it('needs the CSRF token, and is throttled per customer', async () => {
    const shopper = await newShopper(server);
    expect((await shopper.client.post('/api/coupons/claim', { code: 'ANY' }, { xsrf: false })).status).toBe(419);
    for (let i = 0; i < 10; i++) expect((await claim(shopper, `GUESS${i}`)).status).toBe(422);
    const blocked = await claim(shopper, 'GUESS10');
    expect(blocked.status).toBe(429);
    expect(blocked.json.message).toContain('クーポンコードの入力が続いたため');
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('checkout with a coupon and points', () => {
  it('the server recomputes every amount; a tampered amount from the browser is ignored; the card is charged the total', async () => {
    const code = newCode('TEN');
    await issue(['--code', code, '--percent', '10', '--once']);
    const shopper = await shopperWithCart(6); // 6,000 goods + 880 shipping
    await grantPoints(shopper.customer.id, 700);
    expect((await claim(shopper, code)).status).toBe(201);
    const [mine] = (await coupons(shopper)).available;
    const quoted = await quote(shopper, { coupon_id: mine?.id, points: 250 });
    expect(quoted.json.data).toMatchObject({
      goods_total: 6000,
      shipping_fee: 880,
      coupon_discount: 600,
      points_used: 250,
      total: 6030,
      tax: 548,
      point_balance: 700,
    });
    expect(quoted.json.data.coupon).toMatchObject({ code, discount: 600 });

    const token = await cardToken(server, shopper);
    const placed = await shopper.client.post<{
      data: { number: string; total: number; coupon_discount: number; points_used: number; coupon_label: string };
    }>('/api/orders', {
      ...choices(shopper, { coupon_id: mine?.id, points: 250 }),
      // Amounts the browser has no say in: unknown keys are ignored, nothing is taken from them.
      total: 1,
      coupon_discount: 6000,
      points_used: 0,
      card_token: token,
      quote_token: quoted.json.data.quote_token,
      idempotency_key: randomUUID(),
    });
    expect(placed.status, placed.text).toBe(201);
    expect(placed.json.data).toMatchObject({ total: 6030, coupon_discount: 600, points_used: 250, coupon_label: '10%OFFクーポン' });
    const [charge] = await server.db.query<{ amount: number }>('select amount from sandbox_gateway_charges where order_number = $1', [
      placed.json.data.number,
    ]);
    expect(charge?.amount).toBe(6030);
    const shown = await shopper.client.get<{ data: { total: number; points_used: number } }>(`/api/orders/${placed.json.data.number}`);
    expect([shown.json.data.total, shown.json.data.points_used]).toEqual([6030, 250]);
    expect((await points(shopper)).data.balance).toBe(450);
    const after = await coupons(shopper);
    expect(after.used.map((c) => [c.code, c.used_order_number])).toEqual([[code, placed.json.data.number]]);

    // The once-only coupon again: refused, by id and by code.
    await addToCart(shopper, f.skus.white[1] ?? 0, 6);
    const second = await quote(shopper, { coupon_id: mine?.id });
    expect([second.status, second.json.errors?.['coupon_id']]).toEqual([422, ['このクーポンはすでにご利用済みです（お一人様1回限り）。']]);
    expect((await quote(shopper, { coupon_code: code })).status).toBe(422);
  });

  it('a quote token of other points is refused (409 price_changed): the shopper pays only what the confirm page showed', async () => {
    const shopper = await shopperWithCart(3);
    await grantPoints(shopper.customer.id, 100);
    const quoted = await quote(shopper, { points: 100 });
    const token = await cardToken(server, shopper);
    const placed = await shopper.client.post<ErrorAnswer & { code: string }>('/api/orders', {
      ...choices(shopper, { points: 50 }),
      card_token: token,
      quote_token: quoted.json.data.quote_token,
      idempotency_key: randomUUID(),
    });
    expect([placed.status, placed.json.code]).toEqual([409, 'price_changed']);
    expect((await points(shopper)).data.balance).toBe(100);
  });

  it('refuses a coupon below its minimum and points beyond the balance are capped', async () => {
    const code = newCode('MIN');
    await issue(['--code', code, '--amount', '500', '--min', '5000']);
    const shopper = await shopperWithCart(4);
    await grantPoints(shopper.customer.id, 30);
    const below = await quote(shopper, { coupon_code: code });
    expect([below.status, below.json.errors?.['coupon_code']]).toEqual([
      422,
      ['このクーポンは商品合計¥5,000以上のご注文でご利用いただけます。'],
    ]);
    const capped = await quote(shopper, { points: 99_999 });
    expect(capped.json.data).toMatchObject({ points_used: 30, total: 4000 + 880 - 30 });
  });

  it('a code typed at checkout is added to the account with the order', async () => {
    const code = newCode('TYPED');
    await issue(['--code', code, '--amount', '200']);
    const shopper = await shopperWithCart(2);
    const placed = await place(shopper, { coupon_code: code.toLowerCase() });
    expect(placed.status, placed.text).toBe(201);
    expect(placed.json.data).toMatchObject({ coupon_discount: 200, total: 2000 + 880 - 200 });
    expect((await coupons(shopper)).available.map((c) => c.code)).toEqual([code]);
  });

  it('refuses points that would pay the whole order (the card needs 1 yen)', async () => {
    const shopper = await shopperWithCart(1);
    await grantPoints(shopper.customer.id, 5000);
    const all = await quote(shopper, { points: 1880 });
    expect([all.status, all.json.errors?.['points']?.[0]]).toEqual([422, expect.stringContaining('1円以上のお支払いが必要です')]);
    expect((await quote(shopper, { points: 1879 })).json.data.total).toBe(1);
  });

  it('refuses a coupon that would pay the whole order (100 % off an order with free shipping), and takes one that leaves the shipping to pay', async () => {
    const all = newCode('ALL');
    await issue(['--code', all, '--percent', '100']);
    const freeShipping = await shopperWithCart(20); // ¥20,000 of goods: shipping is free
    const refused = await quote(freeShipping, { coupon_code: all });
    expect([refused.status, refused.json.errors?.['coupon_code']?.[0]]).toEqual([
      422,
      expect.stringContaining('お支払い金額が0円になるため'),
    ]);
    const paidShipping = await shopperWithCart(2);
    expect((await quote(paidShipping, { coupon_code: all })).json.data).toMatchObject({
      coupon_discount: 2000,
      shipping_fee: 880,
      total: 880,
    });
  });
});

describe('the point ledger', () => {
  it('a declined card leaves the points and the coupon as they were', async () => {
    const code = newCode('DECL');
    await issue(['--code', code, '--amount', '100', '--once']);
    const shopper = await shopperWithCart(2);
    await grantPoints(shopper.customer.id, 200);
    const declined = await place(shopper, { coupon_code: code, points: 200 }, TEST_CARD_NUMBERS.declined);
    expect(declined.status).toBe(402);
    expect((await points(shopper)).data).toMatchObject({ balance: 200, movements: [{ reason: 'granted', points: 200 }] });
    // The coupon was not used up: it places now.
    expect((await place(shopper, { coupon_code: code, points: 200 })).status).toBe(201);
  });

  it('earns points at delivery, and a cancelled order gives back the points it spent and its coupon', async () => {
    const shopper = await shopperWithCart(3); // 3,000 yen of goods → 30 points at 1 per 100 yen
    const first = await place(shopper);
    const number = first.json.data.number;
    await operator.ship(number, 1, '1234-5678-9012');
    await operator.deliver(number);
    let ledger = await points(shopper);
    expect(ledger.data.balance).toBe(30);
    expect(ledger.data.movements[0]).toMatchObject({
      reason: 'earned',
      reason_label: 'ご注文によるポイント獲得',
      points: 30,
      order_number: number,
    });
    expect(ledger.data.expires_on).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    const code = newCode('BACK');
    await issue(['--code', code, '--amount', '100', '--once']);
    await addToCart(shopper, f.skus.white[0] ?? 0, 2);
    const second = await place(shopper, { coupon_code: code, points: 20 });
    expect(second.json.data).toMatchObject({ points_used: 20, coupon_discount: 100 });
    expect((await points(shopper)).data.balance).toBe(10);
    await operator.cancel(second.json.data.number);
    ledger = await points(shopper);
    expect(ledger.data.balance).toBe(30);
    expect(ledger.data.movements.map((m) => [m.reason, m.points])).toEqual([
      ['refunded', 20],
      ['spent', -20],
      ['earned', 30],
    ]);
    expect((await coupons(shopper)).available.map((c) => c.code)).toContain(code);
  });

  it('expires the balance 365 days after the last earning or spending, written when read', async () => {
    const { client, customer } = await loggedInClient(server);
    await grantPoints(customer.id, 120, new Date(Date.now() - 366 * DAY));
    const answer = await client.get<PointsAnswer>('/api/points');
    expect(answer.json.data).toMatchObject({ balance: 0, expires_on: null });
    expect(answer.json.data.movements.map((m) => [m.reason, m.points, m.reason_label])).toEqual([
      ['expired', -120, '有効期限切れ'],
      ['granted', 120, 'ショップからの付与'],
    ]);
    // Written once: reading again adds nothing.
    expect((await client.get<PointsAnswer>('/api/points')).json.meta.total).toBe(2);
  });

  it('paginates the movements, 20 a page, newest first', async () => {
    const shopper = await newShopper(server);
    for (let i = 0; i < 23; i++) await grantPoints(shopper.customer.id, i + 1, new Date(Date.now() - (30 - i) * DAY));
    const first = await shopper.client.get<PointsAnswer>('/api/points');
    expect([first.json.data.movements.length, first.json.meta.last_page, first.json.data.movements[0]?.points]).toEqual([20, 2, 23]);
    const second = await shopper.client.get<PointsAnswer>('/api/points?page=2');
    expect(second.json.data.movements.map((m) => m.points)).toEqual([3, 2, 1]);
    expect(second.json.data.balance).toBe((23 * 24) / 2);
  });

  it('needs a login', async () => {
    const anonymous = new SessionClient(server.url);
    expect((await anonymous.get('/api/points')).status).toBe(401);
    expect((await anonymous.get('/api/coupons')).status).toBe(401);
  });
});

describe('the operator', () => {
  it('lists coupons with their conditions and uses, and refuses a taken code or a bad option', async () => {
    const code = newCode('LIST');
    await issue(['--code', code, '--percent', '15', '--min', '3000', '--from', '2026-01-01', '--until', NEXT_YEAR, '--first-order']);
    const mailer = createOutboxMailer(server.db, { now: Date.now, log: () => undefined });
    const deps = { db: server.db, config: readConfig({ PORT: '0' }), now: Date.now, mailer, payments: server.payments };
    const list = await runAdminCommand(['coupons'], deps);
    expect(list.output).toContain(`${code}\t15%OFF`);
    expect(list.output).toContain('¥3,000以上のご注文で / 2026年1月1日から');
    expect((await runAdminCommand(['issue-coupon', '--code', code, '--amount', '1'], deps)).code).toBe(1);
    expect((await runAdminCommand(['issue-coupon', '--code', newCode(), '--percent', '120'], deps)).code).toBe(2);
    expect((await runAdminCommand(['issue-coupon', '--code', newCode(), '--amount', '100', '--percent', '10'], deps)).code).toBe(2);
    expect(
      (await runAdminCommand(['issue-coupon', '--code', newCode(), '--amount', '100', '--customer', 'nobody@example.com'], deps)).code,
    ).toBe(1);
  });
});
