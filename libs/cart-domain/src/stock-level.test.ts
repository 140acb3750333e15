import { describe, expect, it } from 'vitest';
import { stockLevel } from './stock-level.ts';

describe('stockLevel: sold out below 1, few left up to 10 pieces, in stock above', () => {
  it.each([
    [-1, 'sold_out'],
    [0, 'sold_out'],
    [1, 'few_left'],
    [10, 'few_left'],
    [11, 'in_stock'],
    [500, 'in_stock'],
  ] as const)('%d pieces → %s', (quantity, level) => {
    expect(stockLevel(quantity)).toBe(level);
  });
});
