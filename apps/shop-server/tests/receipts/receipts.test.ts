/**
 * Receipts (領収書) and invoices (請求書) of orders (issue #32) over real HTTP against a real database
 * (PGlite, and PostgreSQL with `with-postgres`): only once paid (a card captured at shipping, a bank
 * transfer received), never refunded or cancelled; the first download's 宛名 and 但し書き kept and shown
 * on every 再発行; the owner only; CSRF on the download; Japanese messages for bad input; no caching;
 * every required item and the tax per rate read back from the PDF with pdftotext.
 */
import { API_ROUTES } from '@shop/api-contract';
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CONTENT_DIR } from '../../src/content/load.ts';
import type { OrderService } from '../../src/orders/order-service.ts';
import { createProductFixture, type ProductFixture, productionBody } from '../cart/fixtures.ts';
import { addToCart, cardToken, newShopper, operatorService, placedOrder, type Shopper } from '../orders/support.ts';
import { fetchBytes, pdfText } from '../support/pdf.ts';
import { useTestServer } from '../support/server.ts';
import { SessionClient } from '../support/session-client.ts';

interface StatusBody {
  data: {
    available: boolean;
    refusal: { code: string; message: string } | null;
    issued: { addressee: string; note: string; first_issued_at: string; issue_count: number } | null;
    defaults: { addressee: string; note: string };
    invoice_available: boolean;
  };
}

interface OrderBody {
  data: { number: string; total: number; tax: number; goods_total: number; shipping_fee: number; points_used: number; placed_at: string };
}

const yen = (n: number) => `¥${n.toLocaleString('en-US')}`;
const receiptPath = (number: string) => `/api/orders/${number}/receipt`;
const invoicePath = (number: string) => `/api/orders/${number}/invoice`;
/** `2026年12月3日` of a shop-time day. */
const japaneseDay = (epochMs: number) => {
  const [y, m, d] = new Date(epochMs + 9 * 3_600_000).toISOString().slice(0, 10).split('-').map(Number);
  return `${y}年${m}月${d}日`;
};

const company = async () => JSON.parse(await readFile(join(DEFAULT_CONTENT_DIR, 'company.json'), 'utf8')) as Record<string, string>;

