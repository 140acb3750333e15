/**
 * What the back office's order search compares, made from what the staff member typed: one text,
 * folded the way the stored values are compared (see order-desk-store.ts `searchOrders`), so that
 * 090-1234-5678, ０９０１２３４５６７８ and 09012345678 find one phone number, 〒100-0001 the postal code
 * 1000001, and やまだ or ﾔﾏﾀﾞ the furigana ヤマダ.
 */
import { hiraganaToKatakana } from '@shop/search-text';

/** The forms of one search text; a form is null when the text cannot be one. */
export interface OrderSearchKeys {
  /** NFKC, lower case, without white space: matched against the number, names and e-mail addresses. */
  text: string;
  /** `text` with hiragana folded to katakana, when it holds katakana: matched against the furigana. */
  kana: string | null;
  /** The digits, when the text is only digits and the separators typed between them (at least 3 digits): phone, postal code, number. */
  digits: string | null;
}

/** Hyphens, dashes, the long-vowel marks, brackets, dots, `+` and 〒 that people type inside phone numbers and postal codes. */
const DIGIT_SEPARATORS = /[-‐‑‒–—―−ーｰ〒()（）+.]/gu;
const KATAKANA = /[\u30a1-\u30fa]/u;

/** The search keys of a typed text; undefined when nothing is left to search by. */
export function orderSearchKeys(typed: string): OrderSearchKeys | undefined {
  const text = typed.normalize('NFKC').toLowerCase().replace(/\s+/gu, '');
  if (text === '') return undefined;
  const folded = hiraganaToKatakana(text);
  const digits = text.replace(DIGIT_SEPARATORS, '');
  return { text, kana: KATAKANA.test(folded) ? folded : null, digits: /^[0-9]{3,}$/.test(digits) ? digits : null };
}

/** `text` for a LIKE pattern: `\`, `%` and `_` taken literally (with `escape '\'`). */
export function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}
