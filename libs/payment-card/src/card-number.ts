/**
 * Card numbers as shoppers type them: the digits out of what was typed, the Luhn check, the grouping
 * shown in the field, and the whole check of a finished number.
 */
import { CARD_BRAND_RULES, type CardBrand, detectCardBrand, MAX_CARD_NUMBER_LENGTH, possibleCardBrands } from './card-brand.ts';
import type { Result } from '@shop/result';

/** Full-width digits (U+FF10–U+FF19), as a Japanese input method may type them. */
const FULL_WIDTH_ZERO = 0xff10;
/** Separators a shopper may type or paste between groups: spaces (also the ideographic space) and hyphens. */
const SEPARATORS = /[\s\u3000\-\u2010-\u2015\u2212\uff0d]/g;

/**
 * The digits of a typed card number: full-width digits become ASCII, spaces and hyphens are dropped.
 * Null when anything else is in it (a letter, a dot).
 *
 * @example cardDigits('４２４２ 4242-4242 4242') // '4242424242424242'
 */
export function cardDigits(typed: string): string | null {
  let digits = '';
  for (const char of typed.replace(SEPARATORS, '')) {
    const code = char.charCodeAt(0);
    if (code >= 48 && code <= 57) digits += char;
    else if (code >= FULL_WIDTH_ZERO && code <= FULL_WIDTH_ZERO + 9) digits += String.fromCharCode(code - FULL_WIDTH_ZERO + 48);
    else return null;
  }
  return digits;
}

/** Whether `digits` (ASCII digits only) passes the Luhn check (mod 10). An empty string does not. */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  let double = false;
  for (let i = digits.length - 1; i >= 0; i -= 1) {
    let digit = digits.charCodeAt(i) - 48;
    if (double) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
    double = !double;
  }
  return sum % 10 === 0;
}

/** The Luhn check digit that makes `digitsWithoutCheck` + it pass `luhnValid`. */
export function luhnCheckDigit(digitsWithoutCheck: string): string {
  for (let candidate = 0; candidate <= 9; candidate += 1) {
    if (luhnValid(`${digitsWithoutCheck}${candidate}`)) return String(candidate);
  }
  throw new RangeError(`luhnCheckDigit: not digits: ${JSON.stringify(digitsWithoutCheck)}`);
}

/** Most digits a number starting like `digits` may have: its brand's longest, or any brand's. */
export function maxCardNumberLength(brand: CardBrand | null): number {
  return brand ? Math.max(...CARD_BRAND_RULES[brand].lengths) : MAX_CARD_NUMBER_LENGTH;
}

/** Positions after which a space is shown: AMEX 4-6-5, 14-digit Diners 4-6-4, every other number by fours. */
function displayGaps(brand: CardBrand | null, length: number): readonly number[] {
  if (brand === 'amex' || (brand === 'diners' && length <= 14)) return [4, 10];
  return [4, 8, 12, 16];
}

/**
 * The digits grouped for display as the shopper types (AMEX 4-6-5, 14-digit Diners 4-6-4, the others
 * by fours). Digits past the brand's longest length are cut.
 *
 * @example formatCardNumber('378282246310005') // '3782 822463 10005'
 */
export function formatCardNumber(digits: string): string {
  const brand = detectCardBrand(digits);
  const kept = digits.slice(0, maxCardNumberLength(brand));
  let out = '';
  let from = 0;
  for (const gap of displayGaps(brand, kept.length)) {
    if (gap >= kept.length) break;
    out += `${kept.slice(from, gap)} `;
    from = gap;
  }
  return out + kept.slice(from);
}

/** Why a card number is refused. */
export type CardNumberError =
  | { readonly type: 'required' }
  /** Something besides digits, spaces and hyphens. */
  | { readonly type: 'not_digits' }
  /** None of the shop's five brands (spec §3). */
  | { readonly type: 'unsupported_brand' }
  /** Not a length of its brand (brand null: too few digits to tell the brand). */
  | { readonly type: 'wrong_length'; readonly brand: CardBrand | null }
  /** Mistyped: the Luhn check fails. */
  | { readonly type: 'invalid' };

export interface CheckedCardNumber {
  /** ASCII digits only */
  readonly digits: string;
  readonly brand: CardBrand;
  readonly last4: string;
}

/** Checks a finished card number as typed (spaces, hyphens and full-width digits allowed). */
export function checkCardNumber(typed: string): Result<CheckedCardNumber, CardNumberError> {
  const digits = cardDigits(typed);
  if (digits === '') return { ok: false, error: { type: 'required' } };
  if (digits === null) return { ok: false, error: { type: 'not_digits' } };
  const [brand, ...others] = possibleCardBrands(digits);
  // A complete number names one brand; several left means it is too short to tell (`3`).
  if (!brand) return { ok: false, error: { type: 'unsupported_brand' } };
  if (others.length > 0) return { ok: false, error: { type: 'wrong_length', brand: null } };
  if (!CARD_BRAND_RULES[brand].lengths.includes(digits.length)) return { ok: false, error: { type: 'wrong_length', brand } };
  if (!luhnValid(digits)) return { ok: false, error: { type: 'invalid' } };
  return { ok: true, value: { digits, brand, last4: digits.slice(-4) } };
}
