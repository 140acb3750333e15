import { buildBusinessDays, japaneseHolidays } from '@shop/business-days';
import { describe, expect, it } from 'vitest';
import {
  BYOB_LIMITS,
  BYOB_MESSAGES,
  byobCanBeAccepted,
  byobCanBeQuoted,
  byobEarliestWantedDate,
  byobQuantityTotal,
  checkByobDates,
  checkByobQuantities,
  checkByobQuote,
  formatByobNumber,
  parseByobNumber,
} from './byob.ts';

const days = (from: string, to: string) => buildBusinessDays({ from, to, holidays: japaneseHolidays(from, to), closures: [] });

describe('BYOB request numbers', () => {
  it('formats the year and a six-digit running number', () => {
    expect(formatByobNumber({ year: 2026, sequence: 7 })).toBe('BY-2026-000007');
    expect(formatByobNumber({ year: 2026, sequence: 1_234_567 })).toBe('BY-2026-1234567');
  });

  it('reads back what it formats and refuses anything else', () => {
    expect(parseByobNumber('BY-2026-000007')).toEqual({ ok: true, value: { year: 2026, sequence: 7 } });
    for (const text of [
      'by-2026-000007',
      'PF-2026-000007',
      'Q-2026-000007',
      'BY-2026-0000007',
      'BY-2026-000000',
      'BY-26-000007',
      ' BY-2026-000007',
    ]) {
      expect(parseByobNumber(text).ok, text).toBe(false);
    }
  });

  it('throws for a year or sequence out of range', () => {
    expect(() => formatByobNumber({ year: 999, sequence: 1 })).toThrow(RangeError);
    expect(() => formatByobNumber({ year: 2026, sequence: 0 })).toThrow(RangeError);
  });
});

describe('checkByobQuantities', () => {
  it('needs at least one piece in all', () => {
    expect(checkByobQuantities([])).toBe(BYOB_MESSAGES.noPieces);
    expect(checkByobQuantities([{ size: 'M', quantity: 0 }])).toBe(BYOB_MESSAGES.noPieces);
    expect(checkByobQuantities([{ size: 'M', quantity: 1 }])).toBeUndefined();
  });

  it('limits one size and the whole request', () => {
    expect(checkByobQuantities([{ size: 'M', quantity: BYOB_LIMITS.maxPerSize }])).toBeUndefined();
    expect(checkByobQuantities([{ size: 'M', quantity: BYOB_LIMITS.maxPerSize + 1 }])).toBe(BYOB_MESSAGES.tooManyPerSize('M'));
    const full = ['S', 'M', 'L'].map((size) => ({ size, quantity: 400 }));
    expect(byobQuantityTotal(full)).toBe(1200);
    expect(checkByobQuantities(full)).toBe(BYOB_MESSAGES.tooManyPieces);
  });

  it('refuses a size given twice', () => {
    expect(
      checkByobQuantities([
        { size: 'M', quantity: 1 },
        { size: 'M', quantity: 2 },
      ]),
    ).toBe(BYOB_MESSAGES.duplicateSize);
  });
});

describe('BYOB dates', () => {
  // 2026-12-01 is a Tuesday; no holidays until 12-29 when closures are ignored (none given here).
  const calendar = days('2026-12-01', '2027-02-28');

  it('counts the production days from the first business day after arrival, then the transit', () => {
    // Arrives Friday 12-04: production Mon 12-07 … the 10th business day is Fri 12-18; +1 day transit.
    expect(byobEarliestWantedDate('2026-12-04', calendar, 1)).toBe('2026-12-19');
    // Arrives on Monday 12-07: production from Tuesday 12-08, the 10th business day is Mon 12-21.
    expect(byobEarliestWantedDate('2026-12-07', calendar, 0)).toBe('2026-12-21');
  });

  it('skips public holidays', () => {
    // 2027-01-11 is 成人の日: arriving Friday 01-08, production days start Tuesday 01-12.
    expect(byobEarliestWantedDate('2027-01-08', calendar, 0)).toBe('2027-01-25');
  });

  it('accepts the earliest wanted date and refuses the day before', () => {
    const base = { today: '2026-12-01', arrivalDate: '2026-12-04', businessDays: calendar, transitDays: 1 };
    expect(checkByobDates({ ...base, wantedDate: '2026-12-19' })).toEqual({});
    expect(checkByobDates({ ...base, wantedDate: '2026-12-18' })).toEqual({ wanted_date: BYOB_MESSAGES.wantedTooSoon('2026-12-19') });
    expect(BYOB_MESSAGES.wantedTooSoon('2026-12-19')).toContain('2026年12月19日以降');
  });

  it('wants the garments to arrive from tomorrow and within the horizon', () => {
    const base = { today: '2026-12-01', wantedDate: '2027-02-01', businessDays: calendar, transitDays: 1 };
    expect(checkByobDates({ ...base, arrivalDate: '2026-12-01' })).toEqual({ arrival_date: BYOB_MESSAGES.arrivalTooSoon('2026-12-02') });
    expect(checkByobDates({ ...base, arrivalDate: '2026-12-02' })).toEqual({});
    expect(checkByobDates({ ...base, arrivalDate: '2027-01-31' })).toEqual({ arrival_date: BYOB_MESSAGES.arrivalTooLate('2027-01-30') });
  });

  it('says so when the calendar does not reach the date', () => {
    expect(
      checkByobDates({
        today: '2026-12-01',
        arrivalDate: '2026-12-20',
        wantedDate: '2027-01-30',
        businessDays: days('2026-12-01', '2026-12-25'),
        transitDays: 1,
      }),
    ).toEqual({ wanted_date: BYOB_MESSAGES.noCalendar });
  });
});

describe('quotes', () => {
  it('takes a whole yen price and lead days within the limits', () => {
    expect(checkByobQuote(45000, 10)).toBeUndefined();
    expect(checkByobQuote(0, 10)).toMatch(/price/);
    expect(checkByobQuote(1.5, 10)).toMatch(/price/);
    expect(checkByobQuote(BYOB_LIMITS.maxQuotePrice + 1, 10)).toMatch(/price/);
    expect(checkByobQuote(45000, 0)).toMatch(/lead days/);
    expect(checkByobQuote(45000, BYOB_LIMITS.maxQuoteLeadDays + 1)).toMatch(/lead days/);
  });

  it('is given to a received or quoted request and accepted only once quoted', () => {
    expect([byobCanBeQuoted('received'), byobCanBeQuoted('quoted'), byobCanBeQuoted('accepted'), byobCanBeQuoted('cancelled')]).toEqual([
      true,
      true,
      false,
      false,
    ]);
    expect([
      byobCanBeAccepted('received'),
      byobCanBeAccepted('quoted'),
      byobCanBeAccepted('accepted'),
      byobCanBeAccepted('cancelled'),
    ]).toEqual([false, true, false, false]);
  });
});
