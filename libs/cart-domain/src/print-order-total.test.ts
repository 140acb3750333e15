import { describe, expect, it } from 'vitest';
import { yen } from './money.ts';
import { printOrderTotal } from './print-order-total.ts';
import { aStoredPrint, aStoredPrintOrder } from './testing/index.ts';

describe('printOrderTotal', () => {
  it('adds garments, per-piece print charges, plate charge and data production fee', () => {
    // 10 × 1,500 garments; 10 × 600 print; 5,000 short-term plate; 2,000 data fee
    expect(printOrderTotal(aStoredPrintOrder())).toEqual({
      quantity: 10,
      garments: 15_000,
      wrapping: 0,
      printCharges: 6000,
      plateCharges: 5000,
      dataProductionFees: 2000,
      colorChangeCharges: 0,
      total: 28_000,
    });
  });

  it('charges wrapping per piece, every print on every piece, and colour changes × frequency', () => {
    const order = aStoredPrintOrder({
      isRepeatable: true,
      selectedColors: [
        { colorId: 21, sizes: [{ skuId: 1101, quantity: 4, sku: { price: yen(1500) }, wrappingCharge: yen(300), wrappingId: 1 }] },
        {
          colorId: 22,
          sizes: [
            { skuId: 1201, quantity: 3, sku: { price: yen(1700) }, wrappingCharge: yen(0), wrappingId: null },
            { skuId: 1202, quantity: 3, sku: { price: yen(1700) }, wrappingCharge: yen(0), wrappingId: null },
          ],
        },
      ],
      prints: [
        aStoredPrint({ plates: 2, colorChangeFrequency: 1 }),
        aStoredPrint({ printCharge: yen(400), extraPrintCharge: yen(50), extraPlateCharge: yen(1000), colorChangeFrequency: 2 }),
      ],
      printMethod: { id: 51, slug: 'silkscreen', colorChangeCharge: yen(800) },
    });
    expect(printOrderTotal(order)).toEqual({
      quantity: 10,
      garments: 4 * 1500 + 6 * 1700, // 16,200
      wrapping: 4 * 300, // 1,200
      printCharges: 10 * (600 * 2 + (400 + 50)), // 16,500
      plateCharges: 3000 * 2 + (3000 + 1000), // repeatable: plate price; 10,000
      dataProductionFees: 4000,
      colorChangeCharges: 800 * 3, // 2,400
      total: 17_400 + 16_500 + 10_000 + 4000 + 2400,
    });
  });
});
