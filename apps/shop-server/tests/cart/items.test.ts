import { API_ROUTES } from '@shop/api-contract';
import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from '../support/server.ts';
import type { SessionClient } from '../support/session-client.ts';
import { expectEachUnauthenticated, loggedInClient } from '../support/session-client.ts';
import { createProductFixture, type ProductFixture, setPrice, setStock } from './fixtures.ts';

interface ItemAnswer {
  data: {
    id: number;
    quantity: number;
    price: number;
    wrapping_id: number | null;
    sku: { price: number; inventory: { quantity_available: number } };
  } | null;
  meta: { shortage: boolean; revision: boolean; expired: boolean };
}
interface ErrorAnswer {
  message: string;
  errors?: Record<string, string[]>;
}

const NO_FLAGS = { shortage: false, revision: false, expired: false };

describe('cart items', () => {
  const server = useTestServer();
  let f: ProductFixture;
  beforeAll(async () => {
    f = await createProductFixture(server.db, { stock: 10 });
  });

  it('a visitor who is not logged in gets 401 for every cart call', async () => {
    const body = { sku_id: f.skus.white[0], quantity: 1 };
    await expectEachUnauthenticated(server.url, [
      ['GET', '/api/cart/contents?response_group=order'],
      ['POST', '/api/cart_items', body],
      ['GET', '/api/cart_items/1'],
      ['PUT', '/api/cart_items/1', body],
      ['DELETE', '/api/cart_items/1', body],
    ]);
  });

  it('the cart contents answer follows every write at once (its in-process copy is dropped), and only the owner sees it', async () => {
    const { client } = await loggedInClient(server);
    const { client: other } = await loggedInClient(server);
    type Contents = { data: { cart_items: { id: number; quantity: number }[] } };
    const contents = async (c: SessionClient) => (await c.get<Contents>('/api/cart/contents')).json.data.cart_items.map((i) => i.quantity);
    expect(await contents(client)).toEqual([]);
    expect(await contents(client)).toEqual([]); // served from the copy now
    const added = await client.post<ItemAnswer>('/api/cart_items', { sku_id: f.skus.white[0], quantity: 2 });
    expect(await contents(client)).toEqual([2]);
    expect(await contents(other)).toEqual([]);
    await client.put(`/api/cart_items/${added.json.data?.id}`, { quantity: 3 });
    expect(await contents(client)).toEqual([3]);
    await client.delete(`/api/cart_items/${added.json.data?.id}`);
    expect(await contents(client)).toEqual([]);
  });

  it('adds an item with the catalogue price; adding the same SKU and wrapping again raises the quantity', async () => {
    const { client } = await loggedInClient(server);
    const first = await client.post<ItemAnswer>('/api/cart_items', { sku_id: f.skus.white[0], quantity: 2 });
    expect(first.status).toBe(201);
    v.parse(API_ROUTES.cartItemCreate.response, first.json);
    expect(first.json.data).toMatchObject({ quantity: 2, price: f.price, wrapping_id: null });
    expect(first.json.meta).toEqual(NO_FLAGS);
    const again = await client.post<ItemAnswer>('/api/cart_items', { sku_id: f.skus.white[0], quantity: 3 });
    expect(again.json.data).toMatchObject({ id: first.json.data?.id, quantity: 5 });
    const wrapped = await client.post<ItemAnswer>('/api/cart_items', { sku_id: f.skus.white[0], quantity: 1, wrapping_id: f.wrappingId });
    expect(wrapped.json.data?.id).not.toBe(first.json.data?.id);
    expect(wrapped.json.data).toMatchObject({ quantity: 1, wrapping_id: f.wrappingId });
    const contents = await client.get('/api/cart/contents?response_group=order');
    expect(contents.status).toBe(200);
    const parsed = v.parse(API_ROUTES.cartContents.response, contents.json);
    expect(parsed.data.cartItems.map((i) => [i.quantity, i.wrappingId])).toEqual([
      [5, null],
      [1, f.wrappingId],
    ]);
    expect(parsed.data.cartItems[1]?.wrappings).toEqual([{ id: f.wrappingId, name: 'ギフト袋', charge: 300 }]);
  });

  it('caps the total at the stock and reports meta.shortage; a sold-out SKU is refused in Japanese', async () => {
    const local = await createProductFixture(server.db, { stock: 4 });
    const { client } = await loggedInClient(server);
    const capped = await client.post<ItemAnswer>('/api/cart_items', { sku_id: local.skus.white[1], quantity: 3 });
    expect([capped.json.data?.quantity, capped.json.meta.shortage]).toEqual([3, false]);
    const more = await client.post<ItemAnswer>('/api/cart_items', { sku_id: local.skus.white[1], quantity: 3 });
    expect([more.json.data?.quantity, more.json.meta.shortage]).toEqual([4, true]);
    const huge = await client.post<ItemAnswer>('/api/cart_items', { sku_id: local.skus.white[2], quantity: Number.MAX_SAFE_INTEGER });
    expect([huge.status, huge.json.data?.quantity, huge.json.meta.shortage]).toEqual([201, 4, true]);

    await setStock(server.db, [local.skus.black[0]], 0);
    const soldOut = await client.post<ErrorAnswer>('/api/cart_items', { sku_id: local.skus.black[0], quantity: 1 });
    expect([soldOut.status, soldOut.json]).toEqual([
      422,
      { message: '申し訳ございません。この商品は在庫切れです。', errors: { sku_id: ['申し訳ございません。この商品は在庫切れです。'] } },
    ]);
  });

  it.each([
    ['zero', { quantity: 0 }],
    ['negative', { quantity: -1 }],
    ['fraction', { quantity: 1.5 }],
    ['string', { quantity: '2' }],
    ['missing', {}],
    ['beyond safe integers', { quantity: 2 ** 53 }],
  ])('a %s quantity answers 422 with a Japanese message naming 数量', async (_name, body) => {
    const { client } = await loggedInClient(server);
    const answer = await client.post<ErrorAnswer>('/api/cart_items', { sku_id: f.skus.white[0], ...body });
    expect(answer.status).toBe(422);
    expect(Object.keys(answer.json.errors ?? {})).toEqual(['quantity']);
    expect(answer.json.errors?.['quantity']?.[0]).toMatch(/^数量(を|は)/);
  });

  it('refuses an unknown SKU and a wrapping the product does not offer (422)', async () => {
    const { client } = await loggedInClient(server);
    const unknown = await client.post<ErrorAnswer>('/api/cart_items', { sku_id: 2_000_000_000, quantity: 1 });
    expect([unknown.status, Object.keys(unknown.json.errors ?? {})]).toEqual([422, ['sku_id']]);
    const wrapping = await client.post<ErrorAnswer>('/api/cart_items', {
      sku_id: f.skus.white[0],
      quantity: 1,
      wrapping_id: f.otherWrappingId,
    });
    expect([wrapping.status, wrapping.json.errors]).toEqual([422, { wrapping_id: ['このラッピングはこの商品ではお選びいただけません。'] }]);
  });

  it('PUT changes the quantity (capped at stock) or the wrapping (null clears); a missing id is 404 No item exists.', async () => {
    const { client } = await loggedInClient(server);
    const added = await client.post<ItemAnswer>('/api/cart_items', { sku_id: f.skus.black[2], quantity: 1 });
    const id = added.json.data?.id ?? 0;
    const qty = await client.put<ItemAnswer>(`/api/cart_items/${id}`, { quantity: 7 });
    expect([qty.status, qty.json.data?.quantity, qty.json.meta]).toEqual([200, 7, NO_FLAGS]);
    v.parse(API_ROUTES.cartItemUpdate.response, qty.json);
    const capped = await client.put<ItemAnswer>(`/api/cart_items/${id}`, { quantity: 11 });
    expect([capped.json.data?.quantity, capped.json.meta.shortage]).toEqual([10, true]);
    const wrapped = await client.put<ItemAnswer>(`/api/cart_items/${id}`, { wrapping_id: f.wrappingId });
    expect(wrapped.json.data?.wrapping_id).toBe(f.wrappingId);
    const cleared = await client.put<ItemAnswer>(`/api/cart_items/${id}`, { wrapping_id: null });
    expect(cleared.json.data?.wrapping_id).toBeNull();
    const refused = await client.put<ErrorAnswer>(`/api/cart_items/${id}`, { wrapping_id: f.otherWrappingId });
    expect(refused.status).toBe(422);
    expect((await client.put(`/api/cart_items/${id}`, {})).status).toBe(422);
    expect((await client.put(`/api/cart_items/${id}`, { quantity: 0 })).status).toBe(422);
    const missing = await client.put('/api/cart_items/999999', { quantity: 1 });
    expect([missing.status, missing.json]).toEqual([404, { message: 'No item exists.' }]);
  });

  it('moving a line onto a wrapping another line of the same SKU already has is refused (422)', async () => {
    const { client } = await loggedInClient(server);
    await client.post('/api/cart_items', { sku_id: f.skus.white[2], quantity: 1, wrapping_id: f.wrappingId });
    const plain = await client.post<ItemAnswer>('/api/cart_items', { sku_id: f.skus.white[2], quantity: 1 });
    const clash = await client.put<ErrorAnswer>(`/api/cart_items/${plain.json.data?.id}`, { wrapping_id: f.wrappingId });
    expect([clash.status, clash.json.errors]).toEqual([422, { wrapping_id: ['この商品は同じラッピングで既にカートに入っています。'] }]);
  });

  it('DELETE removes the line (204); deleting it again is 404', async () => {
    const { client } = await loggedInClient(server);
    const added = await client.post<ItemAnswer>('/api/cart_items', { sku_id: f.skus.white[1], quantity: 1 });
    const path = `/api/cart_items/${added.json.data?.id}`;
    expect((await client.delete(path)).status).toBe(204);
    expect((await client.delete(path)).status).toBe(404);
    expect((await client.get(path)).status).toBe(404);
  });

  it('refresh (GET one item) updates a changed price (revision), caps to stock (shortage) and drops a sold-out line (data null)', async () => {
    const local = await createProductFixture(server.db, { stock: 10, price: 1000 });
    const { client } = await loggedInClient(server);
    const added = await client.post<ItemAnswer>('/api/cart_items', { sku_id: local.skus.white[0], quantity: 6 });
    const path = `/api/cart_items/${added.json.data?.id}?response_group=order`;

    const unchanged = await client.get<ItemAnswer>(path);
    expect([unchanged.status, unchanged.json.meta]).toEqual([200, NO_FLAGS]);
    v.parse(API_ROUTES.cartItemShow.response, unchanged.json);

    await setPrice(server.db, [local.skus.white[0]], 1200);
    const repriced = await client.get<ItemAnswer>(path);
    expect([repriced.json.data?.price, repriced.json.meta]).toEqual([1200, { ...NO_FLAGS, revision: true }]);
    expect((await client.get<ItemAnswer>(path)).json.meta).toEqual(NO_FLAGS);

    await setStock(server.db, [local.skus.white[0]], 4);
    const short = await client.get<ItemAnswer>(path);
    expect([short.json.data?.quantity, short.json.meta]).toEqual([4, { ...NO_FLAGS, shortage: true }]);

    await setStock(server.db, [local.skus.white[0]], 0);
    const gone = await client.get<ItemAnswer>(path);
    expect([gone.status, gone.json]).toEqual([200, { data: null, meta: NO_FLAGS }]);
    v.parse(API_ROUTES.cartItemShow.response, gone.json);
    expect((await client.get(path)).status).toBe(404);
  });
});
