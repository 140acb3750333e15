/**
 * A product as the search index holds it: its normalised fields in one text, in the order of their
 * weight, with the character position where each field ends. The first occurrence of a word in the
 * text therefore tells the best field it occurs in (a database's `strpos` answers both "does it
 * occur" and "where"), and ranking needs one look-up per word, not one per field.
 */
import { normalizeSearchText } from './normalize.ts';
import type { QueryFilter } from './synonyms.ts';
import { indexTokens } from './tokens.ts';

/**
 * The index token of a filter value the product has (`=color:black`, `=category:tops`): a query word
 * that stands for it (黒, 半袖) finds the product through the same index as the text's tokens.
 * Normalised text never holds `=`, so these never meet a text token.
 */
export function filterToken(filter: QueryFilter): string {
  return `=${filter.key}:${filter.value}`;
}

/** The fields of a search document, best first. */
export const SEARCH_FIELDS = ['name', 'tags', 'category', 'brand', 'attributes', 'description'] as const;
export type SearchField = (typeof SEARCH_FIELDS)[number];

/**
 * What a word scores by the best field it occurs in: the name, then tags, category and brand, then
 * colours, sizes, fit and material (`attributes`), then the description.
 */
export const FIELD_WEIGHTS: Readonly<Record<SearchField, number>> = {
  name: 8,
  tags: 5,
  category: 4,
  brand: 4,
  attributes: 2,
  description: 1,
};

export interface SearchDocument {
  /** The normalised fields joined by spaces. */
  text: string;
  /** 1-based position (in characters, as SQL's strpos counts) of the last character of each field, in SEARCH_FIELDS order. */
  ends: number[];
  /** The normalised name alone (an exact name match ranks first). */
  name: string;
  tokens: string[];
}

/**
 * Builds the document of a product from its fields as written (they are normalised here) and the
 * filter values it has (its colour families, its category and those above it, tags, sizes, fit, brand).
 */
export function buildSearchDocument(fields: Readonly<Record<SearchField, string>>, filters: readonly QueryFilter[] = []): SearchDocument {
  const parts: string[] = [];
  const ends: number[] = [];
  let length = 0;
  for (const field of SEARCH_FIELDS) {
    const normalized = normalizeSearchText(fields[field]);
    if (normalized !== '') {
      // one space between fields
      length += (parts.length > 0 ? 1 : 0) + [...normalized].length;
      parts.push(normalized);
    }
    ends.push(length);
  }
  const text = parts.join(' ');
  return { text, ends, name: normalizeSearchText(fields.name), tokens: [...indexTokens(text), ...new Set(filters.map(filterToken))] };
}

/** The field a 1-based character position falls in (undefined for 0: no occurrence). */
export function fieldAt(ends: readonly number[], position: number): SearchField | undefined {
  if (position <= 0) return undefined;
  const index = ends.findIndex((end) => position <= end);
  return index === -1 ? undefined : SEARCH_FIELDS[index];
}

/** 1-based character position of the first occurrence of `word` in `text`, 0 if none (SQL's strpos). */
export function charPosition(text: string, word: string): number {
  const at = text.indexOf(word);
  if (at === -1) return 0;
  return [...text.slice(0, at)].length + 1;
}

/** 1-based character position of `word` as a whole word of `text` (between spaces or the ends), 0 if none. */
export function wordPosition(text: string, word: string): number {
  return charPosition(` ${text} `, ` ${word} `);
}
