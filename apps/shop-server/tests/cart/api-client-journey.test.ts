/** The storefront's own client (api-client with its cookie jar) against the real server: the contract end to end. */
import { createApiClient, createCookieJar, isApiError } from '@shop/api-client';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from '../support/server.ts';
import { createTestCustomer } from '../support/session-client.ts';
import { createProductFixture, type ProductFixture } from './fixtures.ts';

describe('a shopper session through @shop/api-client', () => {
  const server = useTestServer();
  let f: ProductFixture;
  beforeAll(async () => {
    f = await createProductFixture(server.db, { stock: 20, price: 1200 });
  });

  it('logs in, fills the cart, edits it, reads it back and logs out; every answer passes the client schemas', async () => {
    const customer = await createTestCustomer(server.db);
    const jar = createCookieJar();
    const api = createApiClient({ baseUrl: server.url, fetch: jar.fetch, readCookie: jar.readCookie, retry: 0 });

    const login = await api.auth.login({ email: customer.email, password: customer.password });
    expect(login.user).toEqual({ id: customer.id, name: customer.name, email: customer.email });

    const item = await api.cartItems.create({ skuId: f.skus.white[0], quantity: 2 });
    expect(item.data.price).toBe(1200);
    await api.cartItems.update(item.data.id, { quantity: 3, wrappingId: f.wrappingId });

    // A print cites the customer's own upload (any other uuid is refused).
    const design = await api.files.upload(
      new Blob(['<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10"/></svg>']),
      'design.svg',
    );
    const production = await api.cartProductions.create({
      productId: f.productId,
      printMethodId: f.print.methodId,
      isRepeatable: false,
      itemGroups: [{ colorId: f.colorIds.white, items: [{ skuId: f.skus.white[1], price: 1200, quantity: 12, wrappingId: null }] }],
      prints: [
        {
          printSpecId: f.print.specIds[0],
          plates: 1,
          printCharge: 600,
          plateCharge: 3200,
          dataProductionFee: 1500,
          colorChangeCharge: 1000,
          colorChangeFrequency: 1,
          svgFileUuid: design.data.uuid,
          fileUuid: null,
          size: 'A4',
          layout: null,
          inkSets: null,
        },
      ],
    });
    expect(production.data.prints[0]?.printCharge).toBe(600);

    const group = await api.cartProductionItemGroups.create({
      cartProductionId: production.data.id,
      colorId: f.colorIds.black,
      items: [{ skuId: f.skus.black[0], price: 1200, quantity: 2, wrappingId: null }],
    });
    await api.cartProductionItems.update(group.data.items[0]?.id ?? 0, { wrappingId: f.wrappingId });
    await api.cartPrints.update(production.data.prints[0]?.id ?? 0, { printCharge: 600 });

    const contents = await api.cart.contents();
    expect(contents.data.cartItems.map((i) => [i.quantity, i.wrappingId])).toEqual([[3, f.wrappingId]]);
    expect(contents.data.cartProductions[0]?.itemGroups.map((g) => g.items.map((i) => i.quantity))).toEqual([[12], [2]]);
    expect((await api.cartProductions.get(production.data.id)).meta).toEqual({ shortage: false, revision: false, expired: false });

    const removed = await api.cartProductionItemGroups.delete(group.data.id);
    expect(removed.data.cartProduction?.itemGroups).toHaveLength(1);
    await api.cartItems.delete(item.data.id);

    expect(await api.user.get()).toEqual({ id: customer.id, name: customer.name, email: customer.email });
    await api.auth.logout();
    const after = await api.user.get().then(
      () => 'still logged in',
      (error: unknown) => (isApiError(error) ? error.statusCode : String(error)),
    );
    expect(after).toBe(401);
  });
});
