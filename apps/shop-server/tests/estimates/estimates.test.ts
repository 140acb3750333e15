/**
 * Estimates (見積, issue #15) over real HTTP against a real database (PGlite, and PostgreSQL with
 * `with-postgres`): priced as the cart prices, the customer's own only, the PDF read back with
 * pdftotext, validity and expiry, bought at the held total once, stock taken and never below zero.
 */
import { API_ROUTES } from '@shop/api-contract';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import * as v from 'valibot';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createProductFixture, type ProductFixture, productionBody, setPrice, setStock } from '../cart/fixtures.ts';
import { newShopper, orderBody, placeOrder, quoteOf, type Shopper, stockOf } from '../orders/support.ts';
import { DEFAULT_CONTENT_DIR } from '../../src/content/load.ts';
import { fetchBytes, pdfText } from '../support/pdf.ts';
import { useTestServer } from '../support/server.ts';
import { SessionClient } from '../support/session-client.ts';

const NO_ITEM = { message: 'No item exists.' };

interface EstimateBody {
  number: string;
  state: string;
  state_label: string;
  title: string;
  goods_total: number;
  tax: number;
  quantity: number;
  issued_on: string;
  valid_until: string;
  ordered_order_number: string | null;
  refusal: string | null;
  lines: { kind: string; subtotal: number }[];
}

const yen = (n: number) => `¥${n.toLocaleString('en-US')}`;

