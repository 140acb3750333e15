/**
 * How a saved card (a gateway's stored card: brand, last 4, expiry; never the number) reads and
 * whether it can still be charged. The account's card list, the checkout's card choice and the
 * server's `expired` flag all use these, so they agree on the boundary month.
 */
import { currentYearMonth, type Expiry, type ExpiryOptions } from './expiry.ts';

/** Whether a card good through `expiry` (the last day of its month) has expired at `now` (shop time). */
export function isCardExpired(expiry: Expiry, { now, offsetHours }: ExpiryOptions): boolean {
  const current = currentYearMonth(now, offsetHours);
  return expiry.year < current.year || (expiry.year === current.year && expiry.month < current.month);
}

/** The expiry as printed on a card: `MM/YY` (`{ month: 3, year: 2031 }` → `03/31`). */
export function formatCardExpiry({ month, year }: Expiry): string {
  return `${String(month).padStart(2, '0')}/${String(year % 100).padStart(2, '0')}`;
}

/** The card number as a saved card shows it: only the last 4 digits (`1234` → `**** 1234`). */
export function maskedCardNumber(last4: string): string {
  return `**** ${last4}`;
}
