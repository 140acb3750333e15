/**
 * After a passed 3-D Secure check the order's payment is authorised (issue #29, item 2): the account's
 * order page, the confirmation mail and the operator's `show` say オーソリ済み, never 本人認証待ち, and
 * shipping captures the amount at the gateway (a payment left as "pending challenge" was never captured).
 */
import { PAYMENT_STATUS_LABELS } from '@shop/order-domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdminCommand, type AdminDeps } from '../../src/admin/commands.ts';
import { createProductFixture, type ProductFixture } from '../cart/fixtures.ts';
import {
  addToCart,
  answerChallenge,
  cardToken,
  mailsTo,
  newShopper,
  operatorDeps,
  orderBody,
  placeOrder,
  TEST_CARD_NUMBERS,
  type PlacedBody,
} from '../orders/support.ts';
import { startTestServer, type TestServer } from '../support/server.ts';

let server: TestServer;
let f: ProductFixture;
let deps: AdminDeps;

beforeAll(async () => {
  server = await startTestServer();
  f = await createProductFixture(server.db, { stock: 50, price: 1000 });
  deps = operatorDeps(server);
});
afterAll(() => server.close());

const gatewayStatus = async (orderNumber: string) =>
  (await server.db.query<{ status: string }>('select status from sandbox_gateway_charges where order_number = $1', [orderNumber]))[0]
    ?.status;

describe('3-D Secure passed', () => {
  it('the payment reads as authorised on the order page, in the mail and in `show`; shipping captures it', async () => {
    const shopper = await newShopper(server);
    await addToCart(shopper, f.skus.white[0], 1);
    const placed = await placeOrder(
      shopper,
      await orderBody(server, shopper, { card: await cardToken(server, shopper, TEST_CARD_NUMBERS.challenge) }),
    );
    expect(placed.status, placed.text).toBe(201);
    const { number } = placed.json.data;
    expect(placed.json.data.payment.status).toBe('pending_challenge');

    const token = await answerChallenge(server, placed.json.next.url ?? '', 'authenticate');
    const bridged = await shopper.client.post<PlacedBody>(`/api/checkout/bridge/${token}`, {});
    expect(bridged.status, bridged.text).toBe(200);
    expect(bridged.json.data.payment.status).toBe('authorized');

    // The account's order page.
    const page = await shopper.client.get<{ data: PlacedBody['data'] & { payment: { status_label: string } } }>(`/api/orders/${number}`);
    expect(page.status, page.text).toBe(200);
    expect([page.json.data.payment.status, page.json.data.payment.status_label]).toEqual(['authorized', PAYMENT_STATUS_LABELS.authorized]);

    // The confirmation mail, sent once the check passed.
    const mails = await mailsTo(server.db, shopper.customer.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.body).not.toContain('本人認証待ち');

    // The operator's view.
    const shown = await runAdminCommand(['show', number], deps);
    const paymentLine = shown.output.split('\n').find((line) => line.startsWith('payment: '));
    expect(paymentLine).toContain(PAYMENT_STATUS_LABELS.authorized);
    expect(paymentLine).not.toContain('本人認証待ち');

    // Shipping takes the money at the gateway.
    expect(await gatewayStatus(number)).toBe('authorized');
    expect((await runAdminCommand(['ship', number, '--carrier', '1'], deps)).code).toBe(0);
    expect(await gatewayStatus(number)).toBe('captured');
  });
});
