import holidayJp from '@holiday-jp/holiday_jp';
import { toEpochDay } from './iso-date.ts';

/**
 * Japanese public holidays (including substitute and citizens' holidays) from `from` to `to`
 * inclusive, as ascending 'YYYY-MM-DD' dates, from the holiday_jp data set (covers 1970–2050).
 */
export function japaneseHolidays(from: string, to: string): string[] {
  toEpochDay(from); // throws RangeError for anything that is not a real date
  toEpochDay(to);
  // The table is keyed by 'YYYY-MM-DD'. holiday_jp.between() is not used: it formats its Date
  // arguments in the host's local timezone and returns UTC-midnight Dates, so results would shift
  // by a day on a server outside Japan.
  return Object.keys(holidayJp.holidays)
    .filter((date) => date >= from && date <= to)
    .sort();
}
