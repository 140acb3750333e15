import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildBusinessDays, DEFAULT_CLOSURES } from './calendar.ts';
import type { Closure } from './calendar.ts';
import { addDays, dayOfWeek, fromEpochDay, toEpochDay } from './iso-date.ts';

// Japanese public holidays in the ranges below, written out so the rule is tested with a plain list.
const HOLIDAYS = ['2026-11-03', '2026-11-23', '2027-01-01', '2027-01-11'];

describe('buildBusinessDays', () => {
  it.each<[string, string, string, readonly string[], readonly Closure[], string[]]>([
    [
      'weekdays are business days and the range includes both ends',
      '2026-11-16',
      '2026-11-20',
      [],
      [],
      ['2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20'],
    ],
    ['Saturdays and Sundays are skipped', '2026-11-13', '2026-11-16', [], [], ['2026-11-13', '2026-11-16']],
    [
      'a public holiday on a weekday (2026-11-23 勤労感謝の日) is skipped',
      '2026-11-20',
      '2026-11-25',
      HOLIDAYS,
      [],
      ['2026-11-20', '2026-11-24', '2026-11-25'],
    ],
    [
      'the year-end closure from 12-29 to 01-03 wraps over New Year',
      '2026-12-24',
      '2027-01-06',
      HOLIDAYS,
      DEFAULT_CLOSURES,
      ['2026-12-24', '2026-12-25', '2026-12-28', '2027-01-04', '2027-01-05', '2027-01-06'],
    ],
    [
      'a closure within one year (08-12 to 08-14) skips those days every year',
      '2027-08-11',
      '2027-08-16',
      [],
      [{ from: '08-12', to: '08-14' }],
      ['2027-08-11', '2027-08-16'],
    ],
    [
      'an absolute date-range closure skips those days once',
      '2026-11-16',
      '2026-11-20',
      [],
      [{ from: '2026-11-17', to: '2026-11-18' }],
      ['2026-11-16', '2026-11-19', '2026-11-20'],
    ],
    [
      'an absolute closure in another year leaves this year alone',
      '2026-11-16',
      '2026-11-17',
      [],
      [{ from: '2025-11-16', to: '2025-11-17' }],
      ['2026-11-16', '2026-11-17'],
    ],
    ['a range that ends before it starts has no business days', '2026-11-20', '2026-11-16', [], [], []],
    ['a single-day range on a holiday has no business days', '2027-01-11', '2027-01-11', HOLIDAYS, [], []],
  ])('%s', (_rule, from, to, holidays, closures, expected) => {
    expect(buildBusinessDays({ from, to, holidays, closures })).toEqual(expected);
  });

  it.each<[string, { from: string; to: string; holidays: string[]; closures: Closure[] }]>([
    ['a malformed start date', { from: '2026/11/16', to: '2026-11-20', holidays: [], closures: [] }],
    ['a malformed holiday', { from: '2026-11-16', to: '2026-11-20', holidays: ['11-23'], closures: [] }],
    [
      'a month-day closure with no such month',
      { from: '2026-11-16', to: '2026-11-20', holidays: [], closures: [{ from: '13-01', to: '01-03' }] },
    ],
    [
      'a closure mixing MM-DD and YYYY-MM-DD',
      { from: '2026-11-16', to: '2026-11-20', holidays: [], closures: [{ from: '12-29', to: '2027-01-03' }] },
    ],
  ])('%s is a bug and throws', (_case, input) => {
    expect(() => buildBusinessDays(input)).toThrow(RangeError);
  });

  it('a day is a business day exactly when it is a weekday, not a holiday and outside the year-end closure', () => {
    const day = fc.integer({ min: toEpochDay('2026-01-01'), max: toEpochDay('2027-12-31') });
    fc.assert(
      fc.property(day, fc.integer({ min: 0, max: 60 }), (firstDay, length) => {
        const from = fromEpochDay(firstDay);
        const to = addDays(from, length);
        const result = buildBusinessDays({ from, to, holidays: HOLIDAYS, closures: DEFAULT_CLOSURES });
        const expected: string[] = [];
        for (let offset = 0; offset <= length; offset += 1) {
          const date = addDays(from, offset);
          const weekday = dayOfWeek(date);
          const monthDay = date.slice(5);
          const yearEnd = monthDay >= '12-29' || monthDay <= '01-03';
          if (weekday !== 0 && weekday !== 6 && !HOLIDAYS.includes(date) && !yearEnd) expected.push(date);
        }
        expect(result).toEqual(expected);
      }),
    );
  });
});
