import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromEpochDay, shopLocalDate, toEpochDay } from './iso-date.ts';
import { estimateShippingDate, shippingStartReason } from './shipping-date.ts';
import type { ShippingDateResult } from './shipping-date.ts';
import { LATE_NOVEMBER_2026 } from './testing/index.ts';

const shipsOn = (value: string): ShippingDateResult => ({ ok: true, value });

describe('estimateShippingDate', () => {
  it.each<[string, string, number, ShippingDateResult]>([
    ['before 14:00 JST the count starts today (Tue 10:00 JST)', '2026-11-17T01:00:00Z', 3, shipsOn('2026-11-20')],
    ['one millisecond before 14:00 JST still counts from today', '2026-11-17T04:59:59.999Z', 3, shipsOn('2026-11-20')],
    ['at 14:00 JST the count starts tomorrow, skipping the weekend and the holiday', '2026-11-17T05:00:00Z', 3, shipsOn('2026-11-24')],
    [
      'after 14:00 JST on a Friday the start moves to Saturday, so the first business day is Tuesday after the holiday',
      '2026-11-20T06:00:00Z',
      3,
      shipsOn('2026-11-27'),
    ],
    [
      'on a Sunday the first business day is Tuesday because Monday 2026-11-23 is a holiday',
      '2026-11-22T01:00:00Z',
      0,
      shipsOn('2026-11-24'),
    ],
    [
      '2026-11-22T05:00Z is 14:00 JST, so the start moves from Sunday to the holiday Monday',
      '2026-11-22T05:00:00Z',
      1,
      shipsOn('2026-11-25'),
    ],
    ['15:00 UTC is already the next day in JST (2026-11-17 00:00 JST)', '2026-11-16T15:00:00Z', 0, shipsOn('2026-11-17')],
    ['14:59 UTC is 23:59 JST, after the cut-off, so the count starts the next JST day', '2026-11-16T14:59:00Z', 0, shipsOn('2026-11-17')],
    ['at 14:00 JST with zero lead days the order ships the next business day', '2026-11-17T05:00:00Z', 0, shipsOn('2026-11-18')],
    ['a date before the list starts counts from the first listed day', '2026-11-10T01:00:00Z', 3, shipsOn('2026-11-19')],
    ['a shift past the last known business day is capped at that day', '2026-12-02T01:00:00Z', 3, shipsOn('2026-12-04')],
    ['on the last known business day before the cut-off the order ships that day', '2026-12-04T04:00:00Z', 5, shipsOn('2026-12-04')],
    [
      'after the cut-off on the last known business day there is no day to count from',
      '2026-12-04T05:00:00Z',
      0,
      { ok: false, error: { type: 'no_business_day_from_start', start: '2026-12-05' } },
    ],
  ])('%s', (_rule, iso, leadDays, expected) => {
    expect(estimateShippingDate({ now: Date.parse(iso), businessDays: LATE_NOVEMBER_2026, leadDays })).toEqual(expected);
  });

  it('an empty business-day list is refused', () => {
    expect(estimateShippingDate({ now: Date.parse('2026-11-17T01:00:00Z'), businessDays: [], leadDays: 3 })).toEqual({
      ok: false,
      error: { type: 'no_business_days' },
    });
  });

  it.each<[string, string, number, number, ShippingDateResult]>([
    ['a UTC shop (offset 0) at 13:59 counts from today', '2026-11-17T13:59:00Z', 0, 14, shipsOn('2026-11-17')],
    ['a UTC shop (offset 0) at 13:59 with a 12:00 cut-off counts from tomorrow', '2026-11-17T13:59:00Z', 0, 12, shipsOn('2026-11-18')],
    [
      'a shop at UTC−5 is still on the previous day at 03:00 UTC (22:00 local, before a 23:00 cut-off)',
      '2026-11-17T03:00:00Z',
      -5,
      23,
      shipsOn('2026-11-16'),
    ],
    [
      'a shop at UTC−5 past its 14:00 cut-off at 22:00 local counts from the next local day',
      '2026-11-17T03:00:00Z',
      -5,
      14,
      shipsOn('2026-11-17'),
    ],
  ])('%s', (_rule, iso, offsetHours, cutoffHour, expected) => {
    const now = Date.parse(iso);
    expect(estimateShippingDate({ now, businessDays: LATE_NOVEMBER_2026, leadDays: 0, offsetHours, cutoffHour })).toEqual(expected);
  });

  it.each<[string, { leadDays: number; cutoffHour?: number; now?: number }]>([
    ['negative lead days', { leadDays: -1 }],
    ['fractional lead days', { leadDays: 1.5 }],
    ['a cut-off hour past 24', { leadDays: 0, cutoffHour: 25 }],
    ['a cut-off hour that is not a number', { leadDays: 0, cutoffHour: Number.NaN }],
    ['a time that is not a number', { leadDays: 0, now: Number.NaN }],
  ])('%s is a bug and throws', (_case, input) => {
    expect(() => estimateShippingDate({ now: Date.parse('2026-11-17T01:00:00Z'), businessDays: LATE_NOVEMBER_2026, ...input })).toThrow(
      RangeError,
    );
  });

  describe('invariants', () => {
    const firstDay = toEpochDay('2026-01-01');
    const businessDays = fc
      .uniqueArray(fc.integer({ min: firstDay, max: firstDay + 500 }), { maxLength: 300 })
      .map((days) => days.sort((a, b) => a - b).map(fromEpochDay));
    const now = fc.integer({ min: Date.parse('2025-12-01T00:00:00Z'), max: Date.parse('2027-06-30T00:00:00Z') });
    const leadDays = fc.integer({ min: 0, max: 40 });
    const offsetHours = fc.integer({ min: -12, max: 14 });
    const cutoffHour = fc.integer({ min: 0, max: 24 });

    it('the shipping date is always a business day from the list and never before the shop-local today', () => {
      fc.assert(
        fc.property(businessDays, now, leadDays, offsetHours, cutoffHour, (days, at, lead, offset, cutoff) => {
          const result = estimateShippingDate({ now: at, businessDays: days, leadDays: lead, offsetHours: offset, cutoffHour: cutoff });
          if (result.ok) {
            expect(days).toContain(result.value);
            expect(result.value >= shopLocalDate(at, offset)).toBe(true);
          }
        }),
      );
    });

    it('an estimate is refused only when no listed business day is on or after the shop-local tomorrow at the latest', () => {
      fc.assert(
        fc.property(businessDays, now, leadDays, offsetHours, (days, at, lead, offset) => {
          const result = estimateShippingDate({ now: at, businessDays: days, leadDays: lead, offsetHours: offset });
          const today = shopLocalDate(at, offset);
          const tomorrow = fromEpochDay(toEpochDay(today) + 1);
          if (days.some((day) => day >= tomorrow)) expect(result.ok).toBe(true);
          if (!days.some((day) => day >= today)) expect(result.ok).toBe(false);
        }),
      );
    });

    it('more lead days never give an earlier shipping date', () => {
      fc.assert(
        fc.property(businessDays, now, leadDays, leadDays, (days, at, a, b) => {
          const shorter = estimateShippingDate({ now: at, businessDays: days, leadDays: Math.min(a, b) });
          const longer = estimateShippingDate({ now: at, businessDays: days, leadDays: Math.max(a, b) });
          if (shorter.ok && longer.ok) expect(longer.value >= shorter.value).toBe(true);
          else expect(shorter.ok).toBe(longer.ok);
        }),
      );
    });
  });
});

describe('shippingStartReason: why production counts from the day it does', () => {
  // 2026-11-24 is a Tuesday and a business day; 2026-11-23 a holiday. JST = UTC+9.
  it.each([
    ['a business day before 14:00 JST counts from today', '2026-11-24T04:59:59Z', 'today'],
    ['14:00 JST sharp counts from tomorrow', '2026-11-24T05:00:00Z', 'after_cutoff'],
    ['a holiday morning waits for the next business day', '2026-11-23T01:00:00Z', 'closed'],
    ['a Saturday afternoon is closed, not after the cut-off', '2026-11-21T07:00:00Z', 'closed'],
  ] as const)('%s', (_rule, iso, reason) => {
    expect(shippingStartReason({ now: Date.parse(iso), businessDays: LATE_NOVEMBER_2026 })).toBe(reason);
  });
});
