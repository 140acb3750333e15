import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { consumptionTaxIncluded, yen } from './money.ts';
import { consumptionTaxByRate, type TaxableAmount } from './tax-by-rate.ts';

const at = (amount: number, ratePercent: number): TaxableAmount => ({ amount: yen(amount), ratePercent });

/**
 * The reference, written out apart from the code under test: plain numbers, the totals kept in an
 * object keyed by rate, and the tax as the whole part of total × rate / (100 + rate) taken by
 * subtracting the remainder (no BigInt, no `consumptionTaxIncluded`). Valid while total × rate stays
 * below 2^53, which the generators below keep to.
 */
function referenceTaxByRate(amounts: readonly { amount: number; ratePercent: number }[]) {
  const totals: Record<string, number> = {};
  for (const entry of amounts) totals[String(entry.ratePercent)] = (totals[String(entry.ratePercent)] ?? 0) + entry.amount;
  return Object.keys(totals)
    .map(Number)
    .sort((a, b) => b - a)
    .map((rate) => {
      const total = totals[String(rate)] ?? 0;
      const scaled = total * rate;
      return { ratePercent: rate, total, tax: (scaled - (scaled % (100 + rate))) / (100 + rate) };
    });
}

describe('consumptionTaxByRate', () => {
  it.each<[string, TaxableAmount[], { ratePercent: number; total: number; tax: number }[]]>([
    ['one line at 10 %', [at(1100, 10)], [{ ratePercent: 10, total: 1100, tax: 100 }]],
    [
      'two lines at 10 % are added before rounding (199, not 99 + 99)',
      [at(1099, 10), at(1099, 10)],
      [{ ratePercent: 10, total: 2198, tax: 199 }],
    ],
    [
      'shipping, a coupon and points at 10 %: the tax of what is charged',
      [at(12_870, 10), at(880, 10), at(-1000, 10), at(-300, 10)],
      [{ ratePercent: 10, total: 12_450, tax: 1131 }],
    ],
    [
      'two rates, the higher first, each rounded once',
      [at(1080, 8), at(1099, 10), at(539, 8), at(1, 10)],
      [
        { ratePercent: 10, total: 1100, tax: 100 },
        { ratePercent: 8, total: 1619, tax: 119 },
      ],
    ],
    ['a rate whose amounts add up to zero still shows', [at(500, 10), at(-500, 10)], [{ ratePercent: 10, total: 0, tax: 0 }]],
    ['no amounts, no rates', [], []],
  ])('%s', (_name, amounts, expected) => {
    expect(consumptionTaxByRate(amounts)).toEqual(expected);
  });

  it.each<[string, TaxableAmount[]]>([
    ['a discount larger than what it discounts', [at(500, 10), at(-501, 10)]],
    ['a negative rate', [at(500, -10)]],
    ['a fractional rate', [at(500, 2.5)]],
  ])('refuses %s', (_name, amounts) => {
    expect(() => consumptionTaxByRate(amounts)).toThrow(RangeError);
  });

  const lines = fc.array(fc.record({ amount: fc.integer({ min: 0, max: 10_000_000 }), ratePercent: fc.constantFrom(8, 10) }), {
    maxLength: 40,
  });

  it('agrees with a reference written out independently, for any lines at 8 % and 10 %', () => {
    fc.assert(
      fc.property(lines, (amounts) => {
        expect(consumptionTaxByRate(amounts.map((l) => at(l.amount, l.ratePercent)))).toEqual(referenceTaxByRate(amounts));
      }),
      { numRuns: 500 },
    );
  });

  it('agrees with the reference when discounts come off each rate', () => {
    const withDiscounts = lines.chain((amounts) =>
      fc.tuple(
        fc.constant(amounts),
        // a discount of up to the rate's total, per rate
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 0, max: 100 }),
      ),
    );
    fc.assert(
      fc.property(withDiscounts, ([amounts, share8, share10]) => {
        const total = (rate: number) => amounts.filter((l) => l.ratePercent === rate).reduce((sum, l) => sum + l.amount, 0);
        const discounts = [
          { amount: -Math.floor((total(8) * share8) / 100), ratePercent: 8 },
          { amount: -Math.floor((total(10) * share10) / 100), ratePercent: 10 },
        ].filter((d) => total(d.ratePercent) > 0);
        const all = [...amounts, ...discounts];
        expect(consumptionTaxByRate(all.map((l) => at(l.amount, l.ratePercent)))).toEqual(referenceTaxByRate(all));
      }),
      { numRuns: 300 },
    );
  });

  it('rounds once per rate: never below the lines rounded one by one, and less than one yen per line above', () => {
    fc.assert(
      fc.property(lines, (amounts) => {
        for (const { ratePercent, tax } of consumptionTaxByRate(amounts.map((l) => at(l.amount, l.ratePercent)))) {
          const ofRate = amounts.filter((l) => l.ratePercent === ratePercent);
          const perLine = ofRate.reduce((sum, l) => sum + consumptionTaxIncluded(yen(l.amount), ratePercent), 0);
          expect(tax).toBeGreaterThanOrEqual(perLine);
          expect(tax - perLine).toBeLessThan(Math.max(1, ofRate.length));
        }
      }),
    );
  });

  it('does not depend on the order of the lines or on how a line is split', () => {
    fc.assert(
      fc.property(lines, fc.nat(), (amounts, seed) => {
        const result = consumptionTaxByRate(amounts.map((l) => at(l.amount, l.ratePercent)));
        const reversed = [...amounts].reverse();
        const split = reversed.flatMap((l) => {
          const part = l.amount === 0 ? 0 : seed % l.amount;
          return [at(part, l.ratePercent), at(l.amount - part, l.ratePercent)];
        });
        expect(consumptionTaxByRate(split)).toEqual(result);
      }),
    );
  });
});
