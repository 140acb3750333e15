/**
 * Checkout without dead ends (issue #32) over real HTTP and a real database: an address typed at
 * checkout and not saved carries the order (its snapshot kept, the address book untouched, the
 * field errors in Japanese), and a card entered at checkout kept for next time only once its
 * authorisation succeeded (after 3-D Secure), once, under the saved cards' limit.
 */
import { API_ROUTES, CHECKOUT_ADDRESS_MISSING_MESSAGE, MAX_SAVED_CARDS } from '@shop/api-contract';
import { randomUUID } from 'node:crypto';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARD_KEEPING_FULL_MESSAGE } from '../../src/orders/card-keeping.ts';
import { createProductFixture, type ProductFixture } from '../cart/fixtures.ts';
import { saveTestCard } from '../support/saved-card.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { loggedInClient } from '../support/session-client.ts';
import {
  addToCart,
  answerChallenge,
  cardToken,
  cartSize,
  newShopper,
  orderBody,
  placeOrder,
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

/** An address as the checkout form sends it: postal code with a hyphen, furigana in hiragana. */
const TYPED = {
  name: '佐藤 花子',
  name_kana: 'さとう　はなこ',
  postal_code: '530-0001',
  prefecture: '大阪府',
  city: '大阪市北区',
  town: '梅田',
  street: '1-2-3',
  building: '',
  company: 'さくら高校 野球部',
  phone: '06-1234-5678',
};

/** The snapshot the order keeps of TYPED (the contract's normalising applied). */
const TYPED_SNAPSHOT = { ...TYPED, name_kana: 'サトウ\u3000ハナコ', postal_code: '5300001' };

/** A shopper with no saved address and one shirt in the cart. */
async function shopperWithoutAddress(): Promise<Shopper> {
  const { client, customer } = await loggedInClient(server);
  const shopper = { client, customer, addressId: 0 };
  await addToCart(shopper, f.skus.white[0], 1);
  return shopper;
}

const typedChoices = { address_id: null, address: TYPED, delivery_date: null, delivery_slot: null };

async function savedCards(shopper: Shopper) {
  const answer = await shopper.client.get<{ data: { id: number; last4: string; brand: string; is_default: boolean }[] }>(
    '/api/payment_methods',
  );
  expect(answer.status).toBe(200);
  return answer.json.data;
}

const keptState = async (number: string) =>
  (
    await server.db.query<{ save_card: string | null }>(
      'select p.save_card from payments p join orders o on o.id = p.order_id where o.number = $1',
      [number],
    )
  )[0]?.save_card;

describe('an address typed at checkout, not saved', () => {
  it('quotes and places a bank-transfer order with the typed address as its snapshot; the address book stays empty', async () => {
    const shopper = await shopperWithoutAddress();
    const quote = await shopper.client.post<{ data: { quote_token: string; address: unknown } }>('/api/checkout/quote', {
      ...typedChoices,
      payment_method: 'bank_transfer',
    });
    expect(quote.status, quote.text).toBe(200);
    expect(v.safeParse(API_ROUTES.checkoutQuote.response, quote.json).issues).toBeUndefined();
    expect(quote.json.data.address).toEqual(TYPED_SNAPSHOT);
    const placed = await placeOrder(shopper, {
      ...typedChoices,
      payment_method: 'bank_transfer',
      quote_token: quote.json.data.quote_token,
      idempotency_key: randomUUID(),
    });
    expect(placed.status, placed.text).toBe(201);
    expect(placed.json.data['address']).toEqual(TYPED_SNAPSHOT);
    const book = await shopper.client.get<{ data: unknown[] }>('/api/addresses');
    expect(book.json.data).toEqual([]);
    const order = await shopper.client.get<{ data: { address: unknown } }>(`/api/orders/${placed.json.data.number}`);
    expect(order.json.data.address).toEqual(TYPED_SNAPSHOT);
  });

  it('places a card order with a typed address too', async () => {
    const shopper = await shopperWithoutAddress();
    const body = await orderBody(server, shopper, { choices: { ...typedChoices, payment_method: 'card' } as never });
    const placed = await placeOrder(shopper, body);
    expect(placed.status, placed.text).toBe(201);
    expect(placed.json.data.status).toBe('received');
    expect(placed.json.data['address']).toEqual(TYPED_SNAPSHOT);
  });

  it('an invalid typed address is 422 with the Japanese message of each field, nothing ordered', async () => {
    const shopper = await shopperWithoutAddress();
    const answer = await shopper.client.post<{ errors: Record<string, string[]> }>('/api/checkout/quote', {
      ...typedChoices,
      address: { ...TYPED, postal_code: '12', name_kana: 'sato', phone: '12345', name: '' },
      payment_method: 'bank_transfer',
    });
    expect(answer.status).toBe(422);
    expect(answer.json.errors['address.postal_code']?.[0]).toBe('郵便番号は7桁の数字で入力してください（例: 100-0001）');
    expect(answer.json.errors['address.name_kana']?.[0]).toMatch(/カタカナ/);
    expect(answer.json.errors['address.phone']?.[0]).toMatch(/0から始まる10桁または11桁/);
    expect(answer.json.errors['address.name']?.[0]).toMatch(/入力してください/);
    expect(await cartSize(server.db, shopper.customer.id)).toBe(1);
  });

  it('neither a saved nor a typed address, or both at once, is 422 on address_id', async () => {
    const shopper = await newShopper(server);
    await addToCart(shopper, f.skus.white[0], 1);
    for (const body of [
      { payment_method: 'bank_transfer' },
      { payment_method: 'bank_transfer', address_id: shopper.addressId, address: TYPED },
    ]) {
      const answer = await shopper.client.post<{ errors: Record<string, string[]> }>('/api/checkout/quote', body);
      expect(answer.status, JSON.stringify(body)).toBe(422);
      expect(answer.json.errors['address_id']).toEqual([CHECKOUT_ADDRESS_MISSING_MESSAGE]);
    }
  });
});

describe('a card entered at checkout kept for next time', () => {
  it('is kept once the authorisation succeeded: one card, the default, listed as /myaccount/payments lists it; a replay keeps no second', async () => {
    const shopper = await newShopper(server);
    await addToCart(shopper, f.skus.white[0], 1);
    const body = { ...(await orderBody(server, shopper)), save_card: true };
    const placed = await placeOrder(shopper, body);
    expect(placed.status, placed.text).toBe(201);
    expect(placed.json.next.type).toBe('done');
    const cards = await savedCards(shopper);
    expect(cards.map((card) => [card.brand, card.last4, card.is_default])).toEqual([['visa', '4242', true]]);
    expect(await keptState(placed.json.data.number)).toBe('saved');
    // The same key again answers the same order and keeps nothing more.
    const again = await placeOrder(shopper, body);
    expect(again.status).toBe(201);
    expect(again.json.data.number).toBe(placed.json.data.number);
    expect(await savedCards(shopper)).toHaveLength(1);
  });

  it('the kept card pays the next order as a saved card', async () => {
    const shopper = await newShopper(server);
    await addToCart(shopper, f.skus.white[0], 1);
    expect((await placeOrder(shopper, { ...(await orderBody(server, shopper)), save_card: true })).status).toBe(201);
    const [card] = await savedCards(shopper);
    await addToCart(shopper, f.skus.white[1], 1);
    const next = await placeOrder(shopper, {
      ...(await orderBody(server, shopper, { card: null })),
      card_token: null,
      saved_card_id: card?.id,
    });
    expect(next.status, next.text).toBe(201);
    expect(next.json.data.payment.last4).toBe('4242');
  });

  it('without the box ticked nothing is kept', async () => {
    const shopper = await newShopper(server);
    await addToCart(shopper, f.skus.white[0], 1);
    const placed = await placeOrder(shopper, await orderBody(server, shopper));
    expect(placed.status).toBe(201);
    expect(await savedCards(shopper)).toEqual([]);
    expect(await keptState(placed.json.data.number)).toBeNull();
  });

  it('a declined card is never kept', async () => {
    const shopper = await newShopper(server);
    await addToCart(shopper, f.skus.white[0], 1);
    const token = await cardToken(server, shopper, TEST_CARD_NUMBERS.declined);
    const placed = await placeOrder(shopper, { ...(await orderBody(server, shopper, { card: token })), save_card: true });
    expect(placed.status).toBe(402);
    expect(await savedCards(shopper)).toEqual([]);
  });

  it('with 3-D Secure: kept only after the challenge passed, once, however often the bridge is called', async () => {
    const shopper = await newShopper(server);
    await addToCart(shopper, f.skus.white[0], 1);
    const token = await cardToken(server, shopper, TEST_CARD_NUMBERS.challenge);
    const placed = await placeOrder(shopper, { ...(await orderBody(server, shopper, { card: token })), save_card: true });
    expect(placed.status, placed.text).toBe(201);
    expect(placed.json.next.type).toBe('challenge');
    expect(await savedCards(shopper)).toEqual([]);
    expect(await keptState(placed.json.data.number)).toBe('requested');
    const bridge = await answerChallenge(server, placed.json.next.url ?? '', 'authenticate');
    const [first, second] = await Promise.all([
      shopper.client.post<{ data: { status: string } }>(`/api/checkout/bridge/${bridge}`, {}),
      shopper.client.post<{ data: { status: string } }>(`/api/checkout/bridge/${bridge}`, {}),
    ]);
    expect([first.json.data.status, second.json.data.status]).toEqual(['received', 'received']);
    const third = await shopper.client.post<{ data: { status: string } }>(`/api/checkout/bridge/${bridge}`, {});
    expect(third.json.data.status).toBe('received');
    const cards = await savedCards(shopper);
    expect(cards.map((card) => [card.brand, card.last4])).toEqual([['jcb', '0000']]);
    expect(await keptState(placed.json.data.number)).toBe('saved');
  });

  it('with 3-D Secure cancelled: the order is cancelled and the card not kept', async () => {
    const shopper = await newShopper(server);
    await addToCart(shopper, f.skus.white[0], 1);
    const token = await cardToken(server, shopper, TEST_CARD_NUMBERS.challenge);
    const placed = await placeOrder(shopper, { ...(await orderBody(server, shopper, { card: token })), save_card: true });
    const bridge = await answerChallenge(server, placed.json.next.url ?? '', 'cancel');
    const done = await shopper.client.post<{ data: { status: string }; next: { type: string } }>(`/api/checkout/bridge/${bridge}`, {});
    expect(done.json.next.type).toBe('declined');
    expect(await savedCards(shopper)).toEqual([]);
  });

  it('the gateway keeps the card of one charge once: asking again for the same charge answers null', async () => {
    const shopper = await newShopper(server);
    await addToCart(shopper, f.skus.white[0], 1);
    const placed = await placeOrder(shopper, { ...(await orderBody(server, shopper)), save_card: true });
    const [payment] = await server.db.query<{ reference: string }>(
      'select p.reference from payments p join orders o on o.id = p.order_id where o.number = $1',
      [placed.json.data.number],
    );
    const again = await server.payments.saveChargedCard({
      chargeReference: payment?.reference ?? '',
      customerRef: `customer-${shopper.customer.id}`,
    });
    expect(again).toBeNull();
  });

  it('another customer cannot keep the card of a charge that is not theirs', async () => {
    const shopper = await newShopper(server);
    await addToCart(shopper, f.skus.white[0], 1);
    const placed = await placeOrder(shopper, await orderBody(server, shopper));
    const [payment] = await server.db.query<{ reference: string }>(
      'select p.reference from payments p join orders o on o.id = p.order_id where o.number = $1',
      [placed.json.data.number],
    );
    const other = await newShopper(server);
    const stolen = await server.payments.saveChargedCard({
      chargeReference: payment?.reference ?? '',
      customerRef: `customer-${other.customer.id}`,
    });
    expect(stolen).toBeNull();
  });

  it(`at ${MAX_SAVED_CARDS} saved cards the order is refused before any charge (422 on save_card, in Japanese); unticked it goes through`, async () => {
    const shopper = await newShopper(server);
    for (let i = 0; i < MAX_SAVED_CARDS; i += 1) await saveTestCard(server.url, shopper.client);
    await addToCart(shopper, f.skus.white[2], 1);
    const stock = await stockOf(server.db, f.skus.white[2]);
    const body = { ...(await orderBody(server, shopper)), save_card: true };
    const refused = await placeOrder(shopper, body);
    expect(refused.status).toBe(422);
    expect(refused.json.errors?.['save_card']).toEqual([CARD_KEEPING_FULL_MESSAGE]);
    expect(CARD_KEEPING_FULL_MESSAGE).toContain(`${MAX_SAVED_CARDS}枚まで`);
    expect(await stockOf(server.db, f.skus.white[2])).toBe(stock);
    expect(await cartSize(server.db, shopper.customer.id)).toBe(1);
    const placed = await placeOrder(shopper, { ...body, save_card: false, idempotency_key: randomUUID() });
    expect(placed.status, placed.text).toBe(201);
    expect(await savedCards(shopper)).toHaveLength(MAX_SAVED_CARDS);
  });

  it('save_card goes with a new card only: with a saved card or a bank transfer it is 422', async () => {
    const shopper = await newShopper(server);
    const saved = await saveTestCard(server.url, shopper.client);
    await addToCart(shopper, f.skus.white[0], 1);
    const body = await orderBody(server, shopper, { card: null });
    const withSaved = await placeOrder(shopper, { ...body, card_token: null, saved_card_id: saved, save_card: true });
    expect(withSaved.status).toBe(422);
    expect(withSaved.json.errors?.['save_card']?.[0]).toBe('保存できるのは新しく入力したカードだけです');
    const bank = await placeOrder(shopper, { ...body, card_token: null, payment_method: 'bank_transfer', save_card: true });
    expect(bank.status).toBe(422);
  });
});
