/**
 * The whole card form at once: number, expiry, security code and the name on the card. The card
 * form checks with this before posting to the gateway, and the sandbox gateway checks again with
 * the same function.
 */
import { CARD_BRAND_RULES, type CardBrand } from './card-brand.ts';
import { cardDigits, type CardNumberError, checkCardNumber } from './card-number.ts';
import { checkExpiry, type ExpiryError, type ExpiryOptions } from './expiry.ts';
import type { Result } from '@shop/result';

export type CvcError =
  | { readonly type: 'required' }
  /** Not digits, or not the brand's length (3, AMEX 4). */
  | { readonly type: 'invalid'; readonly length: number | null };

/** Longest name on a card accepted (embossed names are at most 26 characters; room for long ones). */
export const MAX_HOLDER_NAME_LENGTH = 64;

export type HolderNameError =
  | { readonly type: 'required' }
  | { readonly type: 'too_long' }
  /** Cards carry the name in Latin letters: anything besides A–Z, spaces, `.`, `-`, `'`. */
  | { readonly type: 'not_latin' };

/**
 * Checks a security code for `brand` (null when the number's brand is unknown: 3 or 4 digits pass).
 * Full-width digits are accepted.
 */
export function checkCvc(typed: string, brand: CardBrand | null): Result<string, CvcError> {
  const digits = cardDigits(typed.replace(/\s/g, ''));
  if (digits === '') return { ok: false, error: { type: 'required' } };
  const length = brand ? CARD_BRAND_RULES[brand].cvcLength : null;
  if (digits === null || (length === null ? digits.length < 3 || digits.length > 4 : digits.length !== length)) {
    return { ok: false, error: { type: 'invalid', length } };
  }
  return { ok: true, value: digits };
}

/** Checks the name on the card; answers it trimmed, upper-case, single spaces. */
export function checkHolderName(typed: string): Result<string, HolderNameError> {
  // Full-width Latin letters and spaces (an IME may type them) become half-width.
  const name = typed.normalize('NFKC').trim().replace(/\s+/g, ' ').toUpperCase();
  if (name === '') return { ok: false, error: { type: 'required' } };
  if (name.length > MAX_HOLDER_NAME_LENGTH) return { ok: false, error: { type: 'too_long' } };
  if (!/^[A-Z][A-Z .'-]*$/.test(name)) return { ok: false, error: { type: 'not_latin' } };
  return { ok: true, value: name };
}

/** What the card form sends (the sandbox gateway's wire fields, camelCased). */
export interface CardFormInput {
  readonly number: string;
  readonly expMonth: string | number | null | undefined;
  readonly expYear: string | number | null | undefined;
  readonly cvc: string;
  readonly name: string;
}

/** A card that passed every check. */
export interface CheckedCard {
  /** ASCII digits only */
  readonly digits: string;
  readonly brand: CardBrand;
  readonly last4: string;
  /** 1–12 */
  readonly expMonth: number;
  /** four digits */
  readonly expYear: number;
  readonly cvc: string;
  readonly name: string;
}

/** One refusal per field that has one. */
export interface CardFormErrors {
  readonly number?: CardNumberError;
  /** month_required and month_invalid */
  readonly expMonth?: ExpiryError;
  /** year_required, year_invalid and expired */
  readonly expYear?: ExpiryError;
  readonly cvc?: CvcError;
  readonly name?: HolderNameError;
}

const MONTH_ERRORS: ReadonlySet<ExpiryError['type']> = new Set(['month_required', 'month_invalid']);

/** Checks every field of the card form; the refusal lists each field that failed. */
export function checkCardForm(input: CardFormInput, options: ExpiryOptions): Result<CheckedCard, CardFormErrors> {
  const number = checkCardNumber(input.number);
  const expiry = checkExpiry({ month: input.expMonth, year: input.expYear }, options);
  const cvc = checkCvc(input.cvc, number.ok ? number.value.brand : null);
  const name = checkHolderName(input.name);
  if (number.ok && expiry.ok && cvc.ok && name.ok) {
    return {
      ok: true,
      value: { ...number.value, expMonth: expiry.value.month, expYear: expiry.value.year, cvc: cvc.value, name: name.value },
    };
  }
  const errors: { -readonly [K in keyof CardFormErrors]: CardFormErrors[K] } = {};
  if (!number.ok) errors.number = number.error;
  if (!expiry.ok) {
    if (MONTH_ERRORS.has(expiry.error.type)) errors.expMonth = expiry.error;
    else errors.expYear = expiry.error;
  }
  if (!cvc.ok) errors.cvc = cvc.error;
  if (!name.ok) errors.name = name.error;
  return { ok: false, error: errors };
}
