/**
 * How a product scores for a query, as one function the database implementation mirrors in SQL and
 * the developers' debug view shows term by term: a term matches a product whose text holds it or a
 * synonym, or that has a filter value the term stands for; it scores the weight of the best field it
 * occurs in (FIELD_WEIGHTS; a synonym SYNONYM_FACTOR of it), or, matched only through its filter
 * value, the attributes' weight; a product that has the filter value a term stands for (黒 → a black colour) gets a boost;
 * an exact name match ranks first; in-stock and popular products come up among equals.
 */
import { FIELD_WEIGHTS, charPosition, fieldAt, wordPosition, type SearchField } from './document.ts';
import type { AnalyzedQuery } from './query.ts';
import type { QueryFilter } from './synonyms.ts';

export const BOOSTS = {
  /** The whole query is the product's name. */
  exactName: 20,
  /** The product has a filter value the term stands for. */
  filter: 3,
  /** Some SKU has stock. */
  inStock: 1,
  /** Popularity scaled to 0…this (popularity / POPULARITY_SCALE, at most 1). */
  popularity: 1,
  /** A word typed as one but split into known words occurs as typed. */
  phrase: 4,
} as const;

/** What a synonym scores of its field's weight: the word as typed ranks above its synonyms. */
export const SYNONYM_FACTOR = 0.75;

/** Popularity at which the popularity boost is full. */
export const POPULARITY_SCALE = 10_000;

export interface TermExplanation {
  term: string;
  /** The alternative (the term or a synonym) found first in the text; null when none occurs. */
  matched: string | null;
  field: SearchField | null;
  /** The filter values of the term the product has. */
  filters: QueryFilter[];
  /** What the term adds to the score. */
  score: number;
}

export interface ScoreExplanation {
  score: number;
  matches: boolean;
  terms: TermExplanation[];
  exactName: number;
  /** The phrase bonus (typed words split into known words that occur as typed). */
  phrases: number;
  inStock: number;
  popularity: number;
}

/** What the database knows about one product besides its text. */
export interface ProductSignals {
  text: string;
  ends: readonly number[];
  name: string;
  inStock: boolean;
  popularity: number;
  /** Whether the product has a filter value (colour family, category or one under it, size, fit, tag, brand). */
  hasFilter: (filter: QueryFilter) => boolean;
}

/** Scores a product for a query, with the reasons. */
export function explainScore(query: AnalyzedQuery, product: ProductSignals): ScoreExplanation {
  let matches = true;
  const terms = query.terms.map((term): TermExplanation => {
    let best: { alternative: string; field: SearchField; weight: number } | null = null;
    if (term.matchesText) {
      term.alternatives.forEach((alternative, i) => {
        const position = term.whole[i] ? wordPosition(product.text, alternative) : charPosition(product.text, alternative);
        const field = fieldAt(product.ends, position);
        if (!field) return;
        const weight = FIELD_WEIGHTS[field] * (i === 0 ? 1 : SYNONYM_FACTOR);
        if (best === null || weight > best.weight) best = { alternative, field, weight };
      });
    }
    const found = best as { alternative: string; field: SearchField; weight: number } | null;
    const filters = term.filters.filter((f) => product.hasFilter(f));
    // A word matches by its text or by a filter value it stands for (半袖: a T-shirt); a size only by its filter.
    if (found === null && filters.length === 0) matches = false;
    const textScore = found?.weight ?? 0;
    const filterScore = filters.length > 0 ? Math.max(textScore, FIELD_WEIGHTS.attributes) - textScore + BOOSTS.filter : 0;
    return { term: term.text, matched: found?.alternative ?? null, field: found?.field ?? null, filters, score: textScore + filterScore };
  });
  const phrases = query.phrases.filter((phrase) => charPosition(product.text, phrase) > 0).length * BOOSTS.phrase;
  const exactName = query.normalized !== '' && product.name === query.normalized ? BOOSTS.exactName : 0;
  const inStock = product.inStock ? BOOSTS.inStock : 0;
  const popularity = (Math.min(Math.max(product.popularity, 0), POPULARITY_SCALE) / POPULARITY_SCALE) * BOOSTS.popularity;
  const score = terms.reduce((sum, t) => sum + t.score, 0) + exactName + phrases + inStock + popularity;
  return { score, matches, terms, exactName, phrases, inStock, popularity };
}
