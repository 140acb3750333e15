/**
 * The operator's command line (`npm run admin`), as `runAdminCommand` runs it on a real database
 * with orders placed over HTTP: listing, showing, every transition, the refusals and the usage.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdminCommand, type AdminDeps } from '../../src/admin/commands.ts';
import { createProductFixture, type ProductFixture } from '../cart/fixtures.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { mailsTo, placedOrder, stockOf, operatorDeps } from '../orders/support.ts';

let server: TestServer;
let f: ProductFixture;
let deps: AdminDeps;
const admin = (...args: string[]) => runAdminCommand(args, deps);

beforeAll(async () => {
  server = await startTestServer();
  f = await createProductFixture(server.db, { stock: 50, price: 1000 });
  deps = operatorDeps(server);
});
afterAll(() => server.close());

const anOrder = (options: Parameters<typeof placedOrder>[2] = {}) => placedOrder(server, f, options);

describe('npm run admin', () => {
  it('lists orders newest first with status, customer, payment and total, and filters by status', async () => {
    const older = await anOrder({ method: 'bank_transfer' });
    const newer = await anOrder();
    const all = await admin('orders', '--limit', '50');
    expect(all.code).toBe(0);
    const lines = all.output.split('\n');
    expect(lines[0]).toMatch(/^number\s+status\s+placed \(JST\)\s+customer\s+payment\s+total$/);
    const rowOf = (number: string) => lines.findIndex((line) => line.startsWith(number));
    expect(rowOf(newer.number)).toBeGreaterThan(0);
    expect(rowOf(newer.number)).toBeLessThan(rowOf(older.number));
    expect(lines[rowOf(older.number)]).toMatch(/入金待ち awaiting_payment .* 銀行振込 +¥[\d,]+$/);
    expect(lines[rowOf(older.number)]).toContain(older.shopper.customer.email);
    const waiting = await admin('orders', '--status', 'awaiting_payment', '--limit', '50');
    expect(waiting.output).toContain(older.number);
    expect(waiting.output).not.toContain(newer.number);
  });

  it('shows one order: address, payment, lines, totals with the tax they contain, history', async () => {
    const { number } = await anOrder({ production: true });
    const shown = await admin('show', number);
    expect(shown.code).toBe(0);
    expect(shown.output).toContain(`${number}  受付 (received)`);
    expect(shown.output).toMatch(/payment: クレジットカード VISA \*\*\*\*4242 /);
    expect(shown.output).toMatch(/内消費税 ¥[\d,]+\)/);
    expect(shown.output).toMatch(new RegExp(`${number}-1 `));
    expect(shown.output).toMatch(/history:\n {2}\d{4}-\d\d-\d\d \d\d:\d\d {2}受付/);
  });

  it('confirms a bank transfer, then takes a print order through data check and production, ships it by Yamato with the link, delivers it', async () => {
    const { shopper, number } = await anOrder({ method: 'bank_transfer', production: true });
    expect(await admin('confirm-payment', number)).toEqual({ code: 0, output: `${number}: 受付 (received)` });
    expect((await admin('start-check', number)).output).toBe(`${number}: データ確認中 (data_check)`);
    expect((await admin('start-production', number)).output).toBe(`${number}: 製作中 (in_production)`);
    const shipped = await admin('ship', number, '--carrier', '1', '--tracking', '1234-5678-9012');
    expect(shipped).toEqual({
      code: 0,
      output: `${number}: 発送済み (shipped) (https://toi.kuronekoyamato.co.jp/cgi-bin/tneko?number01=123456789012)`,
    });
    expect((await mailsTo(server.db, shopper.customer.email)).at(-1)?.body).toContain('number01=123456789012');
    expect((await admin('deliver', number)).output).toBe(`${number}: 配達完了 (delivered)`);
    // The customer sees what the operator did.
    const seen = await shopper.client.get<{ data: { status: string; tracking_url: string | null } }>(`/api/orders/${number}`);
    expect(seen.json.data).toMatchObject({
      status: 'delivered',
      tracking_url: 'https://toi.kuronekoyamato.co.jp/cgi-bin/tneko?number01=123456789012',
    });
    // Each step is in the audit log, by the command line, with the status before and after.
    const audited = await server.db.query(
      `select actor, action, before, after from audit_log where target_type = 'order' and target_id = $1 order by id`,
      [number],
    );
    expect(audited).toEqual([
      { actor: 'cli', action: 'order.confirm_payment', before: { status: 'awaiting_payment' }, after: { status: 'received' } },
      { actor: 'cli', action: 'order.start_data_check', before: { status: 'received' }, after: { status: 'data_check' } },
      { actor: 'cli', action: 'order.start_production', before: { status: 'data_check' }, after: { status: 'in_production' } },
      {
        actor: 'cli',
        action: 'order.ship',
        before: { status: 'in_production' },
        after: { status: 'shipped', carrier: 1, tracking_number: '1234-5678-9012' },
      },
      { actor: 'cli', action: 'order.deliver', before: { status: 'shipped' }, after: { status: 'delivered' } },
    ]);
  });

  it('cancels an order: stock comes back; a second cancel and a transition out of order are refused with exit code 1', async () => {
    const before = await stockOf(server.db, f.skus.white[0]);
    const { number } = await anOrder();
    expect(await stockOf(server.db, f.skus.white[0])).toBe(before - 2);
    expect((await admin('cancel', number)).output).toBe(`${number}: キャンセル (cancelled)`);
    expect(await stockOf(server.db, f.skus.white[0])).toBe(before);
    const again = await admin('cancel', number);
    expect(again.code).toBe(1);
    expect(again.output).toMatch(new RegExp(`^${number}: .+`));
    const other = await anOrder();
    const early = await admin('deliver', other.number);
    expect(early.code).toBe(1);
  });

  it('ships with another carrier without a link, and refuses a ship without a carrier as usage (exit 2)', async () => {
    const { number } = await anOrder();
    expect((await admin('ship', number)).code).toBe(2);
    expect((await admin('ship', number, '--carrier', 'x')).code).toBe(2);
    expect(await admin('ship', number, '--carrier', '7', '--tracking', 'AB-1')).toEqual({
      code: 0,
      output: `${number}: 発送済み (shipped) (その他の配送業者 AB-1)`,
    });
  });

  it('answers unknown orders, commands, options and statuses without throwing', async () => {
    expect(await admin('show', 'PF-2026-999999')).toEqual({ code: 1, output: 'no order PF-2026-999999' });
    expect((await admin('deliver', 'PF-2026-999999')).output).toBe('PF-2026-999999: no such order');
    expect((await admin('bogus')).code).toBe(2);
    expect((await admin('orders', '--nope')).code).toBe(2);
    expect((await admin('orders', '--limit', '0')).code).toBe(2);
    expect((await admin('orders', '--status', 'lost')).code).toBe(1);
    expect((await admin('show')).code).toBe(2);
    expect((await admin('show', 'a', 'b')).code).toBe(2);
    expect(await admin('help')).toMatchObject({ code: 0, output: expect.stringContaining('usage: npm run admin') });
    expect((await admin()).code).toBe(2);
  });
});
