/**
 * Understanding a typed query: normalised terms (AND-ed), each with its synonyms (any one matching
 * is enough) and the filter values it stands for (黒 → colour black, 帽子 → category caps, XL →
 * size XL); words typed without a space (黒Tシャツ, 長袖Tシャツ) split where known words cover the
 * whole term; a product number (00085 or 00085-CVT) recognised for an exact match.
 */
import { searchTerms } from './normalize.ts';
import type { QueryFilter, SynonymTable } from './synonyms.ts';

/** What the query analysis knows: the synonym groups and the words that stand for filter values. */
export interface QueryDictionary {
  synonyms: SynonymTable;
  /** Normalised word → the filter values it stands for (colour, category, size and fit names of the catalogue). */
  filters: ReadonlyMap<string, readonly QueryFilter[]>;
  /** Normalised word → how the catalogue writes it (for a word split out of a longer one); optional. */
  display?: ReadonlyMap<string, string>;
}

export interface AnalyzedTerm {
  /** The normalised term. */
  text: string;
  /** The term as typed (or as the catalogue writes it, for a word split out of a longer one). */
  label: string;
  /** The term and its synonyms (normalised), the term first; the term matches a product whose text holds any one. */
  alternatives: string[];
  /**
   * For each alternative, whether it must be a whole word of the text: a synonym of one or two kana
   * or Latin letters (タイ for ネクタイ) would otherwise match inside any word (テキスタイル), and so
   * would a typed word of one or two Latin letters or digits the dictionary does not know.
   */
  whole: boolean[];
  /** Filter values the term stands for: a product with one of them matches too, and ranks higher. */
  filters: QueryFilter[];
  /** False for words that only make sense as a filter (a size: "s" in a text means nothing). */
  matchesText: boolean;
}

export interface AnalyzedQuery {
  terms: AnalyzedTerm[];
  /** A product number typed alone, upper case ('00085-CVT' or '00085'); it is looked up exactly. */
  productCode: string | null;
  /** The typed terms, normalised, joined by a space (an exact product-name match ranks first). */
  normalized: string;
  /** Typed words that were split into known words (ヘビーウェイトTシャツ): a product holding one as typed ranks higher. */
  phrases: string[];
}

/** Product numbers: five to seven digits, optionally '-' and the line's letters (00085-CVT). */
const PRODUCT_CODE = /^\d{5,7}(?:-[a-z]{2,4})?$/;

/** Words of one Latin letter (sizes S, M, L, F) are never used to split a term: they would split any word. */
const isSplittable = (word: string) => !/^[a-z0-9]$/.test(word);

function known(dictionary: QueryDictionary, word: string): boolean {
  return dictionary.synonyms.has(word) || dictionary.filters.has(word);
}

/** Splits a term into known words if they cover all of it (longest first), else leaves it whole. */
export function segmentTerm(term: string, dictionary: QueryDictionary): string[] {
  if (known(dictionary, term)) return [term];
  const chars = [...term];
  const parts: string[] = [];
  let at = 0;
  while (at < chars.length) {
    let end = chars.length;
    for (; end > at; end -= 1) {
      const word = chars.slice(at, end).join('');
      if (isSplittable(word) && known(dictionary, word)) break;
    }
    if (end === at) return [term];
    parts.push(chars.slice(at, end).join(''));
    at = end;
  }
  return parts.length > 1 ? parts : [term];
}

function analyzeTerm(text: string, label: string, dictionary: QueryDictionary): AnalyzedTerm {
  const groups = dictionary.synonyms.get(text) ?? [];
  const alternatives = [...new Set([text, ...groups.flatMap((g) => g.terms)])];
  const filters = new Map<string, QueryFilter>();
  for (const word of alternatives) {
    for (const filter of dictionary.filters.get(word) ?? []) filters.set(`${filter.key}=${filter.value}`, filter);
  }
  for (const group of groups) if (group.filter) filters.set(`${group.filter.key}=${group.filter.value}`, group.filter);
  const list = [...filters.values()];
  const onlySizes = list.length > 0 && list.every((f) => f.key === 'size') && groups.length === 0;
  // A typed word of one or two Latin letters or digits that the dictionary does not know (the "or" of
  // "' or 1=1") would match inside any word too: it counts only as a whole word.
  const shortLatin = /^[a-z0-9]{1,2}$/.test(text) && !known(dictionary, text);
  const whole = alternatives.map((a, i) => (i === 0 ? shortLatin : [...a].length <= 2 && !/\p{Script=Han}/u.test(a)));
  return { text, label, alternatives, whole, filters: list, matchesText: !onlySizes };
}

/** Analyses a typed query (at most `maxTerms` terms after splitting). */
export function analyzeQuery(query: string, dictionary: QueryDictionary, maxTerms = 8): AnalyzedQuery {
  const typed = searchTerms(query, maxTerms);
  const productCode = typed.length === 1 && PRODUCT_CODE.test(typed[0] as string) ? (typed[0] as string).toUpperCase() : null;
  // How each normalised word was typed: the raw pieces between spaces and punctuation.
  const raw = new Map<string, string>();
  for (const piece of query.split(/[\s\p{P}]+/u)) for (const word of searchTerms(piece)) if (!raw.has(word)) raw.set(word, piece);
  const terms: AnalyzedTerm[] = [];
  const phrases: string[] = [];
  const seen = new Set<string>();
  for (const term of typed) {
    const parts = segmentTerm(term, dictionary);
    if (parts.length > 1) phrases.push(term);
    for (const part of parts) {
      if (seen.has(part) || terms.length >= maxTerms) continue;
      seen.add(part);
      const label = parts.length === 1 ? (raw.get(part) ?? part) : (dictionary.display?.get(part) ?? part);
      terms.push(analyzeTerm(part, label, dictionary));
    }
  }
  return { terms, productCode, normalized: typed.join(' '), phrases };
}
