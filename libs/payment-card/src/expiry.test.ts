import { describe, expect, it } from 'vitest';
import { checkExpiry, currentYearMonth } from './expiry.ts';

/** 2026-11-30 23:30 JST = 14:30 UTC. */
const NOV_30_JST = Date.UTC(2026, 10, 30, 14, 30);
/** 2026-12-01 00:30 JST (still November 30 in UTC). */
const DEC_1_JST = Date.UTC(2026, 10, 30, 15, 30);

describe('expiry', () => {
  it('is good through the last day of its month, in shop time (JST)', () => {
    expect(checkExpiry({ month: 11, year: 2026 }, { now: NOV_30_JST })).toEqual({ ok: true, value: { month: 11, year: 2026 } });
    expect(checkExpiry({ month: 11, year: 2026 }, { now: DEC_1_JST })).toEqual({ ok: false, error: { type: 'expired' } });
    // The same instant read in UTC is still November.
    expect(checkExpiry({ month: 11, year: 2026 }, { now: DEC_1_JST, offsetHours: 0 })).toEqual({
      ok: true,
      value: { month: 11, year: 2026 },
    });
  });

  it.each([
    [
      { month: '12', year: '26' },
      { month: 12, year: 2026 },
    ],
    [
      { month: '01', year: '27' },
      { month: 1, year: 2027 },
    ],
    [
      { month: ' 7 ', year: '2030' },
      { month: 7, year: 2030 },
    ],
    [
      { month: 3, year: 46 },
      { month: 3, year: 2046 },
    ],
  ])('%j is read as %j (a two-digit year is this century’s)', (input, value) => {
    expect(checkExpiry(input, { now: NOV_30_JST })).toEqual({ ok: true, value });
  });

  it.each([
    [{ month: '', year: '27' }, 'month_required'],
    [{ month: null, year: '27' }, 'month_required'],
    [{ month: '12', year: undefined }, 'year_required'],
    [{ month: '12', year: ' ' }, 'year_required'],
    [{ month: '0', year: '27' }, 'month_invalid'],
    [{ month: '13', year: '27' }, 'month_invalid'],
    [{ month: 'ab', year: '27' }, 'month_invalid'],
    [{ month: 1.5, year: 2027 }, 'month_invalid'],
    [{ month: '12', year: '2a' }, 'year_invalid'],
    [{ month: '12', year: '0999' }, 'year_invalid'],
    [{ month: '12', year: '2047' }, 'year_invalid'],
    [{ month: '10', year: '26' }, 'expired'],
    [{ month: '12', year: '2025' }, 'expired'],
  ])('%j is refused: %s', (input, type) => {
    expect(checkExpiry(input, { now: NOV_30_JST })).toEqual({ ok: false, error: { type } });
  });

  it('takes now as an argument and refuses a now that is not a time', () => {
    expect(currentYearMonth(NOV_30_JST)).toEqual({ month: 11, year: 2026 });
    expect(currentYearMonth(DEC_1_JST)).toEqual({ month: 12, year: 2026 });
    expect(() => checkExpiry({ month: 1, year: 2030 }, { now: Number.NaN })).toThrow(RangeError);
  });
});
