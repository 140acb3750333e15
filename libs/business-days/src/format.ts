import { dayOfWeek, toEpochDay } from './iso-date.ts';

/** Japanese one-character weekday names, indexed by dayOfWeek (0 = Sunday). */
const WEEKDAYS_JA = ['日', '月', '火', '水', '木', '金', '土'] as const;

export interface FormatMonthDayOptions {
  /** Append the weekday in brackets: '11月25日(水)'. */
  readonly weekday?: boolean;
}

/** Month and day in Japanese: formatMonthDay('2026-11-25') → '11月25日', with { weekday: true } → '11月25日(水)'. */
export function formatMonthDay(date: string, options: FormatMonthDayOptions = {}): string {
  toEpochDay(date); // throws RangeError for anything that is not a real date
  const month = Number(date.slice(5, 7));
  const day = Number(date.slice(8, 10));
  const monthDay = `${month}月${day}日`;
  return options.weekday === true ? `${monthDay}(${WEEKDAYS_JA[dayOfWeek(date)]})` : monthDay;
}
