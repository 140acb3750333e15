import { chargeBreakdown, itemSubtotal, productionSubtotal, yen } from '@shop/cart-domain';
import { aProduction, aProductionItem, anItemGroup, aServerItem, aSku, aWrapping } from '@shop/cart-domain/testing';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lineCharges, type OrderLineInput, orderTotals, shippingFeeFor } from './order-totals.ts';

const FEE = yen(880);

const itemLine = (price: number, quantity: number, wrapped = false): OrderLineInput => ({
  kind: 'item',
  item: aServerItem({
    sku: aSku({ price: yen(price) }),
    price: yen(price),
    quantity,
    wrappingId: wrapped ? 1 : null,
    wrappings: [aWrapping()],
  }),
});

describe('orderTotals', () => {
  it('adds items and a production by part, charges shipping below 20,000 yen and states the tax contained', () => {
    // 2 × (1,500 + 300 wrapping) = 3,600; production: 5 × (1,500 + 800) + plate 5,000 + data 2,000 = 18,500
    const lines: OrderLineInput[] = [itemLine(1500, 2, true), { kind: 'production', production: aProduction() }];
    expect(orderTotals(lines, { shippingFee: FEE })).toEqual({
      charges: {
        garments: 10_500,
        wrapping: 600,
        printCharges: 4_000,
        plateCharges: 5_000,
        dataProductionFees: 2_000,
        colorChangeCharges: 0,
      },
      quantity: 7,
      goodsTotal: 22_100,
      shippingFee: 0,
      couponDiscount: 0,
      pointsUsed: 0,
      total: 22_100,
      tax: 2_009,
    });
  });

  it('charges the catalogue fee below the free-shipping minimum, and the tax is floor(total × 10 / 110)', () => {
    expect(orderTotals([itemLine(1210, 1)], { shippingFee: FEE })).toMatchObject({
      goodsTotal: 1210,
      shippingFee: 880,
      total: 2090,
      tax: 190,
    });
  });

  it.each([
    [19_999, 880],
    [20_000, 0],
    [20_001, 0],
  ])('goods of %i yen ship for %i yen', (goods, fee) => {
    expect(shippingFeeFor(yen(goods), FEE)).toBe(fee);
  });

  it('prices a colour change of a production as cart-domain does (charge × frequency)', () => {
    const production = aProduction({ prints: [{ ...aProduction().prints[0]!, colorChangeCharge: yen(1000), colorChangeFrequency: 2 }] });
    expect(lineCharges({ kind: 'production', production })).toEqual(
      chargeBreakdown([{ unitPrice: yen(1500), wrappingCharge: yen(0), quantity: 5 }], production.prints),
    );
    expect(lineCharges({ kind: 'production', production }).colorChangeCharges).toBe(2000);
  });

  it('an empty order has no goods and pays the fee (placing refuses it before)', () => {
    expect(orderTotals([], { shippingFee: FEE })).toMatchObject({ goodsTotal: 0, shippingFee: 880, total: 880, quantity: 0 });
  });
});

describe('orderTotals: properties', () => {
  const line = fc.oneof(
    fc
      .record({ price: fc.integer({ min: 0, max: 50_000 }), quantity: fc.integer({ min: 1, max: 500 }), wrapped: fc.boolean() })
      .map(({ price, quantity, wrapped }) => itemLine(price, quantity, wrapped)),
    fc
      .record({ quantity: fc.integer({ min: 1, max: 300 }), price: fc.integer({ min: 0, max: 10_000 }) })
      .map(({ quantity, price }): OrderLineInput => ({
        kind: 'production',
        production: aProduction({ itemGroups: [anItemGroup({ items: [aProductionItem({ quantity, price: yen(price) })] })] }),
      })),
  );

  it('the goods total is the sum of cart-domain subtotals, the charges add up to it, and the total is integer yen', () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 8 }), fc.integer({ min: 0, max: 5000 }), (lines, fee) => {
        const totals = orderTotals(lines, { shippingFee: yen(fee) });
        const subtotals = lines.map((l) =>
          l.kind === 'item' ? itemSubtotal(l.item) : l.kind === 'production' ? productionSubtotal(l.production) : lineCharges(l).total,
        );
        expect(totals.goodsTotal).toBe(subtotals.reduce((a, b) => a + b, 0));
        expect(Object.values(totals.charges).reduce((a, b) => a + b, 0)).toBe(totals.goodsTotal);
        expect(totals.total).toBe(totals.goodsTotal + totals.shippingFee);
        expect(totals.shippingFee).toBe(totals.goodsTotal >= 20_000 ? 0 : fee);
        expect(Number.isSafeInteger(totals.total) && Number.isSafeInteger(totals.tax)).toBe(true);
        // 内消費税: the largest whole tax t with t × 110 ≤ total × 10
        expect(totals.tax * 110).toBeLessThanOrEqual(totals.total * 10);
        expect((totals.tax + 1) * 110).toBeGreaterThan(totals.total * 10);
      }),
    );
  });
});

describe('orderTotals with a coupon and points', () => {
  it('takes the coupon off the goods, then points off what is left; the tax is contained in what is charged', () => {
    // goods 2 × 1,210 = 2,420 + shipping 880; 10% off the goods = 242; 100 points
    expect(
      orderTotals([itemLine(1210, 2)], {
        shippingFee: FEE,
        coupon: { kind: 'percent', value: 10 },
        points: { requested: 100, balance: 500 },
      }),
    ).toMatchObject({ goodsTotal: 2420, shippingFee: 880, couponDiscount: 242, pointsUsed: 100, total: 2958, tax: 268 });
  });

  it('decides shipping on the goods total before the discount: a coupon never loses the free shipping', () => {
    const totals = orderTotals([itemLine(10_000, 2)], { shippingFee: FEE, coupon: { kind: 'amount', value: 5000 } });
    expect([totals.goodsTotal, totals.shippingFee, totals.couponDiscount, totals.total]).toEqual([20_000, 0, 5000, 15_000]);
  });

  it('caps points at the balance and at what is left to pay; the total never goes below 0', () => {
    expect(orderTotals([itemLine(1000, 1)], { shippingFee: FEE, points: { requested: 9999, balance: 300 } }).pointsUsed).toBe(300);
    const all = orderTotals([itemLine(1000, 1)], {
      shippingFee: FEE,
      coupon: { kind: 'amount', value: 800 },
      points: { requested: 9999, balance: 9999 },
    });
    expect([all.couponDiscount, all.pointsUsed, all.total, all.tax]).toEqual([800, 1080, 0, 0]);
  });

  it('total = goods + shipping − coupon − points, never negative, for any coupon and points', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 30_000 }),
        fc.integer({ min: 1, max: 5 }),
        fc.oneof(
          fc.record({ kind: fc.constant('amount' as const), value: fc.integer({ min: 1, max: 100_000 }) }),
          fc.record({ kind: fc.constant('percent' as const), value: fc.integer({ min: 1, max: 100 }) }),
        ),
        fc.nat(100_000),
        fc.nat(100_000),
        (price, quantity, coupon, requested, balance) => {
          const t = orderTotals([itemLine(price, quantity)], { shippingFee: FEE, coupon, points: { requested, balance } });
          expect(t.total).toBe(t.goodsTotal + t.shippingFee - t.couponDiscount - t.pointsUsed);
          expect(t.total).toBeGreaterThanOrEqual(0);
          expect(t.couponDiscount).toBeLessThanOrEqual(t.goodsTotal);
          expect(t.pointsUsed).toBeLessThanOrEqual(Math.min(requested, balance));
        },
      ),
    );
  });
});
