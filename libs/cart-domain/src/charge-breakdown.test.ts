import { describe, expect, it } from 'vitest';
import { pricePerPiece } from './charge-breakdown.ts';
import { yen } from './money.ts';

describe('price per piece', () => {
  it.each([
    ['divides evenly', 21_450, 10, 2145],
    ['rounds a remainder up to the yen', 21_451, 10, 2146],
    ['is the total for one piece', 3_300, 1, 3300],
    ['counts no pieces as one', 990, 0, 990],
  ])('%s', (_rule, total, quantity, perPiece) => {
    expect(pricePerPiece(yen(total), quantity)).toBe(perPiece);
  });
});
