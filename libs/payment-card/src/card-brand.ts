/**
 * The five brands the shop takes (spec §3) and what each expects: detection from the first digits as
 * the shopper types, lengths and security-code length. The prefixes come from the
 * maintained `credit-card-type` package; brands it knows that the shop does not take (Discover,
 * UnionPay, Maestro…) are never reported.
 */
import creditCardType from 'credit-card-type';
import { CARD_BRANDS, type CardBrand } from './brand-names.ts';

export { CARD_BRAND_NAMES, CARD_BRANDS, type CardBrand } from './brand-names.ts';

/** What a brand's numbers look like. */
export interface CardBrandRules {
  /** Accepted numbers of digits, ascending. */
  readonly lengths: readonly number[];
  /** Digits of the security code (CVC/CID). */
  readonly cvcLength: number;
}

/** credit-card-type's name for each brand. */
const LIBRARY_TYPE: Readonly<Record<CardBrand, string>> = {
  visa: 'visa',
  mastercard: 'mastercard',
  jcb: 'jcb',
  amex: 'american-express',
  diners: 'diners-club',
};
const BRAND_OF_LIBRARY_TYPE: ReadonlyMap<string, CardBrand> = new Map(CARD_BRANDS.map((brand) => [LIBRARY_TYPE[brand], brand]));

function rulesFromLibrary(brand: CardBrand): CardBrandRules {
  const info = creditCardType.getTypeInfo(LIBRARY_TYPE[brand]);
  return { lengths: Object.freeze([...info.lengths].sort((a, b) => a - b)), cvcLength: info.code.size };
}

/** Lengths, security-code length and grouping of each brand. */
export const CARD_BRAND_RULES: Readonly<Record<CardBrand, CardBrandRules>> = Object.freeze({
  visa: rulesFromLibrary('visa'),
  mastercard: rulesFromLibrary('mastercard'),
  jcb: rulesFromLibrary('jcb'),
  amex: rulesFromLibrary('amex'),
  diners: rulesFromLibrary('diners'),
});

/** The longest number of any brand the shop takes (digits): what a card-number field may hold. */
export const MAX_CARD_NUMBER_LENGTH = Math.max(...CARD_BRANDS.flatMap((brand) => CARD_BRAND_RULES[brand].lengths));

/** Only ASCII digits: what brand detection reads (see `cardDigits` for what a shopper types). */
const DIGITS = /^\d*$/;

/**
 * The shop's brands a number starting with `digits` can still turn out to be, in CARD_BRANDS order.
 * Empty when it can be none of them (another brand, or not digits). `''` → all five.
 *
 * @example possibleCardBrands('3') // ['jcb', 'amex', 'diners']
 */
export function possibleCardBrands(digits: string): CardBrand[] {
  if (!DIGITS.test(digits)) return [];
  // One pass over the library's prefix table per call (at most the first 8 digits are compared): the
  // cost does not grow with what was typed before, so it runs on every keystroke.
  const found = new Set<CardBrand>();
  for (const match of creditCardType(digits)) {
    const brand = BRAND_OF_LIBRARY_TYPE.get(match.type);
    if (brand) found.add(brand);
  }
  return CARD_BRANDS.filter((brand) => found.has(brand));
}

/**
 * The brand of a (partial) card number once its first digits leave only one of the shop's brands;
 * null while it could still be several, or none (another brand, or not digits).
 *
 * @example detectCardBrand('4') // 'visa'; detectCardBrand('3') // null; detectCardBrand('35') // 'jcb'
 */
export function detectCardBrand(digits: string): CardBrand | null {
  const brands = possibleCardBrands(digits);
  return brands.length === 1 ? (brands[0] ?? null) : null;
}
