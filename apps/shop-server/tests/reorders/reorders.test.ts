/**
 * Reorders (issue #15) over real HTTP against a real database (PGlite, and PostgreSQL with
 * `test-postgres`): only delivered productions, ownership, pricing by spec §9 without plates and
 * with a colour change, new plates at today's price when the plates were not kept or their period
 * passed (issue #32: a reorder always works), the cart's refresh (revision on a price change or when
 * the plates stop being kept, expired when the product's method is withdrawn) and the checkout.
 */
import { API_ROUTES } from '@shop/api-contract';
import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { type ProductFixture, setPrice } from '../cart/fixtures.ts';
import { newShopper, orderBody, placeOrder } from '../orders/support.ts';
import type { TestServer } from '../support/server.ts';
import { DAY, NO_ITEM, useReorderSuite } from './support.ts';

const suite = useReorderSuite();
const { inks, orderedProduction, shopperWithDelivered, reorderBody, setPlateKeepDays } = suite;
let server: TestServer;
let f: ProductFixture;
beforeAll(() => {
  ({ server, f } = suite);
});

describe('the reorder list', () => {
  it('lists only productions of delivered orders, with the plate-keeping date (365 days from the order)', async () => {
    const { shopper, number } = await shopperWithDelivered();
    const pending = await orderedProduction(shopper);
    const answer = await shopper.client.get<{
      data: { number: string; plates_kept_until: string; ordered_at: string; reorderable: boolean; reason: null; quantity: number }[];
    }>('/api/reorders');
    expect(answer.status).toBe(200);
    expect(v.safeParse(API_ROUTES.reorderList.response, answer.json).issues).toBeUndefined();
    expect(answer.json.data.map((r) => r.number)).toEqual([number]);
    const [entry] = answer.json.data;
    const keptUntil = new Date(Date.parse(entry!.ordered_at) + 365 * DAY + 9 * 3_600_000).toISOString().slice(0, 10);
    expect(entry).toMatchObject({
      reorderable: true,
      reason: null,
      quantity: 20,
      plates_kept_until: keptUntil,
      plates: 'kept',
      new_plate_charge: 0,
    });
    expect((entry as unknown as { plates_label: string }).plates_label).toContain('版代はかかりません');
    // An order not delivered yet cannot be reordered.
    expect((await shopper.client.get(`/api/reorders/${pending.number}`)).json).toEqual(NO_ITEM);
  });

  it('a production whose plates were not kept (one-off order) is reorderable with new plates at today’s price, said before the price', async () => {
    const { shopper, number } = await shopperWithDelivered({ repeatable: false });
    const answer = await shopper.client.get<{
      data: {
        reorderable: boolean;
        reason: null;
        plates: string;
        new_plate_charge: number;
        plates_label: string;
        plates_kept_until: null;
      }[];
    }>('/api/reorders');
    const newPlates = f.print.shortTermPlatePrice + f.print.extraPlateCharge; // one plate, the one-off price (the order kept none)
    expect(answer.json.data[0]).toMatchObject({
      reorderable: true,
      reason: null,
      plates: 'new',
      new_plate_charge: newPlates,
      plates_kept_until: null,
    });
    expect(answer.json.data[0]?.plates_label).toContain('版を新しく作ります');
    expect(answer.json.data[0]?.plates_label).toContain(`￥${newPlates.toLocaleString('ja-JP')}`);
    expect(answer.json.data[0]?.plates_label).toContain('入稿データの再提出は不要');
    // Priced with the new plates once, still no data production fee.
    const quote = await shopper.client.post<{
      data: { total: number; charges: Record<string, number>; prints: { plate_charge: number }[] };
    }>(`/api/reorders/${number}/quote`, reorderBody([10, 0, 0]));
    expect(quote.status, quote.text).toBe(200);
    expect(quote.json.data.charges).toMatchObject({ plate_charges: newPlates, data_production_fees: 0 });
    expect(quote.json.data.prints[0]?.plate_charge).toBe(newPlates);
    expect(quote.json.data.total).toBe(10 * (1500 + 600) + newPlates);
    // Ordered: the line charges them, and the cart showed the same total.
    const added = await shopper.client.post<{ data: { cart_reorder_prints: { plate_charge: number }[] } }>('/api/cart_reorders', {
      number,
      ...reorderBody([10, 0, 0]),
    });
    expect(added.status, added.text).toBe(201);
    expect(added.json.data.cart_reorder_prints[0]?.plate_charge).toBe(newPlates);
    const placed = await placeOrder(shopper, await orderBody(server, shopper));
    expect(placed.status, placed.text).toBe(201);
    const line = placed.json.data.lines[0] as unknown as {
      subtotal: number;
      charges: Record<string, number>;
      production: { prints: { plate_charge: number }[] };
    };
    expect(line.charges).toMatchObject({ plate_charges: newPlates, data_production_fees: 0 });
    expect(line.production.prints[0]?.plate_charge).toBe(newPlates);
    expect(line.subtotal).toBe(quote.json.data.total);
  });
});

