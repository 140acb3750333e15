import { describe, expect, it } from 'vitest';
import { formatYen, priceRange } from './yen.ts';

describe('yen formatting', () => {
  it.each([
    [0, '￥0'],
    [1210, '￥1,210'],
    [1234567, '￥1,234,567'],
  ])('%i yen reads %s', (amount, text) => {
    expect(formatYen(amount)).toBe(text);
  });

  it('finds the price range of a product, or null without SKUs', () => {
    expect(priceRange([1540, 1210, 1870])).toEqual({ min: 1210, max: 1870 });
    expect(priceRange([])).toBeNull();
  });
});
