import { describe, expect, it } from 'vitest';
import { formatCount, formatDecimal } from './numbers.ts';
import { formatYen } from './yen.ts';

// The formatters replace Intl (numbers.ts): their output must stay the one Intl gives for ja-JP.
const VALUES = [
  0, -0, 1, 7, 12, 999, 1000, 1210, -1210, 12345.25, 1234567, 2.5, -2.5, 4.25, 4.35, 4.05, 0.04, -0.04, 0.95, 99.95, 172.5, 1e15,
];

describe('number formatting without Intl', () => {
  it.each(VALUES)('%d reads as Intl.NumberFormat ja-JP does (yen, counts, one decimal, up to one decimal)', (value) => {
    expect(formatYen(value)).toBe(new Intl.NumberFormat('ja-JP', { style: 'currency', currency: 'JPY' }).format(value));
    expect(formatCount(value)).toBe(new Intl.NumberFormat('ja-JP', { maximumFractionDigits: 0 }).format(value));
    expect(formatDecimal(value, 1, 1)).toBe(
      new Intl.NumberFormat('ja-JP', { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value),
    );
    expect(formatDecimal(value, 0, 1)).toBe(new Intl.NumberFormat('ja-JP', { maximumFractionDigits: 1 }).format(value));
    expect(formatDecimal(value, 0, 2)).toBe(new Intl.NumberFormat('ja-JP', { maximumFractionDigits: 2 }).format(value));
  });

  it('rounds the number as written, half away from zero (4.35 → 4.4, −2.5 → −3)', () => {
    expect(formatDecimal(4.35, 1, 1)).toBe('4.4');
    expect(formatYen(-2.5)).toBe('-￥3');
    expect(formatCount(1234567)).toBe('1,234,567');
  });

  it('writes a value that is not a number as it is', () => {
    expect(formatDecimal(Number.NaN, 0, 1)).toBe('NaN');
    expect(formatYen(Number.POSITIVE_INFINITY)).toBe('￥Infinity');
  });
});
