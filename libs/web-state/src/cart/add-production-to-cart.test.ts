import { createRequestOf } from '@shop/cart-domain';
import { aProduction } from '@shop/cart-domain/testing';
import { WIRE_EXAMPLES } from '@shop/api-contract/testing';
import { describe, expect, it } from 'vitest';
import { serverCartAtom } from '../state/server-cart-state.ts';
import { sessionUserAtom } from '../state/session-state.ts';
import { answer, createFakeApi } from '../testing/fake-api.ts';
import { createTestStore, noContent, requestLines } from '../testing/test-store.ts';
import { addProductionToCartAtom } from './add-to-cart.ts';
import { guestCartViewAtom, loadGuestCartAtom } from './guest-cart.ts';
import { SESSION_EXPIRED_MESSAGE } from './server-cart.ts';

const ex = WIRE_EXAMPLES;
const USER = { id: 1, name: '山田 太郎' };

function cartApi(overrides: Record<string, unknown> = {}) {
  return createFakeApi({
    'GET /api/cart/contents': ex.cartContents.response,
    'GET /laravel/sanctum/csrf-cookie': noContent,
    'POST /api/cart_productions': ex.cartProductionCreate.response,
    ...overrides,
  });
}

describe('putting a print order into the cart as a guest', () => {
  it('appends the production to the guest cart with new negative ids, no server call', async () => {
    const fake = cartApi();
    const { store } = createTestStore(fake);
    const first = await store.set(addProductionToCartAtom, aProduction());
    const second = await store.set(addProductionToCartAtom, aProduction());
    expect(first).toEqual({ ok: true });
    expect(second).toEqual({ ok: true });
    expect(fake.requests).toEqual([]);
    const cart = store.get(guestCartViewAtom).cart;
    expect(cart?.productions).toHaveLength(2);
    const ids = cart!.productions.flatMap((p) => [
      p.id,
      ...p.itemGroups.flatMap((g) => [g.id, ...g.items.map((i) => i.id)]),
      ...p.prints.map((x) => x.id),
    ]);
    expect(ids.every((id) => id < 0)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    // Everything but the ids is the priced production.
    const [stored] = cart!.productions;
    expect(createRequestOf(stored!)).toEqual(createRequestOf(aProduction()));
  });

  it('keeps what the guest cart held and survives a reload', async () => {
    const { store } = createTestStore(cartApi());
    await store.set(addProductionToCartAtom, aProduction());
    const { store: later } = createTestStore(cartApi());
    expect(later.set(loadGuestCartAtom)?.productions).toHaveLength(1);
  });
});

describe('putting a print order into the cart when logged in', () => {
  it('POSTs createRequestOf(production) to /api/cart_productions and reloads the server cart', async () => {
    const fake = cartApi();
    const { store } = createTestStore(fake, { user: USER });
    const result = await store.set(addProductionToCartAtom, aProduction());
    expect(result).toEqual({ ok: true });
    expect(requestLines(fake)).toEqual(['GET /laravel/sanctum/csrf-cookie', 'POST /api/cart_productions', 'GET /api/cart/contents']);
    const post = fake.requests.find((request) => request.method === 'POST');
    const body = (await post!.clone().json()) as Record<string, unknown>;
    expect(body).toMatchObject({ product_id: 41, print_method_id: 51, is_repeatable: false });
    expect(store.get(serverCartAtom)?.productions).toHaveLength(1);
    expect(store.get(guestCartViewAtom).cart).toBeNull();
  });

  it("refuses with the server's 422 message and does not reload", async () => {
    const fake = cartApi({
      'POST /api/cart_productions': answer(422, {
        message: '入力内容をご確認ください。',
        errors: { item_groups: ['この数量ではプリントを承れません。'] },
      }),
    });
    const { store } = createTestStore(fake, { user: USER });
    expect(await store.set(addProductionToCartAtom, aProduction())).toEqual({ ok: false, message: 'この数量ではプリントを承れません。' });
    expect(requestLines(fake)).not.toContain('GET /api/cart/contents');
  });

  it('signs out on a 401 and says so', async () => {
    const fake = cartApi({ 'POST /api/cart_productions': answer(401, { message: 'Unauthenticated.' }) });
    const { store } = createTestStore(fake, { user: USER });
    expect(await store.set(addProductionToCartAtom, aProduction())).toEqual({ ok: false, message: SESSION_EXPIRED_MESSAGE });
    expect(store.get(sessionUserAtom)).toBeNull();
  });
});
