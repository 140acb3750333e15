/**
 * Card expiry: a card is good through the last day of its expiry month. "Now" is the shop's (JST by
 * default) and always an argument.
 */
import type { Result } from '@shop/result';

/** Hours east of UTC of the shop (JST). */
export const DEFAULT_CARD_OFFSET_HOURS = 9;
/** How many years ahead an expiry may be: cards are issued for at most about ten years. */
export const MAX_EXPIRY_YEARS_AHEAD = 20;

export type ExpiryError =
  | { readonly type: 'month_required' }
  | { readonly type: 'year_required' }
  /** Not 1–12. */
  | { readonly type: 'month_invalid' }
  /** Not a year (two or four digits) up to MAX_EXPIRY_YEARS_AHEAD ahead. */
  | { readonly type: 'year_invalid' }
  /** Before the current month. */
  | { readonly type: 'expired' };

export interface Expiry {
  /** 1–12 */
  readonly month: number;
  /** four digits */
  readonly year: number;
}

export interface ExpiryOptions {
  /** epoch ms */
  readonly now: number;
  /** hours east of UTC; default 9 (JST) */
  readonly offsetHours?: number;
}

/** The shop-local year and month (1–12) at `now`. */
export function currentYearMonth(now: number, offsetHours = DEFAULT_CARD_OFFSET_HOURS): Expiry {
  if (!Number.isFinite(now)) throw new RangeError(`currentYearMonth: now must be epoch ms, got ${now}`);
  const local = new Date(now + offsetHours * 3_600_000);
  return { month: local.getUTCMonth() + 1, year: local.getUTCFullYear() };
}

/** A whole number from a form value ('07', 7, ' 7 '); null when it is not one. */
function wholeNumber(value: string | number): number | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) ? value : null;
  const text = value.trim();
  return /^\d{1,4}$/.test(text) ? Number(text) : null;
}

const isBlank = (value: string | number | null | undefined) =>
  value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

/**
 * Checks an expiry month and year as typed (strings or numbers; a two-digit year is taken in the
 * current century). The card is good through the last day of its month.
 *
 * @example checkExpiry({ month: '12', year: '30' }, { now: Date.now() }) // { ok: true, value: { month: 12, year: 2030 } }
 */
export function checkExpiry(
  input: { readonly month: string | number | null | undefined; readonly year: string | number | null | undefined },
  { now, offsetHours = DEFAULT_CARD_OFFSET_HOURS }: ExpiryOptions,
): Result<Expiry, ExpiryError> {
  if (isBlank(input.month)) return { ok: false, error: { type: 'month_required' } };
  if (isBlank(input.year)) return { ok: false, error: { type: 'year_required' } };
  const month = wholeNumber(input.month as string | number);
  if (month === null || month < 1 || month > 12) return { ok: false, error: { type: 'month_invalid' } };
  const current = currentYearMonth(now, offsetHours);
  const typedYear = wholeNumber(input.year as string | number);
  const twoDigits = typeof input.year === 'string' ? input.year.trim().length <= 2 : typedYear !== null && typedYear < 100;
  const year = typedYear === null ? null : twoDigits ? Math.floor(current.year / 100) * 100 + typedYear : typedYear;
  if (year === null || year < 1000 || year > current.year + MAX_EXPIRY_YEARS_AHEAD) return { ok: false, error: { type: 'year_invalid' } };
  if (year < current.year || (year === current.year && month < current.month)) return { ok: false, error: { type: 'expired' } };
  return { ok: true, value: { month, year } };
}
