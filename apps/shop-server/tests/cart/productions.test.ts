import { API_ROUTES, type CartProductionWire } from '@shop/api-contract';
import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from '../support/server.ts';
import { loggedInClient, type SessionClient } from '../support/session-client.ts';
import { createProductFixture, type ProductFixture, productionBody, setPrice, setStock } from './fixtures.ts';

interface Meta {
  shortage: boolean;
  revision: boolean;
  expired: boolean;
}
interface ProductionAnswer {
  data: CartProductionWire | null;
  meta: Meta;
}
interface ErrorAnswer {
  message: string;
  errors?: Record<string, string[]>;
}

const NO_FLAGS: Meta = { shortage: false, revision: false, expired: false };

/** The amounts of a production answer, in a comparable form. */
function amounts(p: CartProductionWire | null | undefined) {
  return {
    prints: p?.prints.map((r) => [r.print_charge, r.plate_charge, r.data_production_fee, r.color_change_charge]),
    items: p?.item_groups.map((g) => g.items.map((i) => [i.sku.id, i.quantity, i.price])),
  };
}

describe('cart productions', () => {
  const server = useTestServer();
  let f: ProductFixture;
  let client: SessionClient;
  beforeAll(async () => {
    f = await createProductFixture(server.db, { stock: 100, price: 1500 });
    ({ client } = await loggedInClient(server));
  });

  const create = (body: unknown) => client.post<ProductionAnswer>('/api/cart_productions', body);

  it('an honest production is stored as sent, with the catalogue amounts and no revision', async () => {
    const answer = await create(productionBody(f, { white: [2, 3], black: [1] }));
    expect(answer.status).toBe(201);
    v.parse(API_ROUTES.cartProductionCreate.response, answer.json);
    expect(answer.json.meta).toEqual(NO_FLAGS);
    expect(amounts(answer.json.data)).toEqual({
      // 6 pieces: the 1-piece tier (800); plate = short-term 3000 + extra 200; data 1500; colour change 1000
      prints: [[800, 3200, 1500, 1000]],
      items: [
        [
          [f.skus.white[0], 2, 1500],
          [f.skus.white[1], 3, 1500],
        ],
        [[f.skus.black[0], 1, 1500]],
      ],
    });
    expect(answer.json.data?.prints[0]?.print_charges).toEqual([
      { min_quantity: 1, charge: 800 },
      { min_quantity: 10, charge: 600 },
      { min_quantity: 30, charge: 450 },
    ]);
    expect(answer.json.data?.print_method).toMatchObject({ id: f.print.methodId, color_change_charge: 1000, lead_days: 8 });
    expect(answer.json.data?.product.colors.map((c) => [c.id, c.is_dark])).toEqual([
      [f.colorIds.white, false],
      [f.colorIds.black, true],
    ]);
  });

  it('tampered prices and charges are replaced by the server values and reported as revision', async () => {
    const body = productionBody(f, { white: [5, 5, 2] });
    const tampered = {
      ...body,
      item_groups: body.item_groups.map((g) => ({ ...g, items: g.items.map((i) => ({ ...i, price: 1 })) })),
      prints: body.prints.map((p) => ({ ...p, print_charge: 0, plate_charge: 0, data_production_fee: 0, color_change_charge: 0 })),
    };
    const answer = await create(tampered);
    expect(answer.json.meta).toEqual({ ...NO_FLAGS, revision: true });
    // 12 pieces: the 10-piece tier (600)
    expect(amounts(answer.json.data).prints).toEqual([[600, 3200, 1500, 1000]]);
    expect(
      amounts(answer.json.data)
        .items?.flat()
        .map((i) => i[2]),
    ).toEqual([1500, 1500, 1500]);
    const [stored] = await server.db.query<{ print_charge: number; plate_charge: number }>(
      'select print_charge, plate_charge from cart_prints where cart_production_id = $1',
      [answer.json.data?.id ?? 0],
    );
    expect(stored).toEqual({ print_charge: 600, plate_charge: 3200 });
  });

  it('quantities above stock are capped (shortage); a production with nothing in stock is refused', async () => {
    const local = await createProductFixture(server.db, { stock: 3 });
    const answer = await create(productionBody(local, { white: [5, 1] }));
    expect(answer.json.meta).toEqual({ ...NO_FLAGS, shortage: true });
    expect(amounts(answer.json.data).items).toEqual([
      [
        [local.skus.white[0], 3, 1500],
        [local.skus.white[1], 1, 1500],
      ],
    ]);
    await setStock(server.db, [...local.skus.white], 0);
    const none = await create(productionBody(local, { white: [5, 1] }));
    expect([none.status, none.json]).toEqual([
      422,
      {
        message: '申し訳ございません。ご指定の商品はすべて在庫切れです。',
        errors: { item_groups: ['申し訳ございません。ご指定の商品はすべて在庫切れです。'] },
      },
    ]);
  });

  it.each<[string, (b: ReturnType<typeof productionBody>, f: ProductFixture) => unknown, string[]]>([
    ['a product that does not exist', (b) => ({ ...b, product_id: 2_000_000_000 }), ['product_id']],
    ['a print method the product does not offer', (b, f) => ({ ...b, print_method_id: f.print.methodId + 2 }), ['print_method_id']],
    [
      'a print position of another method',
      (b, f) => ({ ...b, prints: [{ ...b.prints[0], print_spec_id: f.print.foreignSpecId }] }),
      ['prints.0.print_spec_id'],
    ],
    ['the same position twice', (b) => ({ ...b, prints: [b.prints[0], b.prints[0]] }), ['prints.1.print_spec_id']],
    [
      'a colour of another product',
      (b, f) => ({ ...b, item_groups: [{ ...b.item_groups[0], color_id: f.otherProduct.colorId }] }),
      ['item_groups.0.color_id'],
    ],
    [
      'a SKU of another colour',
      (b, f) => ({
        ...b,
        item_groups: [{ color_id: f.colorIds.white, items: [{ sku_id: f.skus.black[0], price: 1500, quantity: 1, wrapping_id: null }] }],
      }),
      ['item_groups.0.items.0.sku_id'],
    ],
    [
      'a wrapping the product does not offer',
      (b, f) => ({
        ...b,
        item_groups: [
          { color_id: f.colorIds.white, items: [{ sku_id: f.skus.white[0], price: 1500, quantity: 1, wrapping_id: f.otherWrappingId }] },
        ],
      }),
      ['item_groups.0.items.0.wrapping_id'],
    ],
    [
      'a dark colour with inkjet (light colours only)',
      (b, f) => ({
        ...productionBody(f, { black: [1] }),
        print_method_id: f.print.lightMethodId,
        prints: [{ ...b.prints[0], print_spec_id: f.print.lightSpecId }],
      }),
      ['item_groups.0.color_id'],
    ],
    [
      '101 colour changes',
      (b) => ({ ...b, prints: [{ ...b.prints[0], color_change_frequency: 101 }] }),
      ['prints.0.color_change_frequency'],
    ],
    [
      'a quantity of 0',
      (b) => ({ ...b, item_groups: [{ ...b.item_groups[0], items: [{ ...b.item_groups[0]?.items[0], quantity: 0 }] }] }),
      ['item_groups.0.items.0.quantity'],
    ],
    ['no prints', (b) => ({ ...b, prints: [] }), ['prints']],
  ])('%s answers 422 on the right fields', async (_name, change, fields) => {
    const answer = await create(change(productionBody(f, { white: [1, 1] }), f));
    expect(answer.status).toBe(422);
    expect(Object.keys((answer.json as unknown as ErrorAnswer).errors ?? {}).sort()).toEqual(fields.sort());
  });

  it('light garments with inkjet are accepted, and the answer names its lead time', async () => {
    const body = productionBody(f, { white: [1] });
    const answer = await create({
      ...body,
      print_method_id: f.print.lightMethodId,
      prints: [{ ...body.prints[0], print_spec_id: f.print.lightSpecId }],
    });
    expect(answer.status).toBe(201);
    // The inkjet method has no colour change charge: the client's 1000 is corrected.
    expect([answer.json.data?.prints[0]?.color_change_charge, answer.json.meta.revision]).toEqual([0, true]);
    expect(answer.json.data?.print_method).toMatchObject({ id: f.print.lightMethodId, lead_days: 3 });
  });

  it.each<[string, (local: ProductFixture) => Promise<void>, string]>([
    [
      "fewer pieces than the print method's minimum",
      async (local) => {
        await server.db.query('update print_methods set min_quantity = 10 where id = $1', [local.print.methodId]);
      },
      'シルクスクリーンは10枚からご注文いただけます。',
    ],
    [
      'a quantity no print-charge tier reaches',
      async (local) => {
        await server.db.query('delete from print_charges where print_category_id = $1 and min_quantity = 1', [local.print.categoryId]);
      },
      '申し訳ございません。ご注文の数量ではこのプリントをお受けできません。',
    ],
    [
      'every size sold out',
      (local) => setStock(server.db, [...local.skus.white], 0),
      '申し訳ございません。ご指定の商品はすべて在庫切れです。',
    ],
  ])('a production of 9 pieces refused for %s answers 422 on item_groups, saying why', async (_case, arrange, message) => {
    const local = await createProductFixture(server.db);
    await arrange(local);
    const answer = await create(productionBody(local, { white: [4, 5] }));
    expect([answer.status, answer.json]).toEqual([422, { message, errors: { item_groups: [message] } }]);
  });

  it("edits that would leave fewer pieces than the print method's minimum are refused and change nothing", async () => {
    const local = await createProductFixture(server.db);
    await server.db.query('update print_methods set min_quantity = 10 where id = $1', [local.print.methodId]);
    const message = 'シルクスクリーンは10枚からご注文いただけます。';
    const created = await create(productionBody(local, { white: [5, 5] }));
    expect(created.status).toBe(201);
    const production = created.json.data;
    const whiteGroup = production?.item_groups[0];
    if (!production || !whiteGroup) throw new Error('not created');
    const black = await client.post<{ data: { id: number } }>('/api/cart_production_item_groups', {
      cart_production_id: production.id,
      color_id: local.colorIds.black,
      items: [{ sku_id: local.skus.black[0], price: 1500, quantity: 3, wrapping_id: null }],
    });
    expect(black.status).toBe(201); // 13 pieces

    const fewer = await client.put<ErrorAnswer>(`/api/cart_production_item_groups/${whiteGroup.id}`, {
      items: whiteGroup.items.map((item) => ({ id: item.id, sku_id: item.sku.id, price: 1500, quantity: 3, wrapping_id: null })),
    });
    expect([fewer.status, fewer.json]).toEqual([422, { message, errors: { items: [message] } }]);
    const withoutWhite = await client.delete<ErrorAnswer>(`/api/cart_production_item_groups/${whiteGroup.id}`);
    expect([withoutWhite.status, withoutWhite.json]).toEqual([422, { message, errors: { item_groups: [message] } }]);

    const unchanged = await client.get<ProductionAnswer>(`/api/cart_productions/${production.id}`);
    expect(amounts(unchanged.json.data).items?.map((group) => group.map((item) => item[1]))).toEqual([[5, 5], [3]]);
    // 10 pieces are left without the black group: allowed.
    const withoutBlack = await client.delete<{ data: { cart_production: CartProductionWire | null } }>(
      `/api/cart_production_item_groups/${black.json.data.id}`,
    );
    expect([withoutBlack.status, withoutBlack.json.data.cart_production?.item_groups.map((g) => g.id)]).toEqual([200, [whiteGroup.id]]);
  });

  it('item groups: add a colour, replace its sizes, remove it; print charges follow the total quantity', async () => {
    const created = await create(productionBody(f, { white: [4, 4] }));
    const production = created.json.data;
    if (!production) throw new Error('not created');
    expect(production.prints[0]?.print_charge).toBe(800);

    const added = await client.post<{
      data: { id: number; color: { id: number }; items: { id: number; quantity: number; price: number }[] };
      meta: Meta;
    }>('/api/cart_production_item_groups', {
      cart_production_id: production.id,
      color_id: f.colorIds.black,
      items: [{ sku_id: f.skus.black[1], price: 1, quantity: 3, wrapping_id: f.wrappingId }],
    });
    expect(added.status).toBe(201);
    v.parse(API_ROUTES.cartProductionItemGroupCreate.response, added.json);
    expect(added.json.data.items.map((i) => [i.quantity, i.price])).toEqual([[3, 1500]]);
    expect(added.json.meta.revision).toBe(true);
    // 11 pieces now: the 10-piece tier
    const refreshed = await client.get<ProductionAnswer>(`/api/cart_productions/${production.id}?response_group=order`);
    expect(refreshed.json.data?.prints[0]?.print_charge).toBe(600);
    expect(refreshed.json.meta).toEqual(NO_FLAGS);

    const dup = await client.post<ErrorAnswer>('/api/cart_production_item_groups', {
      cart_production_id: production.id,
      color_id: f.colorIds.black,
      items: [{ sku_id: f.skus.black[0], price: 1500, quantity: 1, wrapping_id: null }],
    });
    expect([dup.status, dup.json.errors]).toEqual([422, { color_id: ['このカラーは既にこのプリント注文に入っています。'] }]);

    const whiteGroup = production.item_groups[0];
    if (!whiteGroup) throw new Error('no group');
    const replaced = await client.put<{ data: { id: number; items: { id: number; quantity: number; sku: { id: number } }[] } }>(
      `/api/cart_production_item_groups/${whiteGroup.id}`,
      {
        items: [
          { id: whiteGroup.items[0]?.id, sku_id: f.skus.white[0], price: 1500, quantity: 20, wrapping_id: null },
          // Spec §4 Cart edits: replacing items drops those with quantity 0.
          { id: whiteGroup.items[1]?.id, sku_id: whiteGroup.items[1]?.sku.id ?? 0, price: 1500, quantity: 0, wrapping_id: null },
          { sku_id: f.skus.white[2], price: 1500, quantity: 10, wrapping_id: null },
        ],
      },
    );
    expect(replaced.status).toBe(200);
    v.parse(API_ROUTES.cartProductionItemGroupUpdate.response, replaced.json);
    expect(replaced.json.data.items.map((i) => [i.sku.id, i.quantity])).toEqual([
      [f.skus.white[0], 20],
      [f.skus.white[2], 10],
    ]);
    expect(replaced.json.data.items[0]?.id).toBe(whiteGroup.items[0]?.id);
    const afterReplace = await client.get<ProductionAnswer>(`/api/cart_productions/${production.id}`);
    expect(afterReplace.json.data?.prints[0]?.print_charge).toBe(450); // 33 pieces

    const allZero = await client.put<ErrorAnswer>(`/api/cart_production_item_groups/${whiteGroup.id}`, {
      items: [{ id: whiteGroup.items[0]?.id, sku_id: f.skus.white[0], price: 1500, quantity: 0, wrapping_id: null }],
    });
    expect([allZero.status, allZero.json.errors]).toEqual([422, { items: ['数量を1点以上指定してください'] }]);

    const foreignLine = await client.put<ErrorAnswer>(`/api/cart_production_item_groups/${whiteGroup.id}`, {
      items: [{ id: added.json.data.items[0]?.id, sku_id: f.skus.white[0], price: 1500, quantity: 1, wrapping_id: null }],
    });
    expect([foreignLine.status, Object.keys(foreignLine.json.errors ?? {})]).toEqual([422, ['items.0.id']]);

    const removed = await client.delete<{ data: { cart_production: CartProductionWire | null } }>(
      `/api/cart_production_item_groups/${added.json.data.id}`,
    );
    expect(removed.status).toBe(200);
    v.parse(API_ROUTES.cartProductionItemGroupDelete.response, removed.json);
    expect(removed.json.data.cart_production?.item_groups.map((g) => g.id)).toEqual([whiteGroup.id]);
    expect(removed.json.data.cart_production?.prints[0]?.print_charge).toBe(450); // still 30

    const last = await client.delete<{ data: { cart_production: null } }>(`/api/cart_production_item_groups/${whiteGroup.id}`);
    expect([last.status, last.json.data]).toEqual([200, { cart_production: null }]);
    v.parse(API_ROUTES.cartProductionItemGroupDelete.response, last.json);
    expect((await client.get(`/api/cart_productions/${production.id}`)).status).toBe(404);
  });

  it('PUT cart_production_items sets the wrapping of one line; an unoffered wrapping is refused', async () => {
    const created = await create(productionBody(f, { white: [1, 1] }));
    const line = created.json.data?.item_groups[0]?.items[1];
    const answer = await client.put<{ data: { id: number; wrapping_id: number | null } }>(`/api/cart_production_items/${line?.id}`, {
      wrapping_id: f.wrappingId,
    });
    expect([answer.status, answer.json.data.wrapping_id]).toEqual([200, f.wrappingId]);
    v.parse(API_ROUTES.cartProductionItemUpdate.response, answer.json);
    const cleared = await client.put<{ data: { wrapping_id: number | null } }>(`/api/cart_production_items/${line?.id}`, {
      wrapping_id: null,
    });
    expect(cleared.json.data.wrapping_id).toBeNull();
    expect((await client.put(`/api/cart_production_items/${line?.id}`, { wrapping_id: f.otherWrappingId })).status).toBe(422);
  });

  it('PUT cart_prints never takes the charge sent: the tier charge is kept and a difference is revision', async () => {
    const created = await create(productionBody(f, { white: [1] }));
    const print = created.json.data?.prints[0];
    const tampered = await client.put<{ data: { print_charge: number }; meta: Meta }>(`/api/cart_prints/${print?.id}`, { print_charge: 1 });
    expect([tampered.status, tampered.json.data.print_charge, tampered.json.meta.revision]).toEqual([200, 800, true]);
    v.parse(API_ROUTES.cartPrintUpdate.response, tampered.json);
    const honest = await client.put<{ data: { print_charge: number }; meta: Meta }>(`/api/cart_prints/${print?.id}`, { print_charge: 800 });
    expect(honest.json.meta).toEqual(NO_FLAGS);
  });

  it('refresh: a changed price is revision, lower stock is shortage, nothing left is data null', async () => {
    const local = await createProductFixture(server.db, { stock: 50, price: 2000 });
    const created = await create(productionBody(local, { white: [5, 5] }));
    const path = `/api/cart_productions/${created.json.data?.id}?response_group=order`;
    await setPrice(server.db, [local.skus.white[0]], 2200);
    const repriced = await client.get<ProductionAnswer>(path);
    v.parse(API_ROUTES.cartProductionShow.response, repriced.json);
    expect([amounts(repriced.json.data).items, repriced.json.meta]).toEqual([
      [
        [
          [local.skus.white[0], 5, 2200],
          [local.skus.white[1], 5, 2000],
        ],
      ],
      { ...NO_FLAGS, revision: true },
    ]);
    await setStock(server.db, [local.skus.white[1]], 2);
    const short = await client.get<ProductionAnswer>(path);
    // 7 pieces now: below the 10-piece tier, so the print charge rises too (revision).
    expect([amounts(short.json.data), short.json.meta]).toEqual([
      {
        prints: [[800, 3200, 1500, 1000]],
        items: [
          [
            [local.skus.white[0], 5, 2200],
            [local.skus.white[1], 2, 2000],
          ],
        ],
      },
      { shortage: true, revision: true, expired: false },
    ]);
    await setStock(server.db, [local.skus.white[0]], 0);
    const partly = await client.get<ProductionAnswer>(path);
    expect([amounts(partly.json.data).items, partly.json.meta.shortage]).toEqual([[[[local.skus.white[1], 2, 2000]]], true]);
    await setStock(server.db, [local.skus.white[1]], 0);
    const gone = await client.get<ProductionAnswer>(path);
    expect([gone.status, gone.json.data]).toEqual([200, null]);
    v.parse(API_ROUTES.cartProductionShow.response, gone.json);
    expect((await client.get(path)).status).toBe(404);
  });

  it('contents lists productions in the contract shape; DELETE removes one', async () => {
    const created = await create(productionBody(f, { white: [1] }));
    const contents = await client.get('/api/cart/contents?response_group=order');
    const parsed = v.parse(API_ROUTES.cartContents.response, contents.json);
    expect(parsed.data.cartProductions.map((p) => p.id)).toContain(created.json.data?.id);
    expect((await client.delete(`/api/cart_productions/${created.json.data?.id}`)).status).toBe(204);
    expect((await client.delete(`/api/cart_productions/${created.json.data?.id}`)).status).toBe(404);
  });
});
