/**
 * Fixtures for tests (`@shop/business-days/testing`): one shop calendar around Tuesday 2026-11-17,
 * shared by the tests of the shipping-date rule and of everything that shows or counts from it.
 */

/**
 * The shop's business days 2026-11-16 (Mon) … 2026-12-04 (Fri), ascending: weekends and 2026-11-23
 * (勤労感謝の日, a Monday) are missing.
 */
export const LATE_NOVEMBER_2026: readonly string[] = [
  '2026-11-16',
  '2026-11-17',
  '2026-11-18',
  '2026-11-19',
  '2026-11-20',
  '2026-11-24',
  '2026-11-25',
  '2026-11-26',
  '2026-11-27',
  '2026-11-30',
  '2026-12-01',
  '2026-12-02',
  '2026-12-03',
  '2026-12-04',
];

/**
 * The business days of `LATE_NOVEMBER_2026` from `first` to `last` (`'YYYY-MM-DD'`, both included),
 * for a test whose calendar must end (or start) on a given day: `businessDaysBetween('2026-11-17', '2026-12-02')`.
 */
export function businessDaysBetween(first: string, last: string): string[] {
  const days = LATE_NOVEMBER_2026.filter((day) => day >= first && day <= last);
  if (days[0] !== first || days.at(-1) !== last) {
    throw new RangeError(`businessDaysBetween: ${first} and ${last} must both be business days of LATE_NOVEMBER_2026`);
  }
  return days;
}
