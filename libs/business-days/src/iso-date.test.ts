import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, dayOfWeek, fromEpochDay, shopLocalDate, shopLocalTime, toEpochDay } from './iso-date.ts';

describe('plain dates', () => {
  it.each([
    ['1970-01-01', 0],
    ['1970-01-02', 1],
    ['1969-12-31', -1],
    ['2024-02-29', 19_782],
    ['2026-11-25', 20_782],
  ])('%s is day %i counted from 1970-01-01', (date, epochDay) => {
    expect(toEpochDay(date)).toBe(epochDay);
    expect(fromEpochDay(epochDay)).toBe(date);
  });

  it.each(['2026-02-29', '2026-13-01', '2026-04-31', '2026-1-5', '20261125', '', '2026-11-25T00:00:00Z'])(
    'a string that is not a real YYYY-MM-DD date (%j) is a bug and throws',
    (date) => {
      expect(() => toEpochDay(date)).toThrow(RangeError);
    },
  );

  it.each([
    ['1970-01-01', 4],
    ['1969-12-31', 3],
    ['2026-11-22', 0],
    ['2026-11-23', 1],
    ['2026-11-25', 3],
    ['2027-01-02', 6],
  ])('the weekday of %s is %i (0 = Sunday)', (date, weekday) => {
    expect(dayOfWeek(date)).toBe(weekday);
  });

  it.each([
    ['2026-12-31', 1, '2027-01-01'],
    ['2028-02-28', 1, '2028-02-29'],
    ['2026-03-01', -1, '2026-02-28'],
    ['2026-11-25', 0, '2026-11-25'],
  ])('%s plus %i calendar days is %s', (date, days, expected) => {
    expect(addDays(date, days)).toBe(expected);
  });

  it('adding a fractional number of days is a bug and throws', () => {
    expect(() => addDays('2026-11-25', 0.5)).toThrow(RangeError);
  });

  it.each([
    ['2026-11-22T05:00:00Z', 9, { date: '2026-11-22', msIntoDay: 14 * 3_600_000 }],
    ['2026-11-22T14:59:59.999Z', 9, { date: '2026-11-22', msIntoDay: 86_399_999 }],
    ['2026-11-22T15:00:00Z', 9, { date: '2026-11-23', msIntoDay: 0 }],
    ['2026-11-22T02:00:00Z', -5, { date: '2026-11-21', msIntoDay: 21 * 3_600_000 }],
    ['1969-12-31T23:00:00Z', 0, { date: '1969-12-31', msIntoDay: 23 * 3_600_000 }],
  ])('the shop-local date and time at %s with offset %i is %j', (iso, offsetHours, expected) => {
    expect(shopLocalTime(Date.parse(iso), offsetHours)).toEqual(expected);
  });

  it('the shop-local date is the calendar date at UTC plus the offset', () => {
    expect(shopLocalDate(Date.parse('2026-11-22T15:00:00Z'), 9)).toBe('2026-11-23');
  });

  it.each([
    [Number.NaN, 9],
    [Number.POSITIVE_INFINITY, 9],
    [0, Number.NaN],
  ])('a non-finite time (%d) or offset (%d) is a bug and throws', (now, offsetHours) => {
    expect(() => shopLocalTime(now, offsetHours)).toThrow(RangeError);
  });

  it('converting a day number to a date and back returns the same number', () => {
    fc.assert(
      fc.property(fc.integer({ min: -100_000, max: 100_000 }), (epochDay) => {
        expect(toEpochDay(fromEpochDay(epochDay))).toBe(epochDay);
      }),
    );
  });
});
