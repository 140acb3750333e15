/**
 * What the card form does to each keystroke, kept cheap (the budget is 16 ms per keystroke
 * at 4× CPU; one pass over the typed text plus payment-card's brand lookup on the first digits):
 * the digits of what was typed, grouped as the brand groups them, with the caret kept after the
 * same digit; the expiry as MM/YY.
 */
import { CARD_BRAND_RULES, formatCardNumber, possibleCardBrands, type CardBrand } from '@shop/payment-card';

/** Full-width digits (U+FF10–U+FF19), as a Japanese input method may type them. */
const FULL_WIDTH_ZERO = 0xff10;

/** The ASCII digits of a typed text (full-width digits converted; letters, spaces and the rest dropped). */
export function typedDigits(typed: string): string {
  let digits = '';
  for (let i = 0; i < typed.length; i += 1) {
    const code = typed.charCodeAt(i);
    if (code >= 48 && code <= 57) digits += typed[i];
    else if (code >= FULL_WIDTH_ZERO && code <= FULL_WIDTH_ZERO + 9) digits += String.fromCharCode(code - FULL_WIDTH_ZERO + 48);
  }
  return digits;
}

/** The position in `formatted` just after its `count`-th digit (0: the start). */
export function caretAfterDigits(formatted: string, count: number): number {
  if (count <= 0) return 0;
  let seen = 0;
  for (let i = 0; i < formatted.length; i += 1) {
    const code = formatted.charCodeAt(i);
    if (code >= 48 && code <= 57) {
      seen += 1;
      if (seen === count) return i + 1;
    }
  }
  return formatted.length;
}

/** The card number field after a keystroke: the grouped text, the brands still possible, and the caret. */
export interface CardNumberState {
  /** What the field shows: `4242 4242 4`. */
  readonly text: string;
  readonly digits: string;
  /** The shop's brands the number can still be (all five while empty; none: a brand the shop does not take). */
  readonly possible: readonly CardBrand[];
  /** The brand once only one is possible. */
  readonly brand: CardBrand | null;
  /** Where the caret goes in `text`. */
  readonly caret: number;
}

/**
 * The card number field for what the shopper typed (`typed`, with the caret at `caret`): digits
 * kept, grouped by the brand's pattern (AMEX 4-6-5, others by fours), cut at the brand's longest length.
 */
export function cardNumberInput(typed: string, caret: number = typed.length): CardNumberState {
  const digitsBeforeCaret = typedDigits(typed.slice(0, caret)).length;
  const text = formatCardNumber(typedDigits(typed));
  const digits = typedDigits(text);
  const possible = possibleCardBrands(digits);
  return {
    text,
    digits,
    possible,
    brand: possible.length === 1 ? (possible[0] ?? null) : null,
    caret: caretAfterDigits(text, Math.min(digitsBeforeCaret, digits.length)),
  };
}

/** The expiry field after a keystroke: `1230` → `12/30` (a 4-digit year, as autofill may give, is kept: `12/2030`). */
export function expiryInput(typed: string): { text: string; month: string; year: string } {
  // `4/28` or `4/`: a one-digit month before the slash is that month.
  const slash = typed.indexOf('/');
  const before = slash === -1 ? '' : typedDigits(typed.slice(0, slash));
  const digits = (before.length === 1 ? `0${before}${typedDigits(typed.slice(slash + 1))}` : typedDigits(typed)).slice(0, 6);
  const month = digits.slice(0, 2);
  const year = digits.slice(2);
  return { text: year === '' ? month : `${month}/${year}`, month, year };
}

/** Digits of the security code the brand asks for: 3, AMEX 4; 4 while the brand is unknown. */
export function cvcLength(brand: CardBrand | null): number {
  return brand ? CARD_BRAND_RULES[brand].cvcLength : 4;
}
