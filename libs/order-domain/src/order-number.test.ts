import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatOrderNumber, formatProductionNumber, parseOrderNumber, parseProductionNumber } from './order-number.ts';

describe('order numbers', () => {
  it.each([
    [{ year: 2026, sequence: 123 }, 'PF-2026-000123'],
    [{ year: 2026, sequence: 1 }, 'PF-2026-000001'],
    [{ year: 2027, sequence: 999_999 }, 'PF-2027-999999'],
    [{ year: 2031, sequence: 1_234_567 }, 'PF-2031-1234567'],
  ])('%o is written %s', (parts, text) => {
    expect(formatOrderNumber(parts)).toBe(text);
    expect(parseOrderNumber(text)).toEqual({ ok: true, value: parts });
  });

  it.each([
    'pf-2026-000123',
    'PF-2026-123',
    'PF-26-000123',
    'PF-2026-000000',
    ' PF-2026-000123',
    'PF-2026-000123-1',
    'PF-2026-0001234',
    '',
  ])('%j is not an order number', (text) => {
    expect(parseOrderNumber(text)).toEqual({ ok: false, error: { type: 'malformed_number' } });
  });

  it.each([
    { year: 999, sequence: 1 },
    { year: 2026, sequence: 0 },
    { year: 2026, sequence: 1.5 },
  ])('formatting %o is a bug (RangeError)', (parts) => {
    expect(() => formatOrderNumber(parts)).toThrow(RangeError);
  });

  it('every number reads back as the parts it was written from', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1000, max: 9999 }), fc.integer({ min: 1, max: 10 ** 12 }), (year, sequence) => {
        expect(parseOrderNumber(formatOrderNumber({ year, sequence }))).toEqual({ ok: true, value: { year, sequence } });
      }),
    );
  });
});

describe('production numbers', () => {
  it('the first production of PF-2026-000123 is PF-2026-000123-1, and reads back', () => {
    expect(formatProductionNumber('PF-2026-000123', 1)).toBe('PF-2026-000123-1');
    expect(parseProductionNumber('PF-2026-000123-12')).toEqual({ ok: true, value: { orderNumber: 'PF-2026-000123', position: 12 } });
  });

  it.each(['PF-2026-000123', 'PF-2026-000123-0', 'PF-2026-000123-01', 'PF-2026-123-1', 'PF-2026-000123-1-1'])(
    '%j is not a production number',
    (text) => {
      expect(parseProductionNumber(text).ok).toBe(false);
    },
  );

  it('refuses to number a production of something that is not an order number, or position 0', () => {
    expect(() => formatProductionNumber('PF-2026-12', 1)).toThrow(RangeError);
    expect(() => formatProductionNumber('PF-2026-000123', 0)).toThrow(RangeError);
  });
});
