import { chargeBreakdown, itemSubtotal, productionSubtotal, yen } from '@shop/cart-domain';
import { aProduction, aProductionItem, anItemGroup, aServerItem, aSku, aWrapping } from '@shop/cart-domain/testing';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lineCharges, type OrderLineInput, orderTotals, shippingFeeFor } from './order-totals.ts';

const FEE = yen(880);

const itemLine = (price: number, quantity: number, wrapped = false): OrderLineInput => ({
  kind: 'item',
  item: aServerItem({ sku: aSku({ price: yen(price) }), price: yen(price), quantity, wrappingId: wrapped ? 1 : null, wrappings: [aWrapping()] }),
});

describe('orderTotals', () => {
  it('adds items and a production by part, charges shipping below 20,000 yen and states the tax contained', () => {
    // 2 × (1,500 + 300 wrapping) = 3,600; production: 5 × (1,500 + 800) + plate 5,000 + data 2,000 = 18,500
    const lines: OrderLineInput[] = [itemLine(1500, 2, true), { kind: 'production', production: aProduction() }];
    expect(orderTotals(lines, { shippingFee: FEE })).toEqual({
      charges: { garments: 10_500, wrapping: 600, printCharges: 4_000, plateCharges: 5_000, dataProductionFees: 2_000, colorChangeCharges: 0 },
      quantity: 7,
      goodsTotal: 22_100,
      shippingFee: 0,
      total: 22_100,
      tax: 2_009,
    });
  });

  it('charges the catalogue fee below the free-shipping minimum, and the tax is floor(total × 10 / 110)', () => {
    expect(orderTotals([itemLine(1210, 1)], { shippingFee: FEE })).toMatchObject({ goodsTotal: 1210, shippingFee: 880, total: 2090, tax: 190 });
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
    expect(lineCharges({ kind: 'production', production })).toEqual(chargeBreakdown(
      [{ unitPrice: yen(1500), wrappingCharge: yen(0), quantity: 5 }],
      production.prints,
    ));
    expect(lineCharges({ kind: 'production', production }).colorChangeCharges).toBe(2000);
  });

  it('an empty order has no goods and pays the fee (placing refuses it before)', () => {
    expect(orderTotals([], { shippingFee: FEE })).toMatchObject({ goodsTotal: 0, shippingFee: 880, total: 880, quantity: 0 });
  });
});

describe('orderTotals: properties', () => {
  const line = fc.oneof(
    fc.record({ price: fc.integer({ min: 0, max: 50_000 }), quantity: fc.integer({ min: 1, max: 500 }), wrapped: fc.boolean() }).map(
      ({ price, quantity, wrapped }) => itemLine(price, quantity, wrapped),
    ),
    fc.record({ quantity: fc.integer({ min: 1, max: 300 }), price: fc.integer({ min: 0, max: 10_000 }) }).map(
      ({ quantity, price }): OrderLineInput => ({
        kind: 'production',
        production: aProduction({ itemGroups: [anItemGroup({ items: [aProductionItem({ quantity, price: yen(price) })] })] }),
      }),
    ),
  );

  it('the goods total is the sum of cart-domain subtotals, the charges add up to it, and the total is integer yen', () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 8 }), fc.integer({ min: 0, max: 5000 }), (lines, fee) => {
        const totals = orderTotals(lines, { shippingFee: yen(fee) });
        const subtotals = lines.map((l) => (l.kind === 'item' ? itemSubtotal(l.item) : productionSubtotal(l.production)));
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
