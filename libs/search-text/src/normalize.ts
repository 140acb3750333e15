/**
 * One normaliser for the stored text and the typed query, so both sides meet in one form:
 *
 * - NFKC: full-width Latin and digits, half-width kana (ﾊﾟｰｶｰ → パーカー), ligatures;
 * - lower-case Latin;
 * - hiragana folded to katakana (ぱーかー → パーカー);
 * - spelling variants of loanwords dropped: the long-vowel mark (パーカー and パーカ meet), a hyphen
 *   typed for it after katakana (パ-カ-), middle dots (T・シャツ), ヴ-row spelled with バ-row
 *   (ヴィンテージ and ビンテージ meet), ヂ/ヅ as ジ/ズ;
 * - ティシャツ (ティーシャツ once the long vowel is gone) spelled as tシャツ;
 * - brackets, Japanese punctuation and control characters as spaces, runs of white space as one space.
 *
 * The result is for matching only; it is never shown.
 */

const HIRAGANA_FIRST = 0x3041; // ぁ
const HIRAGANA_LAST = 0x3096; // ゖ
const KANA_DISTANCE = 0x60; // ァ (U+30A1) − ぁ (U+3041)

/** Folds hiragana ぁ…ゖ (and the iteration marks ゝゞ) to katakana; everything else is kept. */
export function hiraganaToKatakana(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if ((code >= HIRAGANA_FIRST && code <= HIRAGANA_LAST) || code === 0x309d || code === 0x309e) {
      out += String.fromCodePoint(code + KANA_DISTANCE);
    } else {
      out += char;
    }
  }
  return out;
}

const VU_ROW: Readonly<Record<string, string>> = {
  ヴァ: 'バ',
  ヴィ: 'ビ',
  ヴェ: 'ベ',
  ヴォ: 'ボ',
  ヴュ: 'ビュ',
  ヴ: 'ブ',
  ヂ: 'ジ',
  ヅ: 'ズ',
};
const KATAKANA = '\\u30A1-\\u30FA';

/** Brackets and punctuation that separate words (not `.`, `%`, `-`, `/`, `#`, `&`, `+`: they live inside codes, sizes and materials). */
const SEPARATORS = /[\s\p{Cc}、。，,「」『』【】〔〕（）()［］[\]{}｛｝〈〉《》!?！？:;：；"'“”‘’`…‥〜~～*＊|｜<>＜＞=＝^＾\\]+/gu;

/** Unpaired surrogates (half of an emoji cut in two) and the replacement character. */
const BROKEN = /[\uD800-\uDFFF\uFFFD]/gu;

/** Normalises text for search: normalizeSearchText('ﾊﾟｰｶｰ  ＵＮＩＴＥＤ') → 'パカ united'. */
export function normalizeSearchText(text: string): string {
  let s = text.replace(BROKEN, ' ').normalize('NFKC').toLowerCase();
  s = hiraganaToKatakana(s);
  // A hyphen or dash typed for the long vowel after katakana (パ-カ-), then the long-vowel mark itself.
  s = s.replace(new RegExp(`(?<=[${KATAKANA}ー])[-‐‑–—―−]`, 'gu'), 'ー');
  s = s.replace(/ー+/gu, '');
  s = s.replace(/[・･·]/gu, '');
  s = s.replace(/ヴ[ァィェォュ]?|[ヂヅ]/gu, (m) => VU_ROW[m] ?? VU_ROW[m.slice(0, 1)] ?? m);
  s = s.replace(/ティシャツ/gu, 'tシャツ');
  return s.replace(SEPARATORS, ' ').trim();
}

/** Longest query term kept (characters); a longer one is cut. */
export const MAX_TERM_LENGTH = 40;

/** Splits a typed query into normalised terms (AND-ed by the search); at most `max` distinct terms. */
export function searchTerms(query: string, max = 8): string[] {
  const terms = normalizeSearchText(query)
    .split(' ')
    // A term of symbols only (%, .) finds nothing a shopper meant.
    .filter((term) => /[\p{L}\p{N}]/u.test(term))
    .map((term) => [...term].slice(0, MAX_TERM_LENGTH).join(''));
  return [...new Set(terms)].slice(0, max);
}
