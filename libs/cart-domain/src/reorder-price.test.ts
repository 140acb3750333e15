import { describe, expect, it } from 'vitest';
import { yen } from './money.ts';
import { plateKeeping, priceReorder, reorderQuantity, reorderTotal } from './reorder-price.ts';
import { reorderSubtotal } from './subtotals.ts';

const silk = {
  printCharges: [
    { minQuantity: 1, charge: yen(880) },
    { minQuantity: 10, charge: yen(550) },
    { minQuantity: 30, charge: yen(385) },
  ],
  extraPrintCharge: yen(0),
};
const line = (basePrice: number, quantity: number, wrappingCharge = 0) => ({
  basePrice: yen(basePrice),
  wrappingCharge: yen(wrappingCharge),
  quantity,
});

describe('priceReorder', () => {
  it('charges the tier of the whole quantity × plates per piece, and no plates or data fee while the plates are kept', () => {
    const result = priceReorder({
      groups: [[line(1000, 20)], [line(1200, 10)]],
      prints: [{ category: silk, plates: 2, inksChanged: false }],
      colorChangeCharge: yen(2200),
      minQuantity: 10,
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    // 30 pieces → the 385 tier, × 2 plates
    expect(result.value.printChargePerPiece).toBe(770);
    expect(result.value.charges).toMatchObject({
      quantity: 30,
      garments: 32_000,
      printCharges: 23_100,
      plateCharges: 0,
      dataProductionFees: 0,
      colorChangeCharges: 0,
      total: 55_100,
    });
    expect(result.value.cartReorderPrints).toEqual([
      { printCharge: 770, colorChangeCharge: 2200, colorChangeFrequency: 0, plateCharge: 0 },
    ]);
  });

  it('charges new plates once when the plates were not kept, and still no data fee', () => {
    const result = priceReorder({
      groups: [[line(1000, 30)]],
      prints: [{ category: silk, plates: 2, inksChanged: false, plateCharge: yen(8800) }],
      colorChangeCharge: yen(2200),
      minQuantity: 10,
    });
    if (!result.ok) throw new Error('refused');
    expect(result.value.charges).toMatchObject({ plateCharges: 8800, dataProductionFees: 0, total: 30 * (1000 + 770) + 8800 });
    expect(reorderSubtotal(result.value)).toBe(result.value.charges.total);
  });

  it('adds the colour change charge once per print whose inks change', () => {
    const result = priceReorder({
      groups: [[line(1000, 10, 110)]],
      prints: [
        { category: silk, plates: 1, inksChanged: true },
        { category: silk, plates: 1, inksChanged: false },
      ],
      colorChangeCharge: yen(2200),
      minQuantity: 10,
    });
    if (!result.ok) throw new Error('refused');
    expect(result.value.charges.colorChangeCharges).toBe(2200);
    expect(result.value.charges.wrapping).toBe(1100);
    expect(result.value.charges.total).toBe(10 * (1000 + 110 + 550 + 550) + 2200);
  });

  it('refuses below the method minimum and without a tier', () => {
    expect(priceReorder({ groups: [[line(1000, 5)]], prints: [], colorChangeCharge: yen(0), minQuantity: 10 })).toEqual({
      ok: false,
      error: { type: 'below_minimum_quantity', minQuantity: 10 },
    });
    expect(priceReorder({ groups: [], prints: [], colorChangeCharge: yen(0), minQuantity: 1 }).ok).toBe(false);
    const tiersFrom50 = { printCharges: [{ minQuantity: 50, charge: yen(100) }], extraPrintCharge: yen(0) };
    expect(
      priceReorder({
        groups: [[line(1000, 20)]],
        prints: [{ category: tiersFrom50, plates: 1, inksChanged: false }],
        colorChangeCharge: yen(0),
        minQuantity: 1,
      }),
    ).toEqual({ ok: false, error: { type: 'no_print_charge_tier' } });
  });

  it('agrees with reorderSubtotal of the cart reorder it makes', () => {
    const result = priceReorder({
      groups: [[line(990, 12, 55)], [line(1490, 3)]],
      prints: [{ category: silk, plates: 3, inksChanged: true }],
      colorChangeCharge: yen(2200),
      minQuantity: 10,
    });
    if (!result.ok) throw new Error('refused');
    expect(reorderSubtotal({ ...result.value, cartReorderPrints: result.value.cartReorderPrints })).toBe(result.value.charges.total);
    expect(reorderTotal(result.value).total).toBe(result.value.charges.total);
    expect(reorderQuantity([[line(1, 2)], [line(1, 3)]])).toBe(5);
  });
});

describe('plateKeeping', () => {
  const orderedAt = Date.parse('2026-03-01T05:00:00Z'); // 14:00 JST
  it('keeps silk-screen plates plateKeepDays from the order', () => {
    const kept = plateKeeping({ orderedAt, plateKeepDays: 365, keepsPlates: true, now: orderedAt + 364 * 86_400_000 });
    expect(kept).toEqual({ keptUntil: '2027-03-01', expiresAt: orderedAt + 365 * 86_400_000, expired: false });
    expect(plateKeeping({ orderedAt, plateKeepDays: 365, keepsPlates: true, now: orderedAt + 365 * 86_400_000 }).expired).toBe(true);
  });
  it('dates the end in shop time', () => {
    const lateEvening = Date.parse('2026-03-01T16:00:00Z'); // 01:00 JST on 2 March
    expect(plateKeeping({ orderedAt: lateEvening, plateKeepDays: 1, keepsPlates: true, now: lateEvening }).keptUntil).toBe('2026-03-03');
  });
  it('expires at once with 0 days', () => {
    expect(plateKeeping({ orderedAt, plateKeepDays: 0, keepsPlates: true, now: orderedAt }).expired).toBe(true);
  });
  it('never expires without plates', () => {
    expect(plateKeeping({ orderedAt, plateKeepDays: 0, keepsPlates: false, now: orderedAt + 10 * 365 * 86_400_000 })).toEqual({
      keptUntil: null,
      expiresAt: null,
      expired: false,
    });
  });
});
