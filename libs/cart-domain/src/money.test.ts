import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addYen, consumptionTaxIncluded, multiplyYen, sumYen, yen } from './money.ts';

describe('yen', () => {
  it.each([0, 1, 1980, -500, Number.MAX_SAFE_INTEGER])('accepts the safe integer %d', (amount) => {
    expect(yen(amount)).toBe(amount);
  });

  it.each([Number.NaN, 0.5, 1980.1, Number.POSITIVE_INFINITY, Number.MAX_SAFE_INTEGER + 1])(
    'refuses %d with a RangeError: money is whole yen',
    (amount) => {
      expect(() => yen(amount)).toThrow(RangeError);
    },
  );

  it('turns -0 into 0', () => {
    expect(Object.is(yen(-0), 0)).toBe(true);
  });
});

describe('yen arithmetic', () => {
  it('adds two amounts', () => {
    expect(addYen(yen(1500), yen(300))).toBe(1800);
  });

  it.each([
    [[], 0],
    [[1500], 1500],
    [[1500, 300, 200], 2000],
  ])('sums %j to %d', (amounts, total) => {
    expect(sumYen(amounts.map(yen))).toBe(total);
  });

  it('multiplies an amount by a quantity', () => {
    expect(multiplyYen(yen(1800), 3)).toBe(5400);
  });

  it.each([0.5, Number.NaN])('refuses to multiply by the non-whole quantity %d', (quantity) => {
    expect(() => multiplyYen(yen(100), quantity)).toThrow(RangeError);
  });

  it('refuses a product beyond safe integers', () => {
    expect(() => multiplyYen(yen(Number.MAX_SAFE_INTEGER), 2)).toThrow(RangeError);
  });
});

describe('consumptionTaxIncluded', () => {
  it.each([
    // total, rate, tax contained: floor(total × rate / (100 + rate))
    [1100, 10, 100],
    [1099, 10, 99], // 99.909… rounded down
    [1, 10, 0],
    [0, 10, 0],
    [20_000, 10, 1818], // 1818.18…
    [1080, 8, 80], // reduced rate
    [1079, 8, 79], // 79.925… rounded down
    [5000, 0, 0],
  ])('the tax in a %d yen total at %d %% is %d yen (rounded down)', (total, rate, tax) => {
    expect(consumptionTaxIncluded(yen(total), rate)).toBe(tax);
  });

  it('uses the 10 % standard rate by default', () => {
    expect(consumptionTaxIncluded(yen(11_000))).toBe(1000);
  });

  it('stays exact for totals whose product with the rate exceeds 2^53', () => {
    const total = yen(Number.MAX_SAFE_INTEGER); // 9007199254740991
    expect(consumptionTaxIncluded(total)).toBe(Number((9007199254740991n * 10n) / 110n));
  });

  it.each([
    [-1, 10],
    [1000, -1],
    [1000, 2.5],
  ])('refuses total %d at rate %d', (total, rate) => {
    expect(() => consumptionTaxIncluded(yen(total), rate)).toThrow(RangeError);
  });

  it('is the largest whole yen not above the exact tax total × 10 / 110', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (total) => {
        const tax = consumptionTaxIncluded(yen(total));
        // integers only: tax ≤ total × 10 / 110 < tax + 1
        expect(110 * tax).toBeLessThanOrEqual(10 * total);
        expect(10 * total).toBeLessThan(110 * (tax + 1));
      }),
    );
  });
});
