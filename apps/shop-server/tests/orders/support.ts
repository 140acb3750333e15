/**
 * Checkout over real HTTP, as the browser will do it: a logged-in shopper with an address and a
 * server cart, a quote, a card tokenised at the sandbox gateway through a card session, the order.
 */
import { randomUUID } from 'node:crypto';
import { TEST_CARD_NUMBERS } from '@shop/payment-card';
import { expect } from 'vitest';
import type { Queryable } from '../../src/db/db.ts';
import { createOutboxMailer } from '../../src/mail/outbox-mailer.ts';
import { orderService } from '../../src/orders/order-service.ts';
import { readConfig } from '../../src/config/config.ts';
import { type ProductFixture, productionBody } from '../cart/fixtures.ts';
import type { TestServer } from '../support/server.ts';
import { loggedInClient, type SessionClient, type TestCustomer } from '../support/session-client.ts';

export { TEST_CARD_NUMBERS };

/** A logged-in shopper with one address in their book. */
export interface Shopper {
  client: SessionClient;
  customer: TestCustomer;
  addressId: number;
}

/** Inserts an address for the customer (the address book's own routes are tested elsewhere). */
export async function insertAddress(db: Queryable, customerId: number): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    `insert into customer_addresses (customer_id, name, name_kana, postal_code, prefecture, city, town, street, building, company, phone,
       is_default, created_at, updated_at)
     values ($1, '山田 太郎', $2, '1000001', '東京都', '千代田区', '千代田', '1-1', 'サンプルビル3F', '', '03-1234-5678', true, now(), now())
     returning id`,
    [customerId, 'ヤマダ\u3000タロウ'],
  );
  if (!row) throw new Error('no address');
  return row.id;
}

export async function newShopper(server: TestServer): Promise<Shopper> {
  const { client, customer } = await loggedInClient(server);
  return { client, customer, addressId: await insertAddress(server.db, customer.id) };
}

/** Puts a SKU in the shopper's server cart (201 expected). */
export async function addToCart(shopper: Shopper, skuId: number, quantity: number, wrappingId: number | null = null): Promise<number> {
  const answer = await shopper.client.post<{ data: { id: number; quantity: number } }>('/api/cart_items', {
    sku_id: skuId,
    quantity,
    wrapping_id: wrappingId,
  });
  expect(answer.status, answer.text).toBe(201);
  return answer.json.data.id;
}

export interface Choices {
  address_id: number;
  delivery_date?: string | null;
  delivery_slot?: string | null;
  payment_method: 'card' | 'bank_transfer';
}

export const choicesOf = (shopper: Shopper, overrides: Partial<Choices> = {}): Choices => ({
  address_id: shopper.addressId,
  delivery_date: null,
  delivery_slot: null,
  payment_method: 'card',
  ...overrides,
});

/** `POST /api/checkout/quote` → the quote (expects 200). */
export async function quoteOf(shopper: Shopper, overrides: Partial<Choices> = {}) {
  const answer = await shopper.client.post<{ data: QuoteBody }>('/api/checkout/quote', choicesOf(shopper, overrides));
  expect(answer.status, answer.text).toBe(200);
  return answer.json.data;
}

export interface QuoteBody {
  quote_token: string;
  total: number;
  goods_total: number;
  shipping_fee: number;
  tax: number;
  lines: { kind: string; subtotal: number }[];
  [key: string]: unknown;
}

/** A card session through our API, then the card posted to the sandbox gateway: its single-use token. */
export async function cardToken(server: TestServer, shopper: Shopper, number: string = TEST_CARD_NUMBERS.visa): Promise<string> {
  const session = await shopper.client.post<{ data: { token: string; url: string } }>('/api/checkout/card_sessions');
  expect(session.status, session.text).toBe(201);
  const res = await fetch(`${server.url}/sandbox-gateway/v1/sessions/${session.json.data.token}/cards`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ number, exp_month: '12', exp_year: String(new Date().getUTCFullYear() + 3), cvc: '123', name: 'TARO YAMADA' }),
  });
  const body = (await res.json()) as { card_token: string };
  expect(res.status).toBe(201);
  return body.card_token;
}

