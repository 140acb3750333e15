/**
 * Ordering a reorder (issues #15 and #32) over real HTTP: priced again at checkout, stock taken and never
 * below zero, new plates when they stopped being kept, refused when the method was withdrawn; and the
 * operator's plate-keep-days command.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { type ProductFixture, setStock } from '../cart/fixtures.ts';
import { operatorService, orderBody, placeOrder, stockOf } from '../orders/support.ts';
import type { TestServer } from '../support/server.ts';
import { useReorderSuite } from './support.ts';

const suite = useReorderSuite();
const { inks, shopperWithDelivered, reorderBody, setPlateKeepDays } = suite;
let server: TestServer;
let f: ProductFixture;
beforeAll(() => {
  ({ server, f } = suite);
});

describe('ordering a reorder', () => {
  it('is priced again at checkout, takes stock, keeps reorder_of, starts with the data check approved and empties the cart entry', async () => {
    const { shopper, number } = await shopperWithDelivered();
    const added = await shopper.client.post<{ data: { id: number } }>('/api/cart_reorders', {
      number,
      ...reorderBody([0, 12, 0], [inks[0]!]),
    });
    expect(added.status, added.text).toBe(201);
    const before = await stockOf(server.db, f.skus.white[1]);
    const body = await orderBody(server, shopper);
    const placed = await placeOrder(shopper, body);
    expect(placed.status, placed.text).toBe(201);
    const line = placed.json.data.lines[0] as {
      kind: string;
      subtotal: number;
      charges: Record<string, number>;
      production: { number: string; reorder_of: string; data_check_status: string; prints: { inks?: string[]; plate_charge: number }[] };
    };
    expect(line.kind).toBe('production');
    expect(line.production).toMatchObject({
      reorder_of: number,
      data_check_status: 'approved',
      prints: [{ inks: ['ブラック'], plate_charge: 0 }],
    });
    expect(line.charges).toMatchObject({ plate_charges: 0, data_production_fees: 0, color_change_charges: f.print.colorChangeCharge });
    expect(line.subtotal).toBe(12 * (1500 + 600) + f.print.colorChangeCharge);
    expect(await stockOf(server.db, f.skus.white[1])).toBe(before - 12);
    const left = await server.db.query('select id from cart_reorders where customer_id = $1', [shopper.customer.id]);
    expect(left).toEqual([]);
    // The new production stays approved through the data check.
    const operator = operatorService(server);
    await operator.startDataCheck(placed.json.data.number);
    const [row] = await server.db.query<{ data_check_status: string }>(
      'select data_check_status from order_productions where number = $1',
      [line.production.number],
    );
    expect(row?.data_check_status).toBe('approved');
  });

  it('is refused out of stock when the stock cannot serve it, and the stock never goes below zero', async () => {
    const { shopper, number } = await shopperWithDelivered();
    expect((await shopper.client.post('/api/cart_reorders', { number, ...reorderBody([0, 0, 10]) })).status).toBe(201);
    await setStock(server.db, [f.skus.white[2]], 3);
    try {
      const quote = await shopper.client.post<{ code: string; lines: { requested: number; available: number }[] }>('/api/checkout/quote', {
        address_id: shopper.addressId,
        delivery_date: null,
        delivery_slot: null,
        payment_method: 'bank_transfer',
      });
      expect(quote.status).toBe(409);
      expect(quote.json.code).toBe('out_of_stock');
      expect(quote.json.lines).toMatchObject([{ requested: 10, available: 3 }]);
      expect(await stockOf(server.db, f.skus.white[2])).toBe(3);
    } finally {
      await setStock(server.db, [f.skus.white[2]], 200);
    }
  });

  it('is priced with new plates at checkout when the plates stopped being kept meanwhile (revision), and refused when its method was withdrawn', async () => {
    const { shopper, number } = await shopperWithDelivered();
    expect((await shopper.client.post('/api/cart_reorders', { number, ...reorderBody([10, 0, 0]) })).status).toBe(201);
    const quoteBody = { address_id: shopper.addressId, delivery_date: null, delivery_slot: null, payment_method: 'bank_transfer' };
    await setPlateKeepDays(0);
    try {
      const quote = await shopper.client.post<{ data: { revision: boolean; charges: Record<string, number> } }>(
        '/api/checkout/quote',
        quoteBody,
      );
      expect(quote.status, quote.text).toBe(200);
      expect(quote.json.data.revision).toBe(true);
      expect(quote.json.data.charges.plate_charges).toBe(f.print.platePrice + f.print.extraPlateCharge);
    } finally {
      await setPlateKeepDays(365);
    }
    await server.db.query('delete from product_print_methods where product_id = $1 and print_method_id = $2', [
      f.productId,
      f.print.methodId,
    ]);
    try {
      const refused = await shopper.client.post<{ message: string }>('/api/checkout/quote', quoteBody);
      expect(refused.status).toBe(409);
      expect(refused.json.message).toContain(`再注文（${number}）`);
    } finally {
      await server.db.query('insert into product_print_methods (product_id, print_method_id) values ($1, $2)', [
        f.productId,
        f.print.methodId,
      ]);
    }
  });
});

describe('the operator command plate-keep-days', () => {
  it('shows and sets the days plates are kept; the list follows it; bad values are usage errors', async () => {
    const { runAdminCommand } = await import('../../src/admin/commands.ts');
    const deps = { db: server.db, config: {} as never, now: Date.now, mailer: {} as never, payments: server.payments };
    const { shopper } = await shopperWithDelivered();
    expect(await runAdminCommand(['plate-keep-days'], deps)).toEqual({ code: 0, output: 'plate_keep_days: 365' });
    expect((await runAdminCommand(['plate-keep-days', 'soon'], deps)).code).toBe(2);
    try {
      expect(await runAdminCommand(['plate-keep-days', '0'], deps)).toEqual({ code: 0, output: 'plate_keep_days: 0' });
      const list = await shopper.client.get<{ data: { plates: string; reorderable: boolean; plates_kept_until: null }[] }>('/api/reorders');
      expect(list.json.data[0]).toMatchObject({ reorderable: true, plates: 'new', plates_kept_until: null });
    } finally {
      await runAdminCommand(['plate-keep-days', '365'], deps);
    }
  });
});
