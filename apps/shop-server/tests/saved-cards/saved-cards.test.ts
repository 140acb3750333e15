/**
 * Saved cards (`/api/payment_methods`, issue #14) over real HTTP against a real database (PGlite, and
 * PostgreSQL with `test-postgres`): a card saved through the gateway's card form in save mode, the
 * list, the default, deleting (also at the gateway), another customer's card, the limit, the
 * throttle, orders charged with a saved card (authorised, declined, 3-D Secure), and no card number
 * anywhere in the database.
 */
import { API_ROUTES, MAX_SAVED_CARDS } from '@shop/api-contract';
import { TEST_CARD_NUMBERS, TEST_CARDS } from '@shop/payment-card';
import { randomUUID } from 'node:crypto';
import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/db.ts';
import { SAVED_CARD_SESSION_LIMIT } from '../../src/saved-cards/saved-card-routes.ts';
import { createProductFixture, type ProductFixture } from '../cart/fixtures.ts';
import { addToCart, answerChallenge, cartSize, newShopper, quoteOf, stockOf, type Shopper } from '../orders/support.ts';
import { type TestServer, useTestServer } from '../support/server.ts';
import { SessionClient } from '../support/session-client.ts';

interface CardAnswer {
  id: number;
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
  expired: boolean;
  is_default: boolean;
}
interface ErrorAnswer {
  message: string;
  errors?: Record<string, string[]>;
}

const NO_ITEM = { message: 'No item exists.' };
const EXP_YEAR = new Date().getUTCFullYear() + 3;

/** Opens the gateway's card form in save mode through our API: its session token. */
async function openSaveSession(shopper: Shopper): Promise<string> {
  const answer = await shopper.client.post<{ data: { token: string; url: string } }>('/api/payment_methods/card_sessions');
  expect(answer.status, answer.text).toBe(201);
  expect(answer.json.data.url).toBe(`/myaccount/payments/new/${answer.json.data.token}`);
  return answer.json.data.token;
}

/** Posts a card to a gateway session as the card form does (never to our API): the single-use token. */
async function tokenise(server: TestServer, session: string, number: string): Promise<string> {
  const res = await fetch(`${server.url}/sandbox-gateway/v1/sessions/${session}/cards`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      number,
      exp_month: '12',
      exp_year: String(EXP_YEAR),
      cvc: number.length === 15 ? '1234' : '123',
      name: 'TARO YAMADA',
    }),
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { card_token: string }).card_token;
}

/** Saves a card the way the page does: save session, the gateway's form, then `POST /api/payment_methods`. */
async function saveCard(server: TestServer, shopper: Shopper, number: string = TEST_CARD_NUMBERS.visa): Promise<CardAnswer> {
  const cardToken = await tokenise(server, await openSaveSession(shopper), number);
  const answer = await shopper.client.post<{ data: CardAnswer }>('/api/payment_methods', { card_token: cardToken });
  expect(answer.status, answer.text).toBe(201);
  expect(v.safeParse(API_ROUTES.savedCardCreate.response, answer.json).issues).toBeUndefined();
  return answer.json.data;
}

async function list(shopper: Shopper): Promise<CardAnswer[]> {
  const answer = await shopper.client.get<{ data: CardAnswer[] }>('/api/payment_methods');
  expect(answer.status).toBe(200);
  expect(v.safeParse(API_ROUTES.savedCardList.response, answer.json).issues).toBeUndefined();
  return answer.json.data;
}

/** Last 4 digits of the customer's cards in list order, the default marked with `*`. */
async function wallet(shopper: Shopper): Promise<string[]> {
  return (await list(shopper)).map((card) => `${card.last4}${card.is_default ? '*' : ''}`);
}

/** Every row of every table of the database, as text. */
async function everyRow(db: Db): Promise<string> {
  const tables = await db.query<{ name: string }>(
    `select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE' order by 1`,
  );
  const rows: string[] = [];
  for (const { name } of tables)
    rows.push(...(await db.query<{ row: string }>(`select t::text as row from "${name}" t`)).map((r) => r.row));
  return rows.join('\n');
}

