import { draftOf, draftPrint, priceProduction, productionTotal, yen, type Production, type ProductionDraft } from '@shop/cart-domain';
import { BLACK_COLOR_WIRE, WIRE_EXAMPLES } from '@shop/api-contract/testing';
import { describe, expect, it } from 'vitest';
import { toOrderProduct } from '../api/cart-mapping.ts';
import { serverCartAtom } from '../state/server-cart-state.ts';
import { sessionUserAtom } from '../state/session-state.ts';
import { answer, createFakeApi } from '../testing/fake-api.ts';
import { createTestStore, noContent, requestLines } from '../testing/test-store.ts';
import { addProductionToCartAtom } from './add-to-cart.ts';
import { guestCartViewAtom, refreshGuestCartAtom } from './guest-cart.ts';
import {
  PRODUCTION_GONE_MESSAGE,
  addProductionGroupAtom,
  changeProductionGroupAtom,
  changeProductionWrappingAtom,
  removeProductionGroupAtom,
} from './production-edits.ts';
import { loadServerCartAtom, SESSION_EXPIRED_MESSAGE } from './server-cart.ts';

const ex = WIRE_EXAMPLES;
const USER = { id: 1, name: '山田 太郎' };
const productWire = ex.productDetail.response.data as Record<string, unknown> & { colors: Record<string, unknown>[] };
const black = BLACK_COLOR_WIRE;
/** Product 5 in white (S: SKU 101, 40 in stock) and black (S: SKU 103). */
const productAnswer = { data: { ...productWire, colors: [...productWire.colors, black] } };
const contents = ex.cartContents.response as {
  data: { cart_productions: { product: { colors: unknown[] }; item_groups: { items: unknown[] }[] }[] };
};
const wireProduction = contents.data.cart_productions[0]!;
const groupAnswer = { data: wireProduction.item_groups[0] };
const itemAnswer = { data: wireProduction.item_groups[0]!.items[0] };
/** The cart contents with production 401's product in white and black. */
const twoColourContents = {
  ...contents,
  data: {
    ...contents.data,
    cart_productions: [{ ...wireProduction, product: { ...wireProduction.product, colors: [...wireProduction.product.colors, black] } }],
  },
};

function api(overrides: Record<string, unknown> = {}) {
  return createFakeApi({
    'GET /api/products/5': productAnswer,
    'GET /api/cart/contents': ex.cartContents.response,
    'GET /laravel/sanctum/csrf-cookie': noContent,
    ...overrides,
  });
}

/** The order product of `productAnswer`, read through a real client. */
async function orderProduct() {
  return toOrderProduct((await api().api.products.get(5)).data);
}

/** A priced production of product 5: inkjet (method 1, spec 31) or silk-screen (method 3, spec 71), white S × quantity. */
async function guestProduction(method: 'inkjet' | 'silkscreen', quantity: number): Promise<Production> {
  const product = await orderProduct();
  const base: ProductionDraft = {
    id: 0,
    productId: 5,
    printMethodId: method === 'inkjet' ? 1 : 3,
    isRepeatable: false,
    itemGroups: [{ id: 0, colorId: 11, items: [{ id: 0, skuId: 101, quantity, price: yen(1210), wrappingId: null }] }],
    prints: [draftPrint({ id: 0, printSpecId: method === 'inkjet' ? 31 : 71, plates: 1, fileUuid: 'f' })],
  };
  const priced = priceProduction(base, product);
  if (!priced.production) throw new Error('fixture not priced');
  return priced.production;
}

async function guestWith(production: Production) {
  const fake = api();
  const { store } = createTestStore(fake);
  await store.set(addProductionToCartAtom, production);
  fake.requests.length = 0;
  const stored = () => store.get(guestCartViewAtom).cart!.productions;
  return { fake, store, stored };
}

