/**
 * The blog search's text normalisation, shared by `posts.search_text` (content/write.ts) and the typed query,
 * so both sides meet in one form: NFKC (full-width Latin and half-width kana become their standard
 * forms: Ｔシャツ → Tシャツ, ﾊﾟｰｶｰ → パーカー), lower-case Latin, katakana folded to hiragana
 * (パーカー → ぱーかー) and runs of white space collapsed to one space.
 */

const KATAKANA_FIRST = 0x30a1; // ァ
const KATAKANA_LAST = 0x30f6; // ヶ
const KANA_DISTANCE = 0x60; // ァ (U+30A1) − ぁ (U+3041)

/** Folds katakana ァ…ヶ to hiragana ぁ…ゖ; the long-vowel mark ー and everything else is kept. */
export function katakanaToHiragana(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    out += code >= KATAKANA_FIRST && code <= KATAKANA_LAST ? String.fromCodePoint(code - KANA_DISTANCE) : char;
  }
  return out;
}

/** Normalises text for search: normalizeSearchText('ﾊﾟｰｶｰ  ＵＮＩＴＥＤ') → 'ぱーかー united'. */
export function normalizeSearchText(text: string): string {
  return katakanaToHiragana(text.normalize('NFKC').toLowerCase()).replace(/\s+/gu, ' ').trim();
}

/** Splits a typed query into normalised terms (AND-ed by the search); at most `max` distinct terms. */
export function searchTerms(query: string, max = 8): string[] {
  const terms = normalizeSearchText(query)
    .split(' ')
    .filter((term) => term !== '');
  return [...new Set(terms)].slice(0, max);
}

/** Escapes LIKE wildcards so a typed `%` or `_` matches itself: 50% → 50\%. */
export function escapeLike(term: string): string {
  return term.replace(/[\\%_]/g, (char) => `\\${char}`);
}
