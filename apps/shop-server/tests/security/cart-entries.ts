/** One of each cart entry (and an address, a saved design, a saved card, a review and art jobs) for a customer, with the id each `:id` route of API_ROUTES addresses. */
import { addressSnapshot, WIRE_EXAMPLES } from '@shop/api-contract/testing';
import type { TestServer } from '../support/server.ts';
import { beforeAll } from 'vitest';
import { loggedInClient, type SessionClient, type TestCustomer } from '../support/session-client.ts';
import { createProductFixture, insertEstimate, insertReorder, type ProductFixture, productionBody } from '../cart/fixtures.ts';
import { saveTestCard } from '../support/saved-card.ts';
import { createArtEntries } from './art-entries.ts';

export interface CartEntries {
  fixture: ProductFixture;
  /** API_ROUTES name → the id its `:id` stands for (a design's is a uuid) */
  ids: Record<string, number | string>;
  /** Body of a valid request per route name (for PUTs and POSTs that carry an id). */
  validBodies: Record<string, unknown>;
  /** A placed order of the customer (the `:number` of `/api/orders/:number/…`). */
  orderNumber: string;
}

const HOUR = 60 * 60 * 1000; // ms

/** A valid address-book body: the contract's example address, typed with a half-width space. */
export const ADDRESS_BODY = { ...addressSnapshot, name_kana: 'ヤマダ タロウ' };

/** A delivered order of the customer (written directly: checkout has its own tests) and their review of `productId`. */
async function insertDeliveredReview(db: TestServer['db'], customerId: number, productId: number): Promise<number> {
  const [order] = await db.query<{ id: number }>(
    `insert into orders (number, customer_id, status, payment_method, goods_total, shipping_fee, total, tax, quantity, ship_date,
       address, charges, has_productions, idempotency_key, quote_token, placed_at, updated_at)
     values ('PF-2026-' || lpad(nextval('order_number_seq')::text, 6, '0'), $1, 'delivered', 'card', 1000, 0, 1000, 90, 1, current_date,
       '{}', '{}', false, gen_random_uuid()::text, 'test', now(), now()) returning id`,
    [customerId],
  );
  const [review] = await db.query<{ id: number }>(
    `insert into reviews (customer_id, product_id, order_id, rating, title, body, size_fit, nickname, created_at, updated_at)
     values ($1, $2, $3, 4, '厚手', '白でも透けませんでした。', 'just', 'たろう', now(), now()) returning id`,
    [customerId, productId, order!.id],
  );
  return review!.id;
}

/** A valid design document (the contract's example). */
export const DESIGN_DOCUMENT = (WIRE_EXAMPLES.designCreate.request as { document: unknown }).document;

/** Fills the cart of `customer` (through `client`) with an item, a production, a reorder and an estimate; adds an address. */
export async function createCartEntries(server: TestServer, client: SessionClient, customer: TestCustomer): Promise<CartEntries> {
  const fixture = await createProductFixture(server.db, { stock: 100 });
  const art = await createArtEntries(server, client, customer, fixture);
  const item = await client.post<{ data: { id: number } }>('/api/cart_items', { sku_id: fixture.skus.white[0], quantity: 1 });
  const production = await client.post<{
    data: { id: number; item_groups: { id: number; items: { id: number }[] }[]; prints: { id: number }[] };
  }>('/api/cart_productions', productionBody(fixture, { white: [1, 1], black: [1] }));
  const address = await client.post<{ data: { id: number } }>('/api/addresses', ADDRESS_BODY);
  const design = await client.post<{ data: { id: string } }>('/api/designs', { document: DESIGN_DOCUMENT });
  if (item.status !== 201 || production.status !== 201 || address.status !== 201 || design.status !== 201) {
    throw new Error(`fixture failed: ${item.text} ${production.text} ${address.text} ${design.text}`);
  }
  const group = production.json.data.item_groups[0];
  const reorder = await insertReorder(server.db, customer.id, Date.now() + 24 * HOUR);
  const estimate = await insertEstimate(server.db, customer.id, 10_000, Date.now() + 24 * HOUR);
  const review = await insertDeliveredReview(server.db, customer.id, fixture.productId);
  const card = await saveTestCard(server.url, client);
  const ids = {
    cartItemShow: item.json.data.id,
    cartItemUpdate: item.json.data.id,
    cartItemDelete: item.json.data.id,
    cartProductionShow: production.json.data.id,
    cartProductionDelete: production.json.data.id,
    cartProductionItemGroupUpdate: group?.id ?? 0,
    cartProductionItemGroupDelete: group?.id ?? 0,
    cartProductionItemUpdate: group?.items[0]?.id ?? 0,
    cartPrintUpdate: production.json.data.prints[0]?.id ?? 0,
    cartReorderShow: reorder,
    cartReorderDelete: reorder,
    cartEstimateShow: estimate,
    cartEstimateDelete: estimate,
    addressUpdate: address.json.data.id,
    addressDelete: address.json.data.id,
    designShow: design.json.data.id,
    designUpdate: design.json.data.id,
    designDelete: design.json.data.id,
    myReviewShow: review,
    myReviewUpdate: review,
    myReviewDelete: review,
    savedCardMakeDefault: card,
    savedCardDelete: card,
    ...art.ids,
  };
  const validBodies = {
    ...art.validBodies,
    cartItemUpdate: { quantity: 2 },
    // Keeps the first line (the one cartProductionItemUpdate aims at).
    cartProductionItemGroupUpdate: {
      items: [{ id: group?.items[0]?.id, sku_id: fixture.skus.white[0], price: fixture.price, quantity: 2, wrapping_id: null }],
    },
    cartProductionItemUpdate: { wrapping_id: null },
    orderMessageCreate: { body: '発送日を教えてください。' },
    cartPrintUpdate: { print_charge: 800 },
    addressUpdate: { ...ADDRESS_BODY, street: '2-2' },
    designUpdate: { document: DESIGN_DOCUMENT, revision: 1 },
    myReviewUpdate: { rating: 5, title: '厚手', body: '白でも透けませんでした。', size_fit: 'just', nickname: 'たろう' },
    cartProductionItemGroupCreate: {
      cart_production_id: production.json.data.id,
      color_id: fixture.colorIds.black,
      items: [{ sku_id: fixture.skus.black[1], price: fixture.price, quantity: 1, wrapping_id: null }],
    },
  };
  return { fixture, ids, validBodies, orderNumber: art.orderNumber };
}

/** A logged-in customer and one of each of their cart entries. */
export interface ShopperWithEntries {
  client: SessionClient;
  entries: CartEntries;
}

/**
 * A logged-in customer on `server` with one of each cart entry (`createCartEntries`), made before the
 * tests of the file or describe block it is called in; read it inside tests.
 */
export function useShopperWithEntries(server: TestServer): ShopperWithEntries {
  const shopper = {} as ShopperWithEntries;
  beforeAll(async () => {
    const logged = await loggedInClient(server);
    shopper.client = logged.client;
    shopper.entries = await createCartEntries(server, logged.client, logged.customer);
  });
  return shopper;
}