describe('print-order edits in the guest cart', () => {
  it('changes a size quantity, re-fetches the product and prices the production again (next tier)', async () => {
    const { fake, store, stored } = await guestWith(await guestProduction('inkjet', 3));
    const [production] = stored();
    expect(production!.prints[0]!.printCharge).toBe(1650);
    const result = await store.set(changeProductionGroupAtom, {
      productionId: production!.id,
      groupId: production!.itemGroups[0]!.id,
      skuId: 101,
      quantity: 10,
    });
    expect(result).toEqual({ ok: true });
    expect(requestLines(fake)).toEqual(['GET /api/products/5']);
    const [after] = stored();
    expect(after!.itemGroups[0]!.items[0]!.quantity).toBe(10);
    expect(after!.prints[0]!.printCharge).toBe(1320);
    expect(productionTotal(after!).printCharges).toBe(13200);
    expect(after!.id).toBe(production!.id);
  });

  it('refuses a quantity below the method minimum with the Japanese reason and keeps the order', async () => {
    const { store, stored } = await guestWith(await guestProduction('silkscreen', 10));
    const [production] = stored();
    const result = await store.set(changeProductionGroupAtom, {
      productionId: production!.id,
      groupId: production!.itemGroups[0]!.id,
      skuId: 101,
      quantity: 9,
    });
    expect(result).toEqual({ ok: false, message: 'シルクスクリーンは10枚からご注文いただけます（あと1枚）。' });
    expect(stored()[0]).toEqual(production);
  });

  it('a quantity of 0 on the last size removes the print order', async () => {
    const { store, stored } = await guestWith(await guestProduction('inkjet', 3));
    const [production] = stored();
    const result = await store.set(changeProductionGroupAtom, {
      productionId: production!.id,
      groupId: production!.itemGroups[0]!.id,
      skuId: 101,
      quantity: 0,
    });
    expect(result).toEqual({ ok: true });
    expect(stored()).toEqual([]);
  });

  it('adds a colour group with new negative ids and prices the whole production again', async () => {
    const { store, stored } = await guestWith(await guestProduction('inkjet', 3));
    const [production] = stored();
    const result = await store.set(addProductionGroupAtom, {
      productionId: production!.id,
      colorId: 12,
      lines: [{ skuId: 103, quantity: 7 }],
    });
    expect(result).toEqual({ ok: true });
    const [after] = stored();
    expect(after!.itemGroups.map((group) => group.color.name)).toEqual(['ホワイト', 'ブラック']);
    const added = after!.itemGroups[1]!;
    expect(added.id).toBeLessThan(0);
    expect(added.items[0]).toMatchObject({ quantity: 7, price: 1320 });
    expect(after!.prints[0]!.printCharge).toBe(1320); // 10 pieces now
  });

  it('refuses a colour already in the order and a colour without quantities', async () => {
    const { store, stored } = await guestWith(await guestProduction('inkjet', 3));
    const [production] = stored();
    expect(
      await store.set(addProductionGroupAtom, { productionId: production!.id, colorId: 11, lines: [{ skuId: 101, quantity: 1 }] }),
    ).toMatchObject({ ok: false });
    expect(
      await store.set(addProductionGroupAtom, { productionId: production!.id, colorId: 12, lines: [{ skuId: 103, quantity: 0 }] }),
    ).toMatchObject({ ok: false });
    expect(stored()[0]).toEqual(production);
  });

  it('removes a colour group and prices the rest again; removing the last removes the print order', async () => {
    const { store, stored } = await guestWith(await guestProduction('inkjet', 3));
    const [production] = stored();
    await store.set(addProductionGroupAtom, { productionId: production!.id, colorId: 12, lines: [{ skuId: 103, quantity: 7 }] });
    const [twoColours] = stored();
    expect(await store.set(removeProductionGroupAtom, { productionId: production!.id, groupId: twoColours!.itemGroups[1]!.id })).toEqual({
      ok: true,
    });
    const [after] = stored();
    expect(after!.itemGroups).toHaveLength(1);
    expect(after!.prints[0]!.printCharge).toBe(1650); // back to 3 pieces
    expect(await store.set(removeProductionGroupAtom, { productionId: production!.id, groupId: after!.itemGroups[0]!.id })).toEqual({
      ok: true,
    });
    expect(stored()).toEqual([]);
  });

  it('chooses the wrapping of a line without a server call; refuses one the product does not offer', async () => {
    const { fake, store, stored } = await guestWith(await guestProduction('inkjet', 3));
    const [production] = stored();
    const itemId = production!.itemGroups[0]!.items[0]!.id;
    expect(await store.set(changeProductionWrappingAtom, { productionId: production!.id, itemId, wrappingId: 7 })).toEqual({ ok: true });
    expect(stored()[0]!.itemGroups[0]!.items[0]!.wrappingId).toBe(7);
    expect(productionTotal(stored()[0]!).wrapping).toBe(990);
    expect(await store.set(changeProductionWrappingAtom, { productionId: production!.id, itemId, wrappingId: 99 })).toMatchObject({
      ok: false,
    });
    expect(fake.requests).toEqual([]);
  });

  it('still applies when the cart was rewritten meanwhile without changing this print order (the page-open refresh)', async () => {
    const { store, stored } = await guestWith(await guestProduction('inkjet', 3));
    const [production] = stored();
    const pending = store.set(changeProductionGroupAtom, {
      productionId: production!.id,
      groupId: production!.itemGroups[0]!.id,
      skuId: 101,
      quantity: 4,
    });
    await store.set(refreshGuestCartAtom);
    expect(await pending).toEqual({ ok: true });
    expect(stored()[0]!.itemGroups[0]!.items[0]!.quantity).toBe(4);
  });

  it('refuses an edit of a print order that is gone', async () => {
    const { store } = await guestWith(await guestProduction('inkjet', 3));
    expect(await store.set(removeProductionGroupAtom, { productionId: 12345, groupId: 1 })).toEqual({
      ok: false,
      message: PRODUCTION_GONE_MESSAGE,
    });
  });

  it('draftOf keeps the production as stored (sanity of the fixture)', async () => {
    const production = await guestProduction('inkjet', 3);
    expect(priceProduction(draftOf(production), await orderProduct()).production).toEqual(production);
  });
});