describe("another customer's reorders", () => {
  it('answer 404 No item exists. on every reorder call, like a missing number', async () => {
    const { number } = await shopperWithDelivered();
    const intruder = await newShopper(server);
    for (const n of [number, 'PF-2026-999999-1']) {
      expect([(await intruder.client.get(`/api/reorders/${n}`)).status, (await intruder.client.get(`/api/reorders/${n}`)).json]).toEqual([
        404,
        NO_ITEM,
      ]);
      for (const path of [`/api/reorders/${n}/quote`, `/api/reorders/${n}/estimate`]) {
        const answer = await intruder.client.post(path, reorderBody([10, 10, 0]));
        expect([answer.status, answer.json]).toEqual([404, NO_ITEM]);
      }
      const cart = await intruder.client.post('/api/cart_reorders', { number: n, ...reorderBody([10, 10, 0]) });
      expect([cart.status, cart.json]).toEqual([404, NO_ITEM]);
    }
    expect((await intruder.client.get<{ data: unknown[] }>('/api/reorders')).json.data).toEqual([]);
    const [{ n }] = (await server.db.query<{ n: string | number }>('select count(*) as n from cart_reorders where customer_id = $1', [
      intruder.customer.id,
    ])) as [{ n: string | number }];
    expect(Number(n)).toBe(0);
  });
});

describe('pricing a reorder (spec §9)', () => {
  it('charges garments + the tier of the whole quantity per piece, no plates and no data production fee', async () => {
    const { shopper, number } = await shopperWithDelivered();
    const detail = await shopper.client.get(`/api/reorders/${number}`);
    expect(v.safeParse(API_ROUTES.reorderShow.response, detail.json).issues).toBeUndefined();
    const quote = await shopper.client.post<{ data: { total: number; tax: number; quantity: number; charges: Record<string, number> } }>(
      `/api/reorders/${number}/quote`,
      reorderBody([15, 15, 0]),
    );
    expect(quote.status, quote.text).toBe(200);
    expect(v.safeParse(API_ROUTES.reorderQuote.response, quote.json).issues).toBeUndefined();
    // 30 pieces: the 450 tier, one plate
    expect(quote.json.data.charges).toEqual({
      garments: 45_000,
      wrapping: 0,
      print_charges: 13_500,
      plate_charges: 0,
      data_production_fees: 0,
      color_change_charges: 0,
    });
    expect(quote.json.data).toMatchObject({ quantity: 30, total: 58_500, tax: Math.floor((58_500 * 10) / 110) });
  });

  it('adds the colour change charge when the inks change, and refuses a wrong number of inks or a quantity below the method minimum', async () => {
    const { shopper, number } = await shopperWithDelivered();
    const changed = await shopper.client.post<{
      data: {
        total: number;
        charges: { color_change_charges: number };
        prints: { inks: { name: string }[] | null; color_change_frequency: number }[];
      };
    }>(`/api/reorders/${number}/quote`, reorderBody([10, 0, 0], [inks[1]!]));
    expect(changed.status, changed.text).toBe(200);
    expect(changed.json.data.charges.color_change_charges).toBe(f.print.colorChangeCharge);
    expect(changed.json.data.prints[0]).toMatchObject({ inks: [{ name: 'レッド' }], color_change_frequency: 1 });
    expect(changed.json.data.total).toBe(10 * (1500 + 600) + f.print.colorChangeCharge);
    const twoInks = await shopper.client.post<{ errors: Record<string, string[]> }>(
      `/api/reorders/${number}/quote`,
      reorderBody([10, 0, 0], [inks[0]!, inks[1]!]),
    );
    expect([twoInks.status, twoInks.json.errors['prints']]).toEqual([422, ['インクの色は1色選んでください。']]);
    await server.db.query('update print_methods set min_quantity = 5 where id = $1', [f.print.methodId]);
    try {
      const few = await shopper.client.post<{ errors: Record<string, string[]> }>(`/api/reorders/${number}/quote`, reorderBody([4, 0, 0]));
      expect([few.status, few.json.errors['item_groups']]).toEqual([
        422,
        ['この方法は合計5点以上でご注文いただけます。数量を増やしてください。'],
      ]);
    } finally {
      await server.db.query('update print_methods set min_quantity = 1 where id = $1', [f.print.methodId]);
    }
  });

  it('writes the reorder as an estimate (source reorder) at the same total', async () => {
    const { shopper, number } = await shopperWithDelivered();
    const quote = await shopper.client.post<{ data: { total: number } }>(
      `/api/reorders/${number}/quote`,
      reorderBody([10, 0, 0], [inks[2]!]),
    );
    const estimate = await shopper.client.post<{ data: { number: string } }>(
      `/api/reorders/${number}/estimate`,
      reorderBody([10, 0, 0], [inks[2]!]),
    );
    expect(estimate.status, estimate.text).toBe(201);
    expect(estimate.json.data.number).toMatch(/^Q-\d{4}-\d{6}$/);
    const [row] = await server.db.query<{ source: string; goods_total: number; customer_id: number }>(
      'select source, goods_total, customer_id from estimates where number = $1',
      [estimate.json.data.number],
    );
    expect(row).toEqual({ source: 'reorder', goods_total: quote.json.data.total, customer_id: shopper.customer.id });
  });
});

