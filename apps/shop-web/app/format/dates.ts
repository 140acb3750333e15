/**
 * Dates in the shop's time zone (Asia/Tokyo, UTC+9 all year: Japan keeps no daylight saving time),
 * so the server render and the browser agree whatever the visitor's zone. Written without `Intl`
 * (numbers.ts says why); the output is that of `Intl.DateTimeFormat('ja-JP', …)` (dates.test.ts).
 */

const JST_OFFSET_MS = 9 * 60 * 60 * 1000;

function tokyo(ms: number): Date {
  return new Date(ms + JST_OFFSET_MS);
}

/** `2025年6月18日` (year numeric, month long, day numeric). */
export function formatLongDate(ms: number): string {
  const date = tokyo(ms);
  return `${date.getUTCFullYear()}年${date.getUTCMonth() + 1}月${date.getUTCDate()}日`;
}

/** `11/28 09:05` (month and day numeric, hour and minute 2-digit, 24-hour). */
export function formatMonthDayTime(ms: number): string {
  const date = tokyo(ms);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getUTCMonth() + 1}/${date.getUTCDate()} ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}`;
}