describe('receipts and invoices', () => {
  const server = useTestServer();
  let f: ProductFixture;
  let operator: OrderService;
  beforeAll(async () => {
    f = await createProductFixture(server.db, { stock: 200, price: 1099 });
    operator = operatorService(server);
  });

  const status = async (client: SessionClient, number: string) => {
    const answer = await client.get<StatusBody>(receiptPath(number));
    expect(answer.status, answer.text).toBe(200);
    expect(v.safeParse(API_ROUTES.orderReceiptStatus.response, answer.json).issues).toBeUndefined();
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    return answer.json.data;
  };
  const download = (shopper: Shopper, number: string, form: unknown) => fetchBytes(shopper.client, 'POST', receiptPath(number), form);
  const orderOf = async (shopper: Shopper, number: string) => (await shopper.client.get<OrderBody>(`/api/orders/${number}`)).json.data;

  /** A card order of blank shirts and a print production, paid with points in part, shipped (captured). */
  async function shippedCardOrder(): Promise<{ shopper: Shopper; number: string }> {
    const shopper = await newShopper(server);
    await addToCart(shopper, f.skus.white[0], 3);
    expect((await shopper.client.post('/api/cart_productions', productionBody(f, { black: [2, 1, 0] }))).status).toBe(201);
    await server.db.query("insert into point_movements (customer_id, reason, points, created_at) values ($1, 'granted', 300, now())", [
      shopper.customer.id,
    ]);
    const choices = { address_id: shopper.addressId, delivery_date: null, delivery_slot: null, payment_method: 'card', points: 300 };
    const quoted = await shopper.client.post<{ data: { quote_token: string } }>('/api/checkout/quote', choices);
    expect(quoted.status, quoted.text).toBe(200);
    const placed = await shopper.client.post<{ data: { number: string } }>('/api/orders', {
      ...choices,
      card_token: await cardToken(server, shopper),
      quote_token: quoted.json.data.quote_token,
      idempotency_key: randomUUID(),
    });
    expect(placed.status, placed.text).toBe(201);
    const { number } = placed.json.data;
    return { shopper, number };
  }

  async function ship(number: string) {
    await operator.startDataCheck(number);
    await operator.startProduction(number);
    expect((await operator.ship(number, 1, '1234-5678-9012'))?.payment.status).toBe('captured');
  }

  it('a card order has no receipt until it is captured at shipping; then a 適格簡易請求書 with every required item and the tax of the whole order', async () => {
    const { shopper, number } = await shippedCardOrder();
    const before = await status(shopper.client, number);
    expect(before).toMatchObject({
      available: false,
      refusal: { code: 'not_paid', message: 'クレジットカードのお支払いは商品の発送時に確定します。領収書は発送後に発行できます。' },
      issued: null,
      defaults: { addressee: shopper.customer.name, note: 'オリジナルプリント衣料品代として' },
      invoice_available: false,
    });
    const refused = await download(shopper, number, before.defaults);
    expect(refused.status).toBe(409);
    expect(JSON.parse(new TextDecoder().decode(refused.bytes))).toEqual({ message: before.refusal?.message });

    await ship(number);
    expect(await status(shopper.client, number)).toMatchObject({ available: true, refusal: null, issued: null });
    const pdf = await download(shopper, number, { addressee: '　株式会社サンプル商事 ', note: 'Tシャツ制作費として' });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('cache-control')).toBe('private, no-store');
    expect(pdf.headers.get('content-disposition')).toBe(`attachment; filename="receipt-${number}.pdf"`);
    const text = await pdfText(pdf.bytes);
    const order = await orderOf(shopper, number);
    const facts = await company();
    const today = japaneseDay(Date.now());
    for (const expected of [
      '領収書',
      `注文番号 ${number}`,
      '株式会社サンプル商事 様',
      '但し Tシャツ制作費として',
      '上記正に領収いたしました。',
      facts['name'] ?? '',
      `登録番号 ${facts['registrationNumber']}`,
      `TEL ${facts['phone']}`,
      `発行日 ${today}`,
      `取引年月日 ${japaneseDay(Date.parse(order.placed_at))}`,
      `領収日 ${today}`,
      'お支払方法 クレジットカード',
      // what was bought: the shirts (colour・size) and the print production on black
      'ホワイト・S',
      'ブラック・S',
      'テストTシャツ',
      '送料',
      'ポイント利用',
      `-${yen(300)}`,
      '10%',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('再発行');
    // The tax is taken once from what was charged (goods + shipping − points), as the order's own tax.
    expect(order.points_used).toBe(300);
    expect(order.total).toBe(order.goods_total + order.shipping_fee - 300);
    const tax = Math.floor((order.total * 10) / 110);
    expect(order.tax).toBe(tax);
    expect(text).toMatch(new RegExp(`10%対象（税込）\\s+${yen(order.total)}`));
    expect(text).toMatch(new RegExp(`内消費税（10%）\\s+${yen(tax)}`));
    expect(text).toMatch(new RegExp(`合計\\s+${yen(order.total)}`));
    expect(text).toContain(`${yen(order.total)}-`);

    expect((await status(shopper.client, number)).issued).toMatchObject({
      addressee: '株式会社サンプル商事',
      note: 'Tシャツ制作費として',
      issue_count: 1,
    });
  }, 60_000);

  it('a second download is 再発行 with the first 宛名 and 但し書き; what is sent then is ignored', async () => {
    const { shopper, number } = await shippedCardOrder();
    await ship(number);
    expect((await download(shopper, number, { addressee: '最初の宛名', note: '最初の但し書き' })).status).toBe(200);
    const again = await download(shopper, number, { addressee: '別の宛名', note: '別の但し書き' });
    expect(again.status).toBe(200);
    const text = await pdfText(again.bytes);
    expect(text).toContain('再発行');
    expect(text).toContain('最初の宛名 様');
    expect(text).toContain('但し 最初の但し書き');
    expect(text).not.toContain('別の宛名');
    expect(text).not.toContain('別の但し書き');
    expect(text).toContain(`再発行日 ${japaneseDay(Date.now())}`);
    const third = await pdfText((await download(shopper, number, { addressee: '三度目', note: '三度目' })).bytes);
    expect(third).toContain('最初の宛名 様');
    expect((await status(shopper.client, number)).issued).toMatchObject({
      addressee: '最初の宛名',
      note: '最初の但し書き',
      issue_count: 3,
    });
  }, 60_000);

  it('two first downloads at once keep one 宛名: the other is a 再発行 showing it', async () => {
    const { shopper, number } = await shippedCardOrder();
    await ship(number);
    const [a, b] = await Promise.all([
      download(shopper, number, { addressee: '同時A', note: '同時A' }),
      download(shopper, number, { addressee: '同時B', note: '同時B' }),
    ]);
    const texts = await Promise.all([pdfText(a.bytes), pdfText(b.bytes)]);
    const kept = (await status(shopper.client, number)).issued;
    expect(kept?.issue_count).toBe(2);
    for (const text of texts) expect(text).toContain(`${kept?.addressee} 様`);
    expect(texts.filter((text) => text.includes('再発行'))).toHaveLength(1);
  }, 60_000);

  it('only the owner: another customer gets 404 for the status, the receipt and the invoice, and nothing is recorded', async () => {
    const { number } = await shippedCardOrder();
    await ship(number);
    const other = await newShopper(server);
    expect((await other.client.get(receiptPath(number))).status).toBe(404);
    expect((await download(other, number, { addressee: '他人', note: '他人' })).status).toBe(404);
    expect((await fetchBytes(other.client, 'GET', invoicePath(number))).status).toBe(404);
    expect(await server.db.query('select 1 from order_receipts where order_number = $1', [number])).toEqual([]);
    // A guest is asked to log in; a malformed number is simply not there.
    const guest = new SessionClient(server.url);
    await guest.csrf();
    expect((await guest.get(receiptPath(number))).status).toBe(401);
    expect((await guest.post(receiptPath(number), { addressee: 'a', note: 'b' })).status).toBe(401);
    expect((await other.client.get(receiptPath('PF-26-1'))).status).toBe(404);
  }, 60_000);

  it('the download needs the CSRF token (419 without), and refuses bad input with Japanese messages', async () => {
    const { shopper, number } = await shippedCardOrder();
    await ship(number);
    const noToken = await fetchBytes(shopper.client, 'POST', receiptPath(number), { addressee: '山田', note: '品代' }, { xsrf: false });
    expect(noToken.status).toBe(419);
    const tooLong = await shopper.client.post<{ errors: Record<string, string[]> }>(receiptPath(number), {
      addressee: 'あ'.repeat(21),
      note: 'い'.repeat(201),
    });
    expect(tooLong.status).toBe(422);
    expect(tooLong.json.errors).toEqual({
      addressee: ['宛名は20文字以下で入力してください'],
      note: ['但し書きは200文字以下で入力してください'],
    });
    const blank = await shopper.client.post<{ errors: Record<string, string[]> }>(receiptPath(number), {
      addressee: ' ',
      note: '一行\n二行',
    });
    expect(blank.json.errors).toEqual({ addressee: ['宛名を入力してください'], note: ['但し書きに改行や制御文字は使用できません'] });
    expect((await shopper.client.request('POST', receiptPath(number), { body: '{"addressee":' })).status).toBe(400);
    expect((await shopper.client.post(receiptPath(number), ['not', 'an', 'object'])).status).toBe(422);
    // Nothing was kept by the refused calls.
    expect((await status(shopper.client, number)).issued).toBeNull();
    const exactly = await download(shopper, number, { addressee: 'あ'.repeat(20), note: 'い'.repeat(200) });
    expect(exactly.status).toBe(200);
    expect(await pdfText(exactly.bytes)).toContain(`${'あ'.repeat(20)} 様`);
  }, 60_000);

  it('a bank transfer: an invoice at once (account, due date, recipient), a receipt only once received; neither after a refund', async () => {
    const { shopper, number } = await placedOrder(server, f, { method: 'bank_transfer' });
    const waiting = await status(shopper.client, number);
    expect(waiting).toMatchObject({
      available: false,
      refusal: { code: 'not_paid', message: 'ご入金を確認した後に、領収書を発行できます。' },
      invoice_available: true,
    });
    const order = (
      await shopper.client.get<{
        data: OrderBody['data'] & { payment: { transfer_due_date: string; bank_account: Record<string, string> } };
      }>(`/api/orders/${number}`)
    ).json.data;
    const invoice = await fetchBytes(shopper.client, 'GET', invoicePath(number));
    expect(invoice.status).toBe(200);
    expect(invoice.headers.get('cache-control')).toBe('private, no-store');
    expect(invoice.headers.get('content-disposition')).toBe(`attachment; filename="invoice-${number}.pdf"`);
    const text = await pdfText(invoice.bytes);
    const facts = await company();
    const [y, m, d] = order.payment.transfer_due_date.split('-').map(Number);
    const account = order.payment.bank_account;
    for (const expected of [
      '請求書',
      `${shopper.customer.name} 様`,
      `登録番号 ${facts['registrationNumber']}`,
      `発行日 ${japaneseDay(Date.now())}`,
      `取引年月日 ${japaneseDay(Date.parse(order.placed_at))}`,
      `お支払期限 ${y}年${m}月${d}日`,
      `${account['bank_name']} ${account['branch_name']}`,
      `${account['account_type']} ${account['account_number']}`,
      `口座名義 ${account['account_holder']}`,
      `ご請求金額 ${yen(order.total)}（税込）`,
      '送料',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).toMatch(new RegExp(`内消費税（10%）\\s+${yen(Math.floor((order.total * 10) / 110))}`));

    await operator.confirmPayment(number);
    expect(await status(shopper.client, number)).toMatchObject({ available: true, invoice_available: true });
    const receipt = await pdfText((await download(shopper, number, waiting.defaults)).bytes);
    expect(receipt).toContain(`${shopper.customer.name} 様`);
    expect(receipt).toContain('但し オリジナルプリント衣料品代として');
    expect(receipt).toContain('お支払方法 銀行振込');
    expect(receipt).toContain(`領収日 ${japaneseDay(Date.now())}`);
    expect(await pdfText((await fetchBytes(shopper.client, 'GET', invoicePath(number))).bytes)).toContain(
      `ご入金確認済み（${japaneseDay(Date.now())}）`,
    );

    await operator.cancel(number, 'お客様のご依頼');
    const refunded = await status(shopper.client, number);
    expect(refunded).toMatchObject({
      available: false,
      refusal: { code: 'refunded', message: '返金済みのご注文のため、領収書は発行できません。' },
      invoice_available: false,
    });
    // Even a re-issue is refused now.
    const again = await download(shopper, number, waiting.defaults);
    expect([again.status, JSON.parse(new TextDecoder().decode(again.bytes))]).toEqual([409, { message: refunded.refusal?.message }]);
    const noInvoice = await fetchBytes(shopper.client, 'GET', invoicePath(number));
    expect([noInvoice.status, JSON.parse(new TextDecoder().decode(noInvoice.bytes))]).toEqual([
      409,
      { message: '返金済みのご注文のため、請求書は発行できません。' },
    ]);
  }, 60_000);

  it('a cancelled card order gets no receipt; a card order no invoice', async () => {
    const { shopper, number } = await placedOrder(server, f);
    expect((await fetchBytes(shopper.client, 'GET', invoicePath(number))).status).toBe(409);
    await operator.cancel(number);
    const cancelled = await status(shopper.client, number);
    expect(cancelled.refusal).toEqual({ code: 'cancelled', message: 'キャンセルされたご注文のため、領収書は発行できません。' });
    const refused = await download(shopper, number, cancelled.defaults);
    expect([refused.status, JSON.parse(new TextDecoder().decode(refused.bytes))]).toEqual([409, { message: cancelled.refusal?.message }]);
  }, 60_000);
});