describe('estimates', () => {
  const server = useTestServer();
  let f: ProductFixture;
  beforeAll(async () => {
    f = await createProductFixture(server.db, { stock: 100, price: 1500 });
  });
  beforeEach(() => server.setNow(Date.now()));

  async function estimate(shopper: Shopper, body: unknown = productionBody(f, { white: [2, 3, 0] })): Promise<EstimateBody> {
    const answer = await shopper.client.post<{ data: EstimateBody }>('/api/estimates', body);
    expect(answer.status, answer.text).toBe(201);
    expect(v.safeParse(API_ROUTES.estimateCreate.response, answer.json).issues).toBeUndefined();
    return answer.json.data;
  }

  it('the demo customer has a valid and an expired estimate of the demo catalogue, priced as the cart prices', async () => {
    const demo = new SessionClient(server.url);
    await demo.login('demo@example.com', 'demo12345678');
    const list = await demo.get<{ data: EstimateBody[] }>('/api/estimates');
    expect(list.json.data.map((e) => e.state)).toEqual(['valid', 'expired']);
    for (const summary of list.json.data) {
      const shown = await demo.get<{ data: EstimateBody }>(`/api/estimates/${summary.number}`);
      expect(shown.json.data.lines.reduce((sum, l) => sum + l.subtotal, 0)).toBe(summary.goods_total);
      expect(summary.goods_total).toBeGreaterThan(0);
    }
  });

  it('a visitor who is not logged in gets 401 for the customer calls', async () => {
    const visitor = new SessionClient(server.url);
    await visitor.csrf();
    expect((await visitor.get('/api/estimates')).status).toBe(401);
    expect((await visitor.post('/api/estimates', productionBody(f))).status).toBe(401);
    expect((await visitor.get('/api/estimates/Q-2026-000001')).status).toBe(401);
    expect((await visitor.post('/api/estimates/Q-2026-000001/cart')).status).toBe(401);
  });

  it('is priced exactly as the cart prices the same print order, whatever prices the browser sends', async () => {
    const shopper = await newShopper(server);
    const body = productionBody(f, { white: [2, 3, 0] });
    // Prices in the body are never used: the server prices against the catalogue.
    const tampered = {
      ...body,
      prints: [{ ...body.prints[0]!, print_charge: 1, plate_charge: 0, data_production_fee: 0 }],
      item_groups: body.item_groups.map((g) => ({ ...g, items: g.items.map((i) => ({ ...i, price: 1 })) })),
    };
    const saved = await estimate(shopper, tampered);
    // 5 × (1,500 + 800) + plates 3,000 + 200 + data 1,500 = 16,200 (the checkout test's figure)
    expect([saved.goods_total, saved.tax, saved.quantity]).toEqual([16_200, Math.floor((16_200 * 10) / 110), 5]);
    expect(saved.number).toMatch(/^Q-\d{4}-\d{6}$/);
    expect([saved.state, saved.state_label, saved.refusal]).toEqual(['valid', '有効', null]);
    expect(saved.title).toContain('テストTシャツ');
    const created = await shopper.client.post('/api/cart_productions', body);
    expect(created.status, created.text).toBe(201);
    const quote = await quoteOf(shopper);
    expect(quote.goods_total).toBe(saved.goods_total);
    expect(saved.lines.map((l) => [l.kind, l.subtotal])).toEqual([['production', 16_200]]);
  });

  it('refuses (422) what the cart refuses, and an order the stock cannot serve', async () => {
    const shopper = await newShopper(server);
    const wrongSpec = productionBody(f);
    wrongSpec.prints[0] = { ...wrongSpec.prints[0]!, print_spec_id: f.print.foreignSpecId };
    const refused = await shopper.client.post<{ errors: Record<string, string[]> }>('/api/estimates', wrongSpec);
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.json.errors)).toContain('prints.0.print_spec_id');
    const local = await createProductFixture(server.db, { stock: 2, price: 1000 });
    const short = await shopper.client.post<{ message: string }>('/api/estimates', productionBody(local, { white: [5, 0, 0] }));
    expect(short.status).toBe(422);
    expect(short.json.message).toContain('在庫');
  });

  it("lists the customer's own estimates newest first; another customer's is 404 for every call", async () => {
    const owner = await newShopper(server);
    const first = await estimate(owner);
    const second = await estimate(owner, productionBody(f, { white: [1, 0, 0] }));
    const list = await owner.client.get<{ data: EstimateBody[] }>('/api/estimates');
    expect(v.safeParse(API_ROUTES.estimateList.response, list.json).issues).toBeUndefined();
    expect(list.json.data.map((e) => e.number)).toEqual([second.number, first.number]);
    const shown = await owner.client.get<{ data: EstimateBody }>(`/api/estimates/${first.number}`);
    expect(v.safeParse(API_ROUTES.estimateShow.response, shown.json).issues).toBeUndefined();
    expect(shown.json.data.goods_total).toBe(first.goods_total);

    const other = await newShopper(server);
    expect((await other.client.get<{ data: unknown[] }>('/api/estimates')).json.data).toEqual([]);
    for (const answer of [
      await other.client.get(`/api/estimates/${first.number}`),
      await other.client.post(`/api/estimates/${first.number}/cart`),
      await other.client.get(`/api/estimates/Q-0000-000000`),
      await other.client.get(`/api/estimates/not-a-number`),
    ]) {
      expect([answer.status, answer.json]).toEqual([404, NO_ITEM]);
    }
    const pdf = await fetchBytes(other.client, 'GET', `/api/estimates/${first.number}/pdf`);
    expect(pdf.status).toBe(404);
  });

  it('downloads as a PDF 見積書 with the customer name 様, the seller with its phone and registration number, and the total', async () => {
    const shopper = await newShopper(server);
    const saved = await estimate(shopper);
    const pdf = await fetchBytes(shopper.client, 'GET', `/api/estimates/${saved.number}/pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toBe(`attachment; filename="${saved.number}.pdf"`);
    expect(new TextDecoder().decode(pdf.bytes.slice(0, 4))).toBe('%PDF');
    const text = await pdfText(pdf.bytes);
    expect(text).toContain('御見積書');
    expect(text).toContain(saved.number);
    expect(text).toMatch(/テスト 太郎\s*様/);
    expect(text).toContain('株式会社プリントファクトリー');
    const company = JSON.parse(await readFile(join(DEFAULT_CONTENT_DIR, 'company.json'), 'utf8')) as Record<string, string>;
    expect(company['registrationNumber']).toMatch(/^T\d{13}$/);
    expect(text).toContain(`TEL ${company['phone']}`);
    expect(text).toContain(`登録番号 ${company['registrationNumber']}`);
    expect(pdf.headers.get('cache-control')).toBe('private, no-store');
    expect(text).toContain(yen(saved.goods_total));
    expect(text).toContain('送料は別途');
  }, 30_000);

  it('a guest downloads a quote PDF of a print order without saving it (CSRF still applies)', async () => {
    const guest = new SessionClient(server.url);
    await guest.csrf();
    const body = { ...productionBody(f, { white: [2, 3, 0] }), name: '佐藤 花子' };
    const pdf = await fetchBytes(guest, 'POST', '/api/quotes/pdf', body);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-disposition')).toMatch(/^attachment; filename="WEB-\d{8}-[0-9A-F]{4}\.pdf"$/);
    const text = await pdfText(pdf.bytes);
    expect(text).toContain('御見積書');
    expect(text).toMatch(/佐藤 花子\s*様/);
    expect(text).toContain(yen(16_200));
    expect(text).toContain('保存されていません');
    const [count] = await server.db.query<{ n: string | number }>('select count(*) as n from estimates');
    const noToken = await fetchBytes(new SessionClient(server.url), 'POST', '/api/quotes/pdf', body);
    expect(noToken.status).toBe(419);
    const [after] = await server.db.query<{ n: string | number }>('select count(*) as n from estimates');
    expect(Number(after?.n)).toBe(Number(count?.n));
  }, 30_000);

  it('is valid through its last day; then it is 期限切れ, cannot go into the cart, and the cart drops it', async () => {
    // Valid 0 days: issued and last valid on 2026-12-01 (shop time), made at 23:50 that day.
    await server.db.query("update shop_settings set value = '0' where key = 'estimate_valid_days'");
    server.setNow(Date.parse('2026-12-01T14:50:00Z'));
    const shopper = await newShopper(server);
    const saved = await estimate(shopper).finally(() =>
      server.db.query("update shop_settings set value = '30' where key = 'estimate_valid_days'"),
    );
    expect([saved.issued_on, saved.valid_until]).toEqual(['2026-12-01', '2026-12-01']);
    const put = await shopper.client.post<{ data: { id: number } }>(`/api/estimates/${saved.number}/cart`);
    expect(put.status, put.text).toBe(201);
    expect(v.safeParse(API_ROUTES.estimateCart.response, put.json).issues).toBeUndefined();
    // Putting it in again answers the same cart entry.
    expect((await shopper.client.post<{ data: { id: number } }>(`/api/estimates/${saved.number}/cart`)).json.data.id).toBe(
      put.json.data.id,
    );
    const entry = await shopper.client.get<{
      data: { estimate: { number: string; total: number; valid_until: string; lead_days: number } };
    }>(`/api/cart_estimates/${put.json.data.id}`);
    expect(entry.json.data.estimate).toMatchObject({ number: saved.number, total: saved.goods_total, valid_until: saved.valid_until });
    // Its lead days (the cart's shipping date counts them): its production's print method's.
    const [method] = await server.db.query<{ lead_days: number }>('select lead_days from print_methods where id = $1', [f.print.methodId]);
    expect(entry.json.data.estimate.lead_days).toBe(method?.lead_days);
    const contents = await shopper.client.get<{
      data: {
        cart_estimates: {
          estimate: { lead_days?: number; picture?: Record<string, unknown> & { prints: { file_uuid: string | null }[] } };
        }[];
      };
    }>('/api/cart/contents');
    expect(contents.json.data.cart_estimates[0]?.estimate.lead_days).toBe(method?.lead_days);
    // Its first line's picture (issue #32): the product in its first colour with its prints, for the line mock-up.
    const picture = contents.json.data.cart_estimates[0]?.estimate.picture;
    const [product] = await server.db.query<{ code: string }>('select code from products where id = $1', [f.productId]);
    expect(picture).toMatchObject({ product_code: product?.code, color_id: expect.any(Number) });
    expect(picture?.prints.length).toBeGreaterThan(0);
    expect(v.safeParse(API_ROUTES.cartContents.response, contents.json).issues).toBeUndefined();

    // The last valid day, 23:59 shop time (14:59 UTC), still holds; the next day does not.
    server.setNow(Date.parse(`${saved.valid_until}T14:59:00Z`));
    expect((await shopper.client.get<{ data: EstimateBody }>(`/api/estimates/${saved.number}`)).json.data.state).toBe('valid');
    server.setNow(Date.parse(`${saved.valid_until}T15:00:01Z`));
    const lapsed = await shopper.client.get<{ data: EstimateBody }>(`/api/estimates/${saved.number}`);
    expect([lapsed.json.data.state, lapsed.json.data.state_label]).toEqual(['expired', '期限切れ']);
    expect(lapsed.json.data.refusal).toContain('有効期限');
    const again = await shopper.client.post<{ message: string }>(`/api/estimates/${saved.number}/cart`);
    expect(again.status).toBe(409);
    expect(again.json.message).toContain('有効期限');
    // Checkout refuses it with the same reason instead of ordering without it.
    const quote = await shopper.client.post<{ message: string }>('/api/checkout/quote', {
      address_id: shopper.addressId,
      payment_method: 'card',
    });
    expect(quote.status).toBe(409);
    expect(quote.json.message).toContain('有効期限');
    const refreshed = await shopper.client.get(`/api/cart_estimates/${put.json.data.id}`);
    expect(refreshed.json).toEqual({ data: null, meta: { shortage: false, revision: false, expired: true } });
    expect(await server.db.query('select 1 from cart_estimates where id = $1', [put.json.data.id])).toHaveLength(0);
  });

  it('is bought at its held total after the catalogue price rises, once only, taking its stock', async () => {
    const local = await createProductFixture(server.db, { stock: 50, price: 1500 });
    const shopper = await newShopper(server);
    const saved = await estimate(shopper, productionBody(local, { white: [2, 3, 0] }));
    await setPrice(server.db, [...local.skus.white, ...local.skus.black], 2500);
    const put = await shopper.client.post<{ data: { id: number } }>(`/api/estimates/${saved.number}/cart`);
    expect(put.status).toBe(201);
    const quote = await quoteOf(shopper);
    expect(quote.goods_total).toBe(saved.goods_total);
    expect(quote.total).toBe(saved.goods_total + quote.shipping_fee);
    const before = [await stockOf(server.db, local.skus.white[0]), await stockOf(server.db, local.skus.white[1])];

    const placed = await placeOrder(shopper, await orderBody(server, shopper));
    expect(placed.status, placed.text).toBe(201);
    expect(placed.json.data.total).toBe(saved.goods_total + quote.shipping_fee);
    const production = placed.json.data.lines[0]?.production as { number: string | null; estimate_number?: string } | undefined;
    expect(production?.number).toBe(`${placed.json.data.number}-1`);
    expect(production?.estimate_number).toBe(saved.number);
    expect([await stockOf(server.db, local.skus.white[0]), await stockOf(server.db, local.skus.white[1])]).toEqual([
      before[0]! - 2,
      before[1]! - 3,
    ]);
    const [kept] = await server.db.query<{ n: string | number }>(
      'select count(*) as n from order_productions p join orders o on o.id = p.order_id where o.number = $1',
      [placed.json.data.number],
    );
    expect(Number(kept?.n)).toBe(1);
    expect(await server.db.query('select 1 from cart_estimates where customer_id = $1', [shopper.customer.id])).toHaveLength(0);

    const shown = await shopper.client.get<{ data: EstimateBody }>(`/api/estimates/${saved.number}`);
    expect([shown.json.data.state, shown.json.data.state_label, shown.json.data.ordered_order_number]).toEqual([
      'ordered',
      '注文済み',
      placed.json.data.number,
    ]);
    const twice = await shopper.client.post<{ message: string }>(`/api/estimates/${saved.number}/cart`);
    expect(twice.status).toBe(409);
    expect(twice.json.message).toContain('ご注文済み');
  });

  it('an estimate in the cart twice is ordered once; a stale cart entry of a bought estimate is refused at checkout', async () => {
    const shopper = await newShopper(server);
    const saved = await estimate(shopper, productionBody(f, { white: [1, 0, 0] }));
    expect((await shopper.client.post(`/api/estimates/${saved.number}/cart`)).status).toBe(201);
    // A second cart entry of the same estimate (another tab put it in before).
    const copy =
      "insert into cart_estimates (customer_id, estimate_number, total, expires_at) values ($1, $2, $3, now() + interval '1 day')";
    await server.db.query(copy, [shopper.customer.id, saved.number, saved.goods_total]);
    const quote = await quoteOf(shopper, { payment_method: 'bank_transfer' });
    expect(quote.goods_total).toBe(saved.goods_total);
    const placed = await placeOrder(shopper, await orderBody(server, shopper, { choices: { payment_method: 'bank_transfer' } }));
    expect(placed.status, placed.text).toBe(201);
    expect(placed.json.data.lines).toHaveLength(1);
    // Left behind in a cart (e.g. put in again by an old page): checkout says it was bought.
    await server.db.query(copy, [shopper.customer.id, saved.number, saved.goods_total]);
    const again = await shopper.client.post<{ message: string }>('/api/checkout/quote', {
      address_id: shopper.addressId,
      payment_method: 'card',
    });
    expect(again.status).toBe(409);
    expect(again.json.message).toContain('ご注文済み');
    const [row] = await server.db.query<{ n: string | number }>('select count(*) as n from orders where customer_id = $1', [
      shopper.customer.id,
    ]);
    expect(Number(row?.n)).toBe(1);
  });

  it('takes no more than the stock has: a shortfall is the usual out-of-stock answer and nothing is taken', async () => {
    const local = await createProductFixture(server.db, { stock: 50, price: 1500 });
    const shopper = await newShopper(server);
    const saved = await estimate(shopper, productionBody(local, { white: [0, 4, 0] }));
    expect((await shopper.client.post(`/api/estimates/${saved.number}/cart`)).status).toBe(201);
    await setStock(server.db, [local.skus.white[1]], 3);
    const quote = await shopper.client.post<{ code: string; lines: { sku_id: number; requested: number; available: number }[] }>(
      '/api/checkout/quote',
      { address_id: shopper.addressId, payment_method: 'card' },
    );
    expect(quote.status).toBe(409);
    expect(quote.json.code).toBe('out_of_stock');
    expect(quote.json.lines).toEqual([expect.objectContaining({ sku_id: local.skus.white[1], requested: 4, available: 3 })]);
    expect(await stockOf(server.db, local.skus.white[1])).toBe(3);
  });

  it('limits quote PDFs per client (20 in 10 minutes) and saved estimates per customer (30 an hour): 429 with Retry-After and a Japanese message', async () => {
    // A fresh window, apart from the other tests of this file (the throttle counts by the server's clock).
    server.setNow(Date.now() + 7 * 24 * 3_600_000);
    const guest = new SessionClient(server.url);
    await guest.csrf();
    const body = productionBody(f, { white: [1, 0, 0] });
    for (let n = 0; n < 20; n += 1) expect((await fetchBytes(guest, 'POST', '/api/quotes/pdf', body)).status).toBe(200);
    const refused = await guest.post<{ message: string }>('/api/quotes/pdf', body);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.json.message).toMatch(/^お見積書の作成が続いたため、しばらく時間をおいてからお試しください（\d+秒後から/);

    const shopper = await newShopper(server);
    const [before] = await server.db.query<{ n: string | number }>('select count(*) as n from estimates where customer_id = $1', [
      shopper.customer.id,
    ]);
    for (let n = 0; n < 30; n += 1) expect((await shopper.client.post('/api/estimates', body)).status).toBe(201);
    const tooMany = await shopper.client.post<{ message: string }>('/api/estimates', body);
    expect(tooMany.status).toBe(429);
    expect(tooMany.json.message).toContain('お見積書の作成が続いたため');
    const [after] = await server.db.query<{ n: string | number }>('select count(*) as n from estimates where customer_id = $1', [
      shopper.customer.id,
    ]);
    expect(Number(after?.n) - Number(before?.n)).toBe(30);
  }, 120_000);
});
