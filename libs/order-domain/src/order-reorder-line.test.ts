import { reorderSubtotal, yen } from '@shop/cart-domain';
import { describe, expect, it } from 'vitest';
import { orderLeadDays } from './delivery-date.ts';
import { lineCharges, orderTotals, type OrderReorderLine } from './order-totals.ts';

const reorder: OrderReorderLine = {
  kind: 'reorder',
  leadDays: 8,
  reorder: {
    cartReorderItemGroups: [
      { cartReorderItems: [{ basePrice: yen(1000), printCharge: yen(550), wrappingCharge: yen(110), quantity: 10 }] },
    ],
    cartReorderPrints: [{ colorChangeCharge: yen(2200), colorChangeFrequency: 1 }],
  },
};

describe('a reorder line of an order', () => {
  it('is charged its reorder subtotal, by part, without plates', () => {
    expect(lineCharges(reorder)).toEqual({
      quantity: 10,
      garments: 10_000,
      wrapping: 1100,
      printCharges: 5500,
      plateCharges: 0,
      dataProductionFees: 0,
      colorChangeCharges: 2200,
      total: reorderSubtotal(reorder.reorder),
    });
    expect(orderTotals([reorder], { shippingFee: yen(880) })).toMatchObject({ goodsTotal: 18_800, shippingFee: 880, total: 19_680 });
  });
  it('counts its method lead days', () => {
    expect(orderLeadDays([reorder])).toBe(8);
  });
});
