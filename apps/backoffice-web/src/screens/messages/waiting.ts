/** How long an order has waited, in the words the back office shows (JST times, whole minutes). */

const MINUTE = 60_000; // ms

/** `3日4時間`, `5時間12分`, `8分` (under a minute: `1分未満`) from `since` to `now` (epoch ms). */
export function waitedFor(since: string, now: number): string {
  const minutes = Math.floor((now - Date.parse(since)) / MINUTE);
  if (!Number.isFinite(minutes) || minutes < 1) return '1分未満';
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const rest = minutes % 60;
  if (days > 0) return `${days}日${hours > 0 ? `${hours}時間` : ''}`;
  if (hours > 0) return `${hours}時間${rest > 0 ? `${rest}分` : ''}`;
  return `${rest}分`;
}

/** `2026-11-24 18:05` in JST. */
export const jstMinute = (iso: string) => new Date(Date.parse(iso) + 9 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');
