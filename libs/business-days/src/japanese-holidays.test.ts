import { describe, expect, it } from 'vitest';
import { buildBusinessDays, DEFAULT_CLOSURES } from './calendar.ts';
import { japaneseHolidays } from './japanese-holidays.ts';

describe('japaneseHolidays', () => {
  it('lists the public holidays in a range, including the citizens\u2019 holiday between two holidays', () => {
    expect(japaneseHolidays('2026-09-01', '2027-01-31')).toEqual([
      '2026-09-21',
      '2026-09-22',
      '2026-09-23',
      '2026-10-12',
      '2026-11-03',
      '2026-11-23',
      '2027-01-01',
      '2027-01-11',
    ]);
  });

  it('includes both ends of the range', () => {
    expect(japaneseHolidays('2026-11-23', '2026-11-23')).toEqual(['2026-11-23']);
  });

  it('a range without holidays gives an empty list', () => {
    expect(japaneseHolidays('2026-11-24', '2026-12-31')).toEqual([]);
  });

  it('a malformed date is a bug and throws', () => {
    expect(() => japaneseHolidays('2026-11-24', '2026-12-32')).toThrow(RangeError);
  });

  it('business days built from the Japanese holidays exclude 2026-11-23 (勤労感謝の日) and 2027-01-01 (元日)', () => {
    const from = '2026-11-01';
    const to = '2027-01-31';
    const days = buildBusinessDays({ from, to, holidays: japaneseHolidays(from, to), closures: DEFAULT_CLOSURES });
    expect(days).not.toContain('2026-11-23');
    expect(days).not.toContain('2027-01-01');
    expect(days.filter((day) => day >= '2026-11-20' && day <= '2026-11-25')).toEqual(['2026-11-20', '2026-11-24', '2026-11-25']);
  });
});
