import { WIRE_EXAMPLES } from '@shop/api-contract/testing';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ServerCartView } from '../api/cart-mapping.ts';
import { loadServerCartAtom } from '../cart/server-cart.ts';
import { createFakeApi } from '../testing/fake-api.ts';
import { createTestStore } from '../testing/test-store.ts';
import { SERVER_CART_KEY, loadServerCart, readStoredServerCart, saveServerCart, serializeServerCart } from './server-cart-storage.ts';

const USER_ID = 1;

/** A cart with an item, a print order, a reorder and an estimate, as the load maps the wire example. */
async function aLoadedCart(): Promise<ServerCartView> {
  const { store } = createTestStore(createFakeApi({ 'GET /api/cart/contents': WIRE_EXAMPLES.cartContents.response }), {
    user: { id: USER_ID, name: '山田 太郎' },
  });
  const cart = await store.set(loadServerCartAtom);
  if (!cart) throw new Error('the fake API answered no cart');
  return cart;
}

beforeEach(() => localStorage.clear());

describe('the stored server cart', () => {
  it('reads back exactly the cart it stored, every kind of entry with its display data', async () => {
    const cart = await aLoadedCart();
    expect([cart.items.length, cart.productions.length, cart.reorders.length, cart.estimates.length]).toEqual([1, 1, 1, 1]);
    expect(readStoredServerCart(serializeServerCart(cart, USER_ID), USER_ID)).toEqual(cart);
  });

  it("keeps an estimate's picture (issue #32): its first line's product, first colour and prints, read back as stored", async () => {
    const contents = WIRE_EXAMPLES.cartContents.response;
    const [estimate] = contents.data.cart_estimates;
    const picture = {
      product_code: '5001-01',
      product_name: 'Tシャツ',
      image: '/api/images/products/5001-01/11.svg',
      color_id: 22,
      color_name: 'ブラック',
      prints: [
        {
          print_spec_id: 31,
          file_uuid: '0b9f6f3e-2f7c-4a51-9d3c-5d1e2a4b6c7d',
          layout: { width_mm: 200, anchor: 'top', offset_x_mm: 0, offset_y_mm: 10 },
          position: 'front',
        },
      ],
    };
    const answer = {
      ...contents,
      data: { ...contents.data, cart_estimates: [{ ...estimate, estimate: { ...estimate?.estimate, picture } }] },
    };
    const { store } = createTestStore(createFakeApi({ 'GET /api/cart/contents': answer }), { user: { id: USER_ID, name: '山田 太郎' } });
    const cart = await store.set(loadServerCartAtom);
    expect(cart?.estimates[0]?.picture).toEqual({
      productCode: '5001-01',
      productName: 'Tシャツ',
      image: '/api/images/products/5001-01/11.svg',
      color: { id: 22, name: 'ブラック' },
      prints: [
        {
          printSpecId: 31,
          fileUuid: '0b9f6f3e-2f7c-4a51-9d3c-5d1e2a4b6c7d',
          layout: { widthMm: 200, anchor: 'top', offsetXMm: 0, offsetYMm: 10 },
          placement: 'front',
        },
      ],
    });
    if (!cart) throw new Error('no cart');
    expect(readStoredServerCart(serializeServerCart(cart, USER_ID), USER_ID)).toEqual(cart);
  });

  it('is no cart for another customer, nor when missing, malformed or of another shape', async () => {
    const cart = await aLoadedCart();
    const stored = serializeServerCart(cart, USER_ID);
    expect(readStoredServerCart(stored, USER_ID + 1)).toBeNull();
    expect(readStoredServerCart(null, USER_ID)).toBeNull();
    expect(readStoredServerCart('{"userId":1,', USER_ID)).toBeNull();
    expect(readStoredServerCart(JSON.stringify(cart), USER_ID)).toBeNull();
    const broken = JSON.parse(stored) as { cart: { items: { quantity: unknown }[] } };
    broken.cart.items[0]!.quantity = '2';
    expect(readStoredServerCart(JSON.stringify(broken), USER_ID)).toBeNull();
  });

  it('removes a value it cannot use, and saving no cart removes the key', async () => {
    localStorage.setItem(SERVER_CART_KEY, 'not json');
    expect(loadServerCart(USER_ID)).toBeNull();
    expect(localStorage.getItem(SERVER_CART_KEY)).toBeNull();

    const cart = await aLoadedCart();
    expect(loadServerCart(USER_ID)).toEqual(cart);
    saveServerCart(null, USER_ID);
    expect(localStorage.getItem(SERVER_CART_KEY)).toBeNull();
    expect(loadServerCart(USER_ID)).toBeNull();
  });
});
