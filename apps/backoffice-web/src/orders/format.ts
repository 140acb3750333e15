/** How the back office writes times, dates, money and waits (JST, integer yen). */

const JST_MS = 9 * 3_600_000;

/** `2026-11-24 18:05` in JST. */
export const jstMinute = (iso: string) => new Date(Date.parse(iso) + JST_MS).toISOString().slice(0, 16).replace('T', ' ');

/** `11/24（火）` for a 'YYYY-MM-DD' day. */
export function shortDate(day: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const weekday = '日月火水木金土'[new Date(Date.UTC(y, m - 1, d)).getUTCDay()];
  return `${m}/${d}（${weekday}）`;
}

const YEN = new Intl.NumberFormat('ja-JP', { style: 'currency', currency: 'JPY' });
/** ¥3,000 */
export const yen = (amount: number) => YEN.format(amount);

/** How long since `iso` at `now` (ms): 「3日と4時間」, 「5時間」, 「40分」. */
export function waitedFor(iso: string, now: number): string {
  const minutes = Math.max(0, Math.floor((now - Date.parse(iso)) / 60_000));
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  if (days > 0) return hours > 0 ? `${days}日と${hours}時間` : `${days}日`;
  if (hours > 0) return `${hours}時間`;
  return `${minutes}分`;
}
