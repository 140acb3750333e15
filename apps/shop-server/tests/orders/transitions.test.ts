/**
 * The status changes the operator's command line makes, through the order service on a real
 * database: each is recorded with its time, the payment side goes through the gateway port (capture
 * at shipping, void or refund at cancel), stock comes back at cancel, and the customer sees the
 * carrier's tracking link once shipped.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProductFixture, type ProductFixture } from '../cart/fixtures.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { TransitionRefused } from '../../src/orders/order-errors.ts';
import type { OrderService } from '../../src/orders/order-service.ts';
import { mailsTo, operatorService, placedOrder, stockOf } from './support.ts';

let server: TestServer;
let f: ProductFixture;
let operator: OrderService;

beforeAll(async () => {
  server = await startTestServer();
  f = await createProductFixture(server.db, { stock: 50, price: 1000 });
  operator = operatorService(server);
});
afterAll(() => server.close());

const anOrder = (options: Parameters<typeof placedOrder>[2] = {}) => placedOrder(server, f, options);

const chargeStatus = async (number: string) =>
  (await server.db.query<{ status: string }>('select status from sandbox_gateway_charges where order_number = $1', [number]))[0]?.status;

describe('the operator moves orders along', () => {
  it('a print order: data check, production, shipping by Yamato (card captured, mail with the tracking link), delivered; each change recorded', async () => {
    const { shopper, number } = await anOrder({ production: true });
    expect((await operator.startDataCheck(number))?.status).toBe('data_check');
    const inProduction = await operator.startProduction(number);
    expect(inProduction?.status).toBe('in_production');
    expect(inProduction?.lines.flatMap((l) => (l.kind === 'production' ? [l.production.data_check_status] : []))).toEqual(['approved']);
    const shipped = await operator.ship(number, 1, '1234-5678-9012');
    expect(shipped).toMatchObject({
      status: 'shipped',
      carrier: 1,
      carrier_label: 'ヤマト運輸',
      tracking_number: '1234-5678-9012',
      tracking_url: 'https://toi.kuronekoyamato.co.jp/cgi-bin/tneko?number01=123456789012',
      payment: { status: 'captured' },
    });
    expect(await chargeStatus(number)).toBe('captured');
    const mails = await mailsTo(server.db, shopper.customer.email);
    expect(mails.map((m) => m.subject)).toEqual([expect.stringContaining('ご注文受付'), expect.stringContaining('発送のお知らせ')]);
    expect(mails[1]?.body).toContain('https://toi.kuronekoyamato.co.jp/cgi-bin/tneko?number01=123456789012');
    const delivered = await operator.deliver(number);
    expect(delivered?.events.map((e) => e.status)).toEqual(['received', 'data_check', 'in_production', 'shipped', 'delivered']);
    // The customer reads the same order, link included.
    const shown = await shopper.client.get<{ data: { status: string; tracking_url: string } }>(`/api/orders/${number}`);
    expect([shown.json.data.status, shown.json.data.tracking_url]).toEqual(['delivered', shipped?.tracking_url]);
  });

  it('blank garments ship straight from 受付; another carrier gets no link, Japan Post its own', async () => {
    const first = await anOrder();
    expect(await operator.ship(first.number, 4, 'ABC-1')).toMatchObject({
      status: 'shipped',
      carrier_label: 'その他の配送業者',
      tracking_url: null,
    });
    const second = await anOrder();
    expect((await operator.ship(second.number, 2, '1111-2222-3333'))?.tracking_url).toBe(
      'https://trackings.post.japanpost.jp/services/srv/search/direct?reqCodeNo1=111122223333',
    );
  });

  it('refuses what the rules forbid, in Japanese, and changes nothing', async () => {
    const { number } = await anOrder({ production: true });
    await expect(operator.startProduction(number)).rejects.toThrow(TransitionRefused);
    await expect(operator.ship(number, 1, null)).rejects.toThrow('データ確認を済ませてから');
    await expect(operator.deliver(number)).rejects.toThrow('「受付」の注文にはこの操作はできません。');
    await expect(operator.confirmPayment(number)).rejects.toThrow(TransitionRefused);
    expect((await operator.find(number))?.events.map((e) => e.status)).toEqual(['received']);
    expect(await operator.deliver('PF-2026-999999')).toBeUndefined();
  });

  it('a bank transfer confirmed: 入金待ち → 受付, the payment paid; cancelled after that: refunded by hand', async () => {
    const { number } = await anOrder({ method: 'bank_transfer' });
    const received = await operator.confirmPayment(number);
    expect([received?.status, received?.payment.status]).toEqual(['received', 'paid']);
    const cancelled = await operator.cancel(number, '顧客都合');
    expect([cancelled?.status, cancelled?.payment.status]).toEqual(['cancelled', 'refunded']);
  });

  it('cancel before shipping: the stock comes back and the authorisation is voided; after shipping it is refused', async () => {
    const sku = f.skus.white[0];
    const before = await stockOf(server.db, sku);
    const { number } = await anOrder();
    expect(await stockOf(server.db, sku)).toBe(before - 2);
    const cancelled = await operator.cancel(number);
    expect([cancelled?.status, cancelled?.payment.status]).toEqual(['cancelled', 'voided']);
    expect(await chargeStatus(number)).toBe('voided');
    expect(await stockOf(server.db, sku)).toBe(before);
    // Cancelling twice changes nothing more.
    await expect(operator.cancel(number)).rejects.toThrow(TransitionRefused);
    expect(await stockOf(server.db, sku)).toBe(before);

    const shipped = await anOrder();
    await operator.ship(shipped.number, 3, '4000-1234-5678');
    await expect(operator.cancel(shipped.number)).rejects.toThrow(TransitionRefused);
  });
});
