/**
 * The search engine port. The storefront's routes talk to a `SearchIndex` only; the default is the
 * database's own (database-search-index.ts: bigram tokens in PostgreSQL or PGlite). A search engine
 * (OpenSearch with kuromoji or Sudachi, Meilisearch) can implement the same interface when one
 * database is outgrown, reading the same normaliser and synonym groups from @shop/search-text and
 * content/search/ (docs/decisions/020-japanese-search.md).
 */
import type { ScoreExplanation } from '@shop/search-text';
import type { ProductFacets, ProductFilter, ProductSort } from '../catalog/product-filter.ts';
import type { PageSlice } from '../catalog/pagination.ts';

export interface SearchRequest {
  /** The query as typed (at most 200 UTF-16 units; the route checks). */
  q: string;
  /** Filters chosen on the results (facets, price). */
  filter: ProductFilter;
  sort: ProductSort | 'relevance';
  page: PageSlice;
  /** Explain each result's score (the developers' debug view). */
  explain?: boolean;
}

/** A query word understood as filter values: 黒 → ブラック系. */
export interface UnderstoodTerm {
  term: string;
  filters: { key: string; value: string; name: string }[];
}

export interface SearchResult {
  /** Product ids of the page, in order. */
  ids: number[];
  total: number;
  facets: ProductFacets;
  /** The query the results are for: the typed one, or its correction when that found nothing. */
  query: string;
  /** The typed query when the results are for a correction (「もしかして」 applied); null otherwise. */
  correctedFrom: string | null;
  /** Words left out because the query found nothing with them (colours and sizes: 赤 of 赤 タオル). */
  relaxed: string[];
  /** A product number typed alone and found: the results are that product. */
  productCode: string | null;
  understood: UnderstoodTerm[];
  /** With `explain`: each result's score and its reasons, in page order. */
  explanations?: { id: number; explanation: ScoreExplanation }[];
}

export interface Suggestions {
  /** Up to `limit` products, best first. */
  productIds: number[];
  categories: { slug: string; name: string }[];
  brands: { slug: string; name: string }[];
}

export interface SearchIndex {
  search(request: SearchRequest): Promise<SearchResult>;
  /** Predictive search: products, categories and brands for what is typed so far. */
  suggest(q: string, limit: number): Promise<Suggestions>;
  /** The categories nearest to a query that found nothing (at most `limit`). */
  nearestCategories(q: string, limit: number): Promise<{ slug: string; name: string }[]>;
}
