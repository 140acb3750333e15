import { dayOfWeek, fromEpochDay, toEpochDay } from './iso-date.ts';

/**
 * Days the shop is closed, inclusive at both ends. Either 'MM-DD' to 'MM-DD', repeated every year and
 * allowed to wrap over New Year ({ from: '12-29', to: '01-03' }), or 'YYYY-MM-DD' to 'YYYY-MM-DD' once.
 */
export interface Closure {
  readonly from: string;
  readonly to: string;
}

/** The year-end break: closed 29 December to 3 January every year. */
export const DEFAULT_CLOSURES: readonly Closure[] = [{ from: '12-29', to: '01-03' }];

export interface BuildBusinessDaysInput {
  /** First date to consider, 'YYYY-MM-DD'. */
  readonly from: string;
  /** Last date to consider, 'YYYY-MM-DD' (inclusive). */
  readonly to: string;
  /** Public holidays as 'YYYY-MM-DD' dates, e.g. japaneseHolidays(from, to). */
  readonly holidays: readonly string[];
  /** Shop closures, e.g. DEFAULT_CLOSURES. */
  readonly closures: readonly Closure[];
}

const MONTH_DAY = /^(\d{2})-(\d{2})$/;

/** Whether a closure falls on a date, checked once per closure so bad input fails before the loop. */
type ClosureTest = (date: string) => boolean;

function closureTest(closure: Closure): ClosureTest {
  const { from, to } = closure;
  if (isMonthDay(from) && isMonthDay(to)) {
    // Zero-padded 'MM-DD' strings sort like the dates they name.
    return from <= to
      ? (date) => monthDayOf(date) >= from && monthDayOf(date) <= to
      : (date) => monthDayOf(date) >= from || monthDayOf(date) <= to;
  }
  const first = toEpochDay(from);
  const last = toEpochDay(to);
  return (date) => {
    const day = toEpochDay(date);
    return day >= first && day <= last;
  };
}

function isMonthDay(value: string): boolean {
  const match = MONTH_DAY.exec(value);
  if (match === null) return false;
  const month = Number(match[1]);
  const day = Number(match[2]);
  // 02-29 is allowed: it simply never matches in a common year.
  const valid = month >= 1 && month <= 12 && day >= 1 && day <= 31;
  if (!valid) throw new RangeError(`Not an MM-DD month and day: ${value}`);
  return true;
}

function monthDayOf(date: string): string {
  return date.slice(5);
}

/** Business days from `from` to `to` inclusive, ascending: no Saturdays, Sundays, holidays or closure days. */
export function buildBusinessDays({ from, to, holidays, closures }: BuildBusinessDaysInput): string[] {
  const first = toEpochDay(from);
  const last = toEpochDay(to);
  for (const holiday of holidays) toEpochDay(holiday); // throws RangeError for a malformed holiday
  const holidaySet = new Set(holidays);
  const closed = closures.map(closureTest);
  const businessDays: string[] = [];
  for (let epochDay = first; epochDay <= last; epochDay += 1) {
    const date = fromEpochDay(epochDay);
    const weekday = dayOfWeek(date);
    if (weekday === 0 || weekday === 6) continue;
    if (holidaySet.has(date)) continue;
    if (closed.some((isClosed) => isClosed(date))) continue;
    businessDays.push(date);
  }
  return businessDays;
}