describe('print-order edits in the server cart', () => {
  async function loggedIn(overrides: Record<string, unknown> = {}) {
    const fake = api(overrides);
    const { store } = createTestStore(fake, { user: USER });
    await store.set(loadServerCartAtom);
    fake.requests.length = 0;
    return { fake, store };
  }

  it('PUTs every size of the group with the new quantity, then reloads the cart', async () => {
    const { fake, store } = await loggedIn({ 'PUT /api/cart_production_item_groups/601': groupAnswer });
    const result = await store.set(changeProductionGroupAtom, { productionId: 401, groupId: 601, skuId: 101, quantity: 12 });
    expect(result).toEqual({ ok: true });
    expect(requestLines(fake)).toEqual([
      'GET /laravel/sanctum/csrf-cookie',
      'PUT /api/cart_production_item_groups/601',
      'GET /api/cart/contents',
    ]);
    const put = fake.requests.find((request) => request.method === 'PUT');
    expect(await put!.clone().json()).toEqual({ items: [{ id: 701, sku_id: 101, price: 1210, quantity: 12, wrapping_id: 7 }] });
  });

  it("keeps the answer's shortage and revision flags on the reloaded cart and says the quantity was cut", async () => {
    const { store } = await loggedIn({
      'PUT /api/cart_production_item_groups/601': { ...groupAnswer, meta: { shortage: true, revision: true, expired: false } },
    });
    expect(await store.set(changeProductionGroupAtom, { productionId: 401, groupId: 601, skuId: 101, quantity: 99 })).toEqual({
      ok: true,
      notice: '在庫数に合わせて数量を減らしました。',
    });
    expect(store.get(serverCartAtom)).toMatchObject({ shortage: true, revision: true });
  });

  it("shows the server's 422 message", async () => {
    const { store } = await loggedIn({
      'PUT /api/cart_production_item_groups/601': answer(422, {
        message: '入力内容をご確認ください。',
        errors: { items: ['インクジェットは1枚からご注文いただけます。'] },
      }),
    });
    expect(await store.set(changeProductionGroupAtom, { productionId: 401, groupId: 601, skuId: 101, quantity: 5 })).toEqual({
      ok: false,
      message: 'インクジェットは1枚からご注文いただけます。',
    });
  });

  it('an emptied group is removed with DELETE (the API wants one piece at least)', async () => {
    const { fake, store } = await loggedIn({ 'DELETE /api/cart_production_item_groups/601': { data: { cart_production: null } } });
    expect(await store.set(changeProductionGroupAtom, { productionId: 401, groupId: 601, skuId: 101, quantity: 0 })).toEqual({ ok: true });
    expect(requestLines(fake)).toContain('DELETE /api/cart_production_item_groups/601');
  });

  it('removes a colour group with DELETE and reloads', async () => {
    const { fake, store } = await loggedIn({ 'DELETE /api/cart_production_item_groups/601': { data: { cart_production: null } } });
    expect(await store.set(removeProductionGroupAtom, { productionId: 401, groupId: 601 })).toEqual({ ok: true });
    expect(requestLines(fake)).toEqual([
      'GET /laravel/sanctum/csrf-cookie',
      'DELETE /api/cart_production_item_groups/601',
      'GET /api/cart/contents',
    ]);
  });

  it('adds a colour group with POST (the SKU prices of the product), then reloads', async () => {
    const { fake, store } = await loggedIn({
      'GET /api/cart/contents': twoColourContents,
      'POST /api/cart_production_item_groups': answer(201, groupAnswer),
    });
    const result = await store.set(addProductionGroupAtom, {
      productionId: 401,
      colorId: 12,
      lines: [
        { skuId: 103, quantity: 2 },
        { skuId: 104, quantity: 0 },
      ],
    });
    expect(result).toEqual({ ok: true });
    expect(requestLines(fake)).toEqual([
      'GET /laravel/sanctum/csrf-cookie',
      'POST /api/cart_production_item_groups',
      'GET /api/cart/contents',
    ]);
    const post = fake.requests.find((request) => request.method === 'POST');
    expect(await post!.clone().json()).toEqual({
      cart_production_id: 401,
      color_id: 12,
      items: [{ sku_id: 103, price: 1320, quantity: 2, wrapping_id: null }],
    });
  });

  it('refuses a colour the product does not have before any call', async () => {
    const { fake, store } = await loggedIn();
    expect(await store.set(addProductionGroupAtom, { productionId: 401, colorId: 12, lines: [{ skuId: 103, quantity: 2 }] })).toMatchObject(
      { ok: false },
    );
    expect(fake.requests).toEqual([]);
  });

  it('chooses a line wrapping with PUT /api/cart_production_items/{id}', async () => {
    const { fake, store } = await loggedIn({ 'PUT /api/cart_production_items/701': itemAnswer });
    expect(await store.set(changeProductionWrappingAtom, { productionId: 401, itemId: 701, wrappingId: null })).toEqual({ ok: true });
    const put = fake.requests.find((request) => request.method === 'PUT');
    expect(await put!.clone().json()).toEqual({ wrapping_id: null });
  });

  it('signs out on a 401 and says so', async () => {
    const { store } = await loggedIn({ 'DELETE /api/cart_production_item_groups/601': answer(401, { message: 'Unauthenticated.' }) });
    expect(await store.set(removeProductionGroupAtom, { productionId: 401, groupId: 601 })).toEqual({
      ok: false,
      message: SESSION_EXPIRED_MESSAGE,
    });
    expect(store.get(sessionUserAtom)).toBeNull();
  });

  it('a 404 reloads the cart and says the print order is gone', async () => {
    const { fake, store } = await loggedIn();
    expect(await store.set(changeProductionWrappingAtom, { productionId: 401, itemId: 701, wrappingId: 7 })).toEqual({
      ok: false,
      message: PRODUCTION_GONE_MESSAGE,
    });
    expect(requestLines(fake)).toContain('GET /api/cart/contents');
  });
});