describe('saved cards', () => {
  const server = useTestServer();
  let f: ProductFixture;
  beforeAll(async () => {
    f = await createProductFixture(server.db, { stock: 100, price: 1500 });
  });

  /** Places an order of one piece with a saved card. */
  async function orderWithSavedCard(shopper: Shopper, savedCardId: number, key: string = randomUUID()) {
    const quote = await quoteOf(shopper);
    return shopper.client.post<{
      data: { number: string; status: string; payment: { status: string; brand: string; last4: string } };
      next: { type: string; url?: string };
      code?: string;
      message: string;
      errors?: Record<string, string[]>;
    }>('/api/orders', {
      address_id: shopper.addressId,
      delivery_date: null,
      delivery_slot: null,
      payment_method: 'card',
      saved_card_id: savedCardId,
      quote_token: quote.quote_token,
      idempotency_key: key,
    });
  }

  it('a visitor who is not logged in gets 401 for every saved-card call', async () => {
    const visitor = new SessionClient(server.url);
    await visitor.csrf();
    for (const [method, path] of [
      ['GET', '/api/payment_methods'],
      ['POST', '/api/payment_methods/card_sessions'],
      ['POST', '/api/payment_methods'],
      ['POST', '/api/payment_methods/1/default'],
      ['DELETE', '/api/payment_methods/1'],
    ] as const) {
      const answer = await visitor.request(method, path, method === 'POST' ? { json: { card_token: 'card_x' } } : {});
      expect(answer.status, `${method} ${path}`).toBe(401);
    }
  });

  it('saves a card through the gateway form in save mode: brand, last 4 and expiry kept, the first becomes the default', async () => {
    const shopper = await newShopper(server);
    expect(await list(shopper)).toEqual([]);
    const card = await saveCard(server, shopper);
    expect(card).toMatchObject({ brand: 'visa', last4: '4242', exp_month: 12, exp_year: EXP_YEAR, expired: false, is_default: true });
    const jcb = await saveCard(server, shopper, TEST_CARD_NUMBERS.jcb);
    expect(jcb).toMatchObject({ brand: 'jcb', last4: '0505', is_default: false });
    // The default first, then the newest.
    expect(await wallet(shopper)).toEqual(['4242*', '0505']);
    // The shop keeps the gateway's reference, not the token the form got.
    const [row] = await server.db.query<{ reference: string; gateway: string }>(
      'select reference, gateway from customer_cards where id = $1',
      [card.id],
    );
    expect(row?.gateway).toBe('sandbox');
    expect(row?.reference).toMatch(/^cc_/);
  });

  it('makes another card the default, and deleting the default passes it to the newest left, also deleting it at the gateway', async () => {
    const shopper = await newShopper(server);
    const first = await saveCard(server, shopper, TEST_CARD_NUMBERS.visa);
    const second = await saveCard(server, shopper, TEST_CARD_NUMBERS.mastercard);
    const third = await saveCard(server, shopper, TEST_CARD_NUMBERS.jcb);
    const made = await shopper.client.post<{ data: CardAnswer }>(`/api/payment_methods/${first.id}/default`);
    expect(made.status).toBe(200);
    expect(made.json.data).toMatchObject({ id: first.id, is_default: true });
    expect(await wallet(shopper)).toEqual(['4242*', '0505', '4444']);
    await shopper.client.post(`/api/payment_methods/${second.id}/default`);
    expect(await wallet(shopper)).toEqual(['4444*', '0505', '4242']);

    const [{ reference } = { reference: '' }] = await server.db.query<{ reference: string }>(
      'select reference from customer_cards where id = $1',
      [second.id],
    );
    expect((await shopper.client.delete(`/api/payment_methods/${second.id}`)).status).toBe(204);
    expect(await wallet(shopper)).toEqual(['0505*', '4242']);
    const [gatewayCard] = await server.db.query<{ deleted: boolean }>(
      `select deleted_at is not null as deleted from sandbox_gateway_customer_cards where reference_hash = encode(sha256(convert_to($1, 'UTF8')), 'hex')`,
      [reference],
    );
    expect(gatewayCard?.deleted).toBe(true);
    expect((await shopper.client.delete(`/api/payment_methods/${second.id}`)).json).toEqual(NO_ITEM);
    expect((await shopper.client.delete(`/api/payment_methods/${third.id}`)).status).toBe(204);
    expect((await shopper.client.delete(`/api/payment_methods/${first.id}`)).status).toBe(204);
    expect(await list(shopper)).toEqual([]);
  });

  it("another customer's card is 404 No item exists. for every call, is never listed and cannot be charged", async () => {
    const owner = await newShopper(server);
    const card = await saveCard(server, owner);
    const other = await newShopper(server);
    for (const answer of [
      await other.client.post(`/api/payment_methods/${card.id}/default`),
      await other.client.delete(`/api/payment_methods/${card.id}`),
    ]) {
      expect(answer.status).toBe(404);
      expect(answer.json).toEqual(NO_ITEM);
    }
    expect(await list(other)).toEqual([]);
    await addToCart(other, f.skus.white[0], 1);
    const stock = await stockOf(server.db, f.skus.white[0]);
    const placed = await orderWithSavedCard(other, card.id);
    expect(placed.status).toBe(422);
    expect(placed.json.errors?.['saved_card_id']).toEqual(['選択したカードは登録されていません。お支払い方法を選び直してください。']);
    expect(await stockOf(server.db, f.skus.white[0])).toBe(stock);
    expect(await wallet(owner)).toEqual(['4242*']);
  });

  it('a form token is saved only by the customer whose save session made it, and only once; a checkout token cannot be saved', async () => {
    const owner = await newShopper(server);
    const thief = await newShopper(server);
    const token = await tokenise(server, await openSaveSession(owner), TEST_CARD_NUMBERS.visa);
    const stolen = await thief.client.post<ErrorAnswer>('/api/payment_methods', { card_token: token });
    expect(stolen.status).toBe(422);
    expect(stolen.json.errors?.['card_token']?.[0]).toContain('もう一度「カードを追加」から');
    expect((await owner.client.post('/api/payment_methods', { card_token: token })).status).toBe(201);
    expect((await owner.client.post('/api/payment_methods', { card_token: token })).status).toBe(422);

    const checkout = await owner.client.post<{ data: { token: string } }>('/api/checkout/card_sessions');
    const checkoutToken = await tokenise(server, checkout.json.data.token, TEST_CARD_NUMBERS.mastercard);
    expect((await owner.client.post('/api/payment_methods', { card_token: checkoutToken })).status).toBe(422);
    // And a save-mode token cannot pay an order directly.
    const saveToken = await tokenise(server, await openSaveSession(owner), TEST_CARD_NUMBERS.mastercard);
    await addToCart(owner, f.skus.white[0], 1);
    const quote = await quoteOf(owner);
    const placed = await owner.client.post<ErrorAnswer>('/api/orders', {
      address_id: owner.addressId,
      payment_method: 'card',
      card_token: saveToken,
      quote_token: quote.quote_token,
      idempotency_key: randomUUID(),
    });
    expect(placed.status).toBe(422);
    expect(placed.json.errors?.['card_token']).toBeDefined();
    expect(await wallet(owner)).toEqual(['4242*']);
  });

  it(`keeps at most ${MAX_SAVED_CARDS} cards: the form does not even open for a sixth, with a Japanese message`, async () => {
    const shopper = await newShopper(server);
    const spare = await tokenise(server, await openSaveSession(shopper), TEST_CARD_NUMBERS.diners);
    for (let i = 0; i < MAX_SAVED_CARDS; i += 1) await saveCard(server, shopper, TEST_CARD_NUMBERS.visa);
    const opened = await shopper.client.post<ErrorAnswer>('/api/payment_methods/card_sessions');
    expect(opened.status).toBe(422);
    expect(opened.json.message).toBe(`カードは${MAX_SAVED_CARDS}枚まで登録できます。使わないカードを削除してから追加してください。`);
    // A token from a form opened before the limit was reached is refused too, and not kept at the gateway.
    const late = await shopper.client.post<ErrorAnswer>('/api/payment_methods', { card_token: spare });
    expect(late.status).toBe(422);
    expect((await list(shopper)).length).toBe(MAX_SAVED_CARDS);
    const [gateway] = await server.db.query<{ n: number }>(
      `select count(*)::int as n from sandbox_gateway_customer_cards where customer_ref = $1`,
      [`customer-${shopper.customer.id}`],
    );
    expect(gateway?.n).toBe(MAX_SAVED_CARDS);
  });

  it('throttles opening the card form: the next one within the hour is 429 with Retry-After and a Japanese message', async () => {
    const shopper = await newShopper(server);
    for (let i = 0; i < SAVED_CARD_SESSION_LIMIT.max; i += 1) await openSaveSession(shopper);
    const refused = await shopper.client.post<ErrorAnswer>('/api/payment_methods/card_sessions');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.json.message).toMatch(
      /^カードの追加が続いたため、しばらく時間をおいてからお試しください（\d+秒後から再度お試しいただけます）。$/,
    );
    // Another customer is not held back.
    await openSaveSession(await newShopper(server));
  });

  it('marks a card whose expiry month is over as expired', async () => {
    const shopper = await newShopper(server);
    await server.db.query(
      `insert into customer_cards (customer_id, gateway, reference, brand, last4, exp_month, exp_year, is_default, created_at) values ($1, 'sandbox', 'cc_old', 'visa', '1111', 1, 2020, true, now())`,
      [shopper.customer.id],
    );
    expect(await list(shopper)).toMatchObject([{ last4: '1111', exp_month: 1, exp_year: 2020, expired: true }]);
  });

  it('charges an order to a saved card at the gateway: received, authorised, the card shown; the same key again is the same order', async () => {
    const shopper = await newShopper(server);
    const card = await saveCard(server, shopper, TEST_CARD_NUMBERS.visa);
    await addToCart(shopper, f.skus.white[0], 2);
    const key = randomUUID();
    const placed = await orderWithSavedCard(shopper, card.id, key);
    expect(placed.status, placed.text).toBe(201);
    expect(placed.json.data).toMatchObject({ status: 'received', payment: { status: 'authorized', brand: 'visa', last4: '4242' } });
    expect(placed.json.next).toEqual({ type: 'done' });
    expect(await cartSize(server.db, shopper.customer.id)).toBe(0);
    const [charge] = await server.db.query<{ status: string; amount: number; stored: boolean }>(
      `select c.status, c.amount, k.customer_card_hash is not null as stored from sandbox_gateway_charges c
       join sandbox_gateway_cards k on k.token_hash = c.card_token_hash where c.order_number = $1`,
      [placed.json.data.number],
    );
    expect(charge).toMatchObject({ status: 'authorized', stored: true });
    const again = await shopper.client.post<{ data: { number: string } }>('/api/orders', {
      address_id: shopper.addressId,
      payment_method: 'card',
      saved_card_id: card.id,
      quote_token: (
        await server.db.query<{ t: string }>('select quote_token as t from orders where number = $1', [placed.json.data.number])
      )[0]?.t,
      idempotency_key: key,
    });
    expect(again.json.data.number).toBe(placed.json.data.number);
    // The saved card stays for the next order.
    expect(await wallet(shopper)).toEqual(['4242*']);
  });

  it('a saved card of a declining test number is refused at charging (402, Japanese), leaving the cart and stock as they were', async () => {
    const shopper = await newShopper(server);
    const card = await saveCard(server, shopper, TEST_CARD_NUMBERS.declined);
    await addToCart(shopper, f.skus.white[1], 1);
    const stock = await stockOf(server.db, f.skus.white[1]);
    const placed = await orderWithSavedCard(shopper, card.id);
    expect(placed.status).toBe(402);
    expect(placed.json.code).toBe('card_declined');
    expect(placed.json.message).toMatch(/カード/);
    expect(await stockOf(server.db, f.skus.white[1])).toBe(stock);
    expect(await cartSize(server.db, shopper.customer.id)).toBe(1);
  });

  it('a saved card of the 3-D Secure test number still goes through the challenge', async () => {
    const shopper = await newShopper(server);
    const card = await saveCard(server, shopper, TEST_CARD_NUMBERS.challenge);
    await addToCart(shopper, f.skus.white[0], 1);
    const placed = await orderWithSavedCard(shopper, card.id);
    expect(placed.status).toBe(201);
    expect(placed.json.next.type).toBe('challenge');
    const bridge = await answerChallenge(server, placed.json.next.url ?? '', 'authenticate');
    const done = await shopper.client.post<{ data: { status: string }; next: { type: string } }>(`/api/checkout/bridge/${bridge}`, {});
    expect(done.json.data.status).toBe('received');
  });

  it('no card number is kept anywhere, in the gateway tables or the shop tables, after saving and paying with every test card', async () => {
    const shopper = await newShopper(server);
    const numbers = [...new Set(TEST_CARDS.map((card) => card.number))].slice(0, MAX_SAVED_CARDS);
    for (const number of numbers) {
      const card = await saveCard(server, shopper, number);
      await addToCart(shopper, f.skus.white[0], 1);
      await orderWithSavedCard(shopper, card.id);
    }
    const everything = await everyRow(server.db);
    expect(everything).toContain(`,${numbers[0]?.slice(-4)},`);
    for (const number of numbers) {
      expect(everything, `database holds ${number}`).not.toContain(number);
      expect(everything, `database holds the first digits of ${number}`).not.toContain(number.slice(0, -4));
    }
  });
});