/** The body of an order for the shopper's current cart (quotes first unless a token is given). */
export async function orderBody(
  server: TestServer,
  shopper: Shopper,
  options: { card?: string | null; quoteToken?: string; key?: string; choices?: Partial<Choices> } = {},
) {
  const choices = choicesOf(shopper, options.choices);
  const quoteToken = options.quoteToken ?? (await quoteOf(shopper, options.choices)).quote_token;
  const card = choices.payment_method === 'card' ? (options.card === undefined ? await cardToken(server, shopper) : options.card) : null;
  return { ...choices, card_token: card, quote_token: quoteToken, idempotency_key: options.key ?? randomUUID() };
}

export interface PlacedBody {
  data: {
    number: string;
    status: string;
    total: number;
    payment: { status: string; brand: string | null; last4: string | null; method: string };
    lines: { kind: string; production?: { number: string | null } }[];
    [key: string]: unknown;
  };
  next: { type: string; url?: string; code?: string; message?: string };
}

export interface RefusalBody {
  message: string;
  code: string;
  lines?: { kind: string; cart_id: number; sku_id: number; requested: number; available: number; name: string }[];
  errors?: Record<string, string[]>;
}

/** Places an order for the shopper's cart. */
export function placeOrder(shopper: Shopper, body: unknown) {
  return shopper.client.post<PlacedBody & RefusalBody>('/api/orders', body);
}

/** The stock of a SKU now. */
export async function stockOf(db: Queryable, skuId: number): Promise<number> {
  const [row] = await db.query<{ q: number }>('select quantity_available as q from skus where id = $1', [skuId]);
  return row?.q ?? Number.NaN;
}

/** Lines in the customer's cart (plain and productions). */
export async function cartSize(db: Queryable, customerId: number): Promise<number> {
  const [row] = await db.query<{ n: string | number }>(
    'select (select count(*) from cart_items where customer_id = $1) + (select count(*) from cart_productions where customer_id = $1) as n',
    [customerId],
  );
  return Number(row?.n);
}

/** Mails sent to an address (the outbox). */
export async function mailsTo(db: Queryable, email: string): Promise<{ subject: string; body: string }[]> {
  return db.query<{ subject: string; body: string }>('select subject, body from outbox where recipient = $1 order by id', [email]);
}

/** Answers the gateway's 3-D Secure page as a shopper would (its form), and follows the redirect: the bridge token. */
export async function answerChallenge(server: TestServer, challengeUrl: string, action: 'authenticate' | 'cancel'): Promise<string> {
  const res = await fetch(`${server.url}${new URL(challengeUrl).pathname}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: `action=${action}`,
  });
  expect(res.status).toBe(303);
  const location = res.headers.get('location') ?? '';
  const match = /\/checkout\/bridge\/([A-Za-z0-9_-]+)$/.exec(location);
  expect(match, location).not.toBeNull();
  return match?.[1] ?? '';
}

/** What the operator's commands (`runAdminCommand`) need, on the test server's database and gateway. */
export function operatorDeps(server: TestServer, now: () => number = Date.now) {
  return {
    db: server.db,
    config: readConfig({ PORT: '0' }),
    now,
    mailer: createOutboxMailer(server.db, { now, log: () => undefined }),
    payments: server.payments,
  };
}

/** The order service on the test server's database (the operator's side: transitions, sweep). */
export function operatorService(server: TestServer, now: () => number = Date.now) {
  const mailer = createOutboxMailer(server.db, { now, log: () => undefined });
  return orderService({ db: server.db, config: readConfig({ PORT: '0' }), now, mailer, payments: server.payments });
}

/**
 * A new shopper's placed order of two pieces of `f`'s first white size (card unless told) and, if
 * asked, a print production on black: for the tests that take orders further (operator, admin).
 */
export async function placedOrder(
  server: TestServer,
  f: ProductFixture,
  options: { production?: boolean; method?: 'card' | 'bank_transfer' } = {},
): Promise<{ shopper: Shopper; number: string }> {
  const shopper = await newShopper(server);
  await addToCart(shopper, f.skus.white[0], 2);
  if (options.production)
    expect((await shopper.client.post('/api/cart_productions', productionBody(f, { black: [1, 1, 0] }))).status).toBe(201);
  const placed = await placeOrder(shopper, await orderBody(server, shopper, { choices: { payment_method: options.method ?? 'card' } }));
  expect(placed.status, placed.text).toBe(201);
  return { shopper, number: placed.json.data.number };
}
