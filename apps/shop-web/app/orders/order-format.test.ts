import { describe, expect, it } from 'vitest';
import { formatDateTime, formatLongDate } from './order-format.ts';

describe('order dates', () => {
  it('writes a date with its year, and leaves anything else as it is', () => {
    expect(formatLongDate('2027-11-23')).toBe('2027年11月23日');
    expect(formatLongDate('2027-01-05')).toBe('2027年1月5日');
    expect(formatLongDate('soon')).toBe('soon');
  });

  it('writes an instant in shop time (JST)', () => {
    expect(formatDateTime('2026-11-24T15:30:00Z')).toBe('2026年11月25日 00:30');
  });
});
