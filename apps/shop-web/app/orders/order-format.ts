/**
 * Dates and times of orders as the shopper reads them, computed by hand in shop time (JST) so that
 * the server render and the browser give the same text (Intl's output differs between ICU versions).
 */
import { formatOrderDate } from '@shop/order-domain';

/** Hours east of UTC of the shop (JST). */
const SHOP_OFFSET_HOURS = 9;

const pad = (value: number) => String(value).padStart(2, '0');

/** An instant as shop-local date and time: `'2026-11-24T03:00:00Z'` → `'2026年11月24日 12:00'`. */
export function formatDateTime(timestamp: string): string {
  const local = new Date(Date.parse(timestamp) + SHOP_OFFSET_HOURS * 3_600_000);
  if (Number.isNaN(local.getTime())) return timestamp;
  return `${local.getUTCFullYear()}年${local.getUTCMonth() + 1}月${local.getUTCDate()}日 ${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}`;
}

/** The shop-local day of an instant: `'2026-11-24T03:00:00Z'` → `'2026年11月24日'`. */
export function formatDay(timestamp: string): string {
  return formatDateTime(timestamp).split(' ')[0] ?? timestamp;
}

/** A calendar date with its weekday, as checkout and order pages show dates: `'2026-11-27'` → `'11月27日(金)'`. */
export function formatDate(date: string): string {
  try {
    return formatOrderDate(date);
  } catch {
    return date;
  }
}

/** A calendar date with its year, for dates a year or more away: `'2027-11-23'` → `'2027年11月23日'`. */
export function formatLongDate(date: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  return match ? `${match[1]}年${Number(match[2])}月${Number(match[3])}日` : date;
}

/** A 7-digit postal code with its hyphen: `'1000001'` → `'100-0001'`. */
export function formatPostalCode(code: string): string {
  return /^\d{7}$/.test(code) ? `${code.slice(0, 3)}-${code.slice(3)}` : code;
}