describe('a reorder in the cart', () => {
  it('is stored as priced, repriced on refresh when a SKU price changes (revision), and charged new plates once the plates are no longer kept', async () => {
    const { shopper, number } = await shopperWithDelivered();
    const added = await shopper.client.post<{ data: { id: number; production_number: string } }>('/api/cart_reorders', {
      number,
      ...reorderBody([10, 0, 0]),
    });
    expect(added.status, added.text).toBe(201);
    expect(v.safeParse(API_ROUTES.cartReorderCreate.response, added.json).issues).toBeUndefined();
    const id = added.json.data.id;
    const fresh = v.parse(API_ROUTES.cartReorderShow.response, (await shopper.client.get(`/api/cart_reorders/${id}`)).json);
    expect(fresh.meta).toEqual({ shortage: false, revision: false, expired: false });
    // Its lead days (the cart's shipping date counts them): the production's print method's.
    const [method] = await server.db.query<{ lead_days: number }>(
      'select pm.lead_days from order_productions op join print_methods pm on pm.id = op.print_method_id where op.id = $1',
      [fresh.data?.orderProduction.id ?? 0],
    );
    expect(fresh.data?.leadDays).toBe(method?.lead_days);
    expect(fresh.data).toMatchObject({
      productionNumber: number,
      cartReorderItemGroups: [{ cartReorderItems: [{ basePrice: 1500, printCharge: 600, quantity: 10 }] }],
    });

    await setPrice(server.db, [f.skus.white[0]], 1600);
    try {
      const repriced = v.parse(API_ROUTES.cartReorderShow.response, (await shopper.client.get(`/api/cart_reorders/${id}`)).json);
      expect(repriced.meta.revision).toBe(true);
      expect(repriced.data?.cartReorderItemGroups[0]?.cartReorderItems[0]?.basePrice).toBe(1600);
      // stored: the next refresh sees no change
      expect(v.parse(API_ROUTES.cartReorderShow.response, (await shopper.client.get(`/api/cart_reorders/${id}`)).json).meta.revision).toBe(
        false,
      );
    } finally {
      await setPrice(server.db, [f.skus.white[0]], 1500);
    }

    await setPlateKeepDays(0);
    try {
      const newPlates = f.print.platePrice + f.print.extraPlateCharge; // the order kept its plates: made again at the kept price
      const lapsed = v.parse(API_ROUTES.cartReorderShow.response, (await shopper.client.get(`/api/cart_reorders/${id}`)).json);
      expect(lapsed.meta).toEqual({ shortage: false, revision: true, expired: false });
      expect(lapsed.data?.cartReorderPrints[0]?.plateCharge).toBe(newPlates);
      const list = await shopper.client.get<{ data: { reason: null; reorderable: boolean; plates: string; plates_label: string }[] }>(
        '/api/reorders',
      );
      expect(list.json.data[0]).toMatchObject({ reorderable: true, reason: null, plates: 'new' });
      expect(list.json.data[0]?.plates_label).toContain('版の保管期限');
      expect((await shopper.client.post('/api/cart_reorders', { number, ...reorderBody([10, 0, 0]) })).status).toBe(201);
    } finally {
      await setPlateKeepDays(365);
    }
  });

  it('does not lapse by date (a row stored with the plates’ end stays), and expires when the product no longer offers the method', async () => {
    const { shopper, number } = await shopperWithDelivered();
    const a = await shopper.client.post<{ data: { id: number } }>('/api/cart_reorders', { number, ...reorderBody([10, 0, 0]) });
    const b = await shopper.client.post<{ data: { id: number } }>('/api/cart_reorders', { number, ...reorderBody([0, 10, 0]) });
    // A row stored before issue #32 ended at the plates' end: that date no longer removes it.
    await server.db.query(`update cart_reorders set expires_at = $2 where id = $1`, [a.json.data.id, new Date(Date.now() - 1000)]);
    expect((await shopper.client.get(`/api/cart_reorders/${a.json.data.id}`)).json).toMatchObject({ meta: { expired: false } });
    await server.db.query('delete from product_print_methods where product_id = $1 and print_method_id = $2', [
      f.productId,
      f.print.methodId,
    ]);
    try {
      expect((await shopper.client.get(`/api/cart_reorders/${b.json.data.id}`)).json).toMatchObject({
        data: null,
        meta: { expired: true },
      });
      const list = await shopper.client.get<{ data: { number: string; reason: string }[] }>('/api/reorders');
      expect(list.json.data.find((r) => r.number === number)?.reason).toBe('method_gone');
    } finally {
      await server.db.query('insert into product_print_methods (product_id, print_method_id) values ($1, $2)', [
        f.productId,
        f.print.methodId,
      ]);
    }
  });
});
