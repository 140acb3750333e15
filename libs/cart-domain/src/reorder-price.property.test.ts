/**
 * A reorder's price against an independent reading of spec §9 (not through cart-domain): per piece
 * (base price + Σ prints (lowest tier reached by the total quantity × max(1, plates) + extra print
 * charge) + wrapping charge) × quantity, plus colour change charge × 1 per print whose inks change,
 * plus each print's new plates once (when the plates were not kept); never a data production fee. The priced cart reorder's `reorderSubtotal` is the same.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { yen } from './money.ts';
import { priceReorder } from './reorder-price.ts';
import { reorderSubtotal } from './subtotals.ts';

const money = fc.integer({ min: 0, max: 20_000 });
const tiers = fc.array(fc.record({ minQuantity: fc.integer({ min: 1, max: 120 }), charge: money }), { minLength: 1, maxLength: 5 });
const lineArb = fc.record({
  basePrice: money,
  wrappingCharge: fc.constantFrom(0, 55, 110, 220),
  quantity: fc.integer({ min: 1, max: 60 }),
});
const inputArb = fc.record({
  groups: fc.array(fc.array(lineArb, { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 3 }),
  prints: fc.array(
    fc.record({
      tiers,
      extra: fc.integer({ min: 0, max: 200 }),
      plates: fc.integer({ min: 0, max: 6 }),
      inksChanged: fc.boolean(),
      newPlates: fc.option(money),
    }),
    { maxLength: 4 },
  ),
  colorChangeCharge: money,
  minQuantity: fc.integer({ min: 1, max: 40 }),
});

describe('priceReorder (property)', () => {
  it('is spec §9 read plainly, and agrees with reorderSubtotal', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const result = priceReorder({
          groups: input.groups.map((g) =>
            g.map((l) => ({ basePrice: yen(l.basePrice), wrappingCharge: yen(l.wrappingCharge), quantity: l.quantity })),
          ),
          prints: input.prints.map((p) => ({
            category: {
              printCharges: p.tiers.map((t) => ({ minQuantity: t.minQuantity, charge: yen(t.charge) })),
              extraPrintCharge: yen(p.extra),
            },
            plates: p.plates,
            inksChanged: p.inksChanged,
            ...(p.newPlates === null ? {} : { plateCharge: yen(p.newPlates) }),
          })),
          colorChangeCharge: yen(input.colorChangeCharge),
          minQuantity: input.minQuantity,
        });
        // The oracle.
        const lines = input.groups.flat();
        let total = 0;
        for (const l of lines) total += l.quantity;
        if (total < input.minQuantity) {
          expect(result).toEqual({ ok: false, error: { type: 'below_minimum_quantity', minQuantity: input.minQuantity } });
          return;
        }
        let perPiece = 0;
        for (const p of input.prints) {
          const reached = p.tiers.filter((t) => t.minQuantity <= total).map((t) => t.charge);
          if (reached.length === 0) {
            expect(result.ok).toBe(false);
            return;
          }
          perPiece += Math.min(...reached) * Math.max(1, p.plates) + p.extra;
        }
        let expected = 0;
        for (const l of lines) expected += (l.basePrice + perPiece + l.wrappingCharge) * l.quantity;
        let plates = 0;
        for (const p of input.prints) {
          if (p.inksChanged) expected += input.colorChangeCharge;
          plates += p.newPlates ?? 0;
        }
        expected += plates;
        expect(result.ok).toBe(true);
        if (!result.ok) return;
        expect(result.value.charges.total).toBe(expected);
        expect(result.value.charges.plateCharges).toBe(plates);
        expect(result.value.charges.dataProductionFees).toBe(0);
        expect(reorderSubtotal(result.value)).toBe(expected);
      }),
      { numRuns: 1000 },
    );
  }, 30_000); // 1,000 runs: about 2 s alone, longer on a loaded machine
});
