/**
 * The default SearchIndex: the database's own, on PostgreSQL and PGlite alike. A query is analysed
 * by @shop/search-text (normalised terms, synonyms, filter words); each term's candidates come from
 * the GIN index of bigram and single-character tokens (`search_documents.tokens @> …`), are checked
 * with strpos (which also tells the field, hence the weight), and scored by the SQL mirror of
 * @shop/search-text's explainScore. The matches are the base set of the catalogue's list and
 * disjunctive facets. A product number typed alone is looked up exactly; a query that finds nothing
 * is tried once more with 「もしかして」's corrections.
 */
import {
  BOOSTS,
  FIELD_WEIGHTS,
  POPULARITY_SCALE,
  SEARCH_FIELDS,
  SYNONYM_FACTOR,
  analyzeQuery,
  explainScore,
  filterToken,
  nearestWord,
  normalizeSearchText,
  termTokens,
  type AnalyzedQuery,
  type QueryFilter,
  type SynonymGroup,
} from '@shop/search-text';
import { loadFacets, type ProductBase } from '../catalog/product-filter.ts';
import type { Queryable, SqlParam } from '../db/db.ts';
import { loadSearchDictionary, type SearchDictionary } from './search-dictionary.ts';
import type { SearchIndex, SearchRequest, SearchResult, Suggestions, UnderstoodTerm } from './search-index.ts';
import { explainRows, suggestionRows } from './search-store.ts';

/** How long the dictionary built from the catalogue is kept, ms. */
const DICTIONARY_TTL = 300_000;

type Param = (value: SqlParam) => string;

/** The SQL condition that a document has one of a word's filter values (its filter tokens, GIN-indexed like the text's). */
function filterSql(filters: readonly QueryFilter[], param: Param): string {
  return `d.tokens && ${param(filters.map(filterToken))}::text[]`;
}

/** The weight of the field a position (`pos`, SQL, null when absent) falls in: FIELD_WEIGHTS by `d.ends`. */
function fieldWeightSql(pos: string): string {
  const whens = SEARCH_FIELDS.slice(0, -1).map((field, i) => `when ${pos} <= d.ends[${i + 1}] then ${FIELD_WEIGHTS[field]}`);
  return `case when ${pos} is null then 0 ${whens.join(' ')} else ${FIELD_WEIGHTS.description} end`;
}

/**
 * The matches of an analysed query with their score, as a base set for the catalogue's list and
 * facets. Mirrors explainScore (the debug view and a test compare both).
 */
export function matchBase(query: AnalyzedQuery): ProductBase {
  const params: SqlParam[] = [];
  const param: Param = (value) => {
    params.push(value);
    return `$${params.length}`;
  };
  const positions: string[] = [];
  const conditions: string[] = [];
  const scores: string[] = [];
  query.terms.forEach((term, i) => {
    const typed = `pos.t${i}`;
    const synonym = `pos.s${i}`;
    const filter = term.filters.length > 0 ? `(${filterSql(term.filters, param)})` : null;
    let weight = '0';
    if (term.matchesText) {
      // A word that must be whole (a short kana or Latin synonym, a short unknown Latin word) is searched
      // with spaces around, in the text with spaces around.
      const position = (a: string, j: number) =>
        term.whole[j] ? `nullif(strpos(' ' || d.text || ' ', ${param(` ${a} `)}), 0)` : `nullif(strpos(d.text, ${param(a)}), 0)`;
      const [first, ...others] = term.alternatives;
      positions.push(`${position(first ?? '', 0)} as t${i}`);
      const synonymPositions = others.map((a, j) => position(a, j + 1));
      positions.push(`${synonymPositions.length > 0 ? `least(${synonymPositions.join(', ')})` : 'null::int'} as s${i}`);
      // The index finds the candidates; strpos (the position) confirms the word is really there. Or the
      // document has a filter value the word stands for (半袖: the T-shirts category).
      const text = `((${term.alternatives.map((a) => `d.tokens @> ${param(termTokens(a))}::text[]`).join(' or ')}) and (${typed} is not null or ${synonym} is not null))`;
      conditions.push(filter ? `(${text} or ${filter})` : text);
      weight = `greatest(${fieldWeightSql(typed)}, ${fieldWeightSql(synonym)} * ${SYNONYM_FACTOR})`;
    } else {
      conditions.push(filter ?? 'false');
    }
    scores.push(
      filter
        ? `${weight} + case when ${filter} then greatest(${weight}, ${FIELD_WEIGHTS.attributes}) - ${weight} + ${BOOSTS.filter} else 0 end`
        : weight,
    );
  });
  for (const phrase of query.phrases) scores.push(`case when strpos(d.text, ${param(phrase)}) > 0 then ${BOOSTS.phrase} else 0 end`);
  scores.push(`case when d.name = ${param(query.normalized)} then ${BOOSTS.exactName} else 0 end`);
  scores.push(`case when d.in_stock then ${BOOSTS.inStock} else 0 end`);
  scores.push(`least(greatest(p.popularity, 0), ${POPULARITY_SCALE})::float8 / ${POPULARITY_SCALE} * ${BOOSTS.popularity}`);
  const lateral = positions.length > 0 ? `cross join lateral (select ${positions.join(', ')}) pos` : '';
  const sql = `select d.product_id as id, (${scores.join(' + ')})::float8 as score
      from search_documents d
      join products p on p.id = d.product_id
      ${lateral}
     where ${conditions.join(' and ')}`;
  return { sql, params };
}

/** The base set of a product number: the product with that code (or that number, any line). */
function codeBase(code: string): ProductBase {
  return code.includes('-')
    ? { sql: 'select id, 0::float8 as score from products where code = $1', params: [code] }
    : { sql: "select id, 0::float8 as score from products where code = $1 or code like $1 || '-%'", params: [code] };
}

/** Bigram overlap (Dice) of two normalised texts, 0…1: how near a category's name is to a query. */
function bigramSimilarity(a: string, b: string): number {
  const grams = (s: string) => {
    const chars = [...s.replaceAll(' ', '')];
    const set = new Set<string>();
    for (let i = 0; i < chars.length; i += 1) set.add(chars.length === 1 ? (chars[0] as string) : `${chars[i]}${chars[i + 1] ?? ''}`);
    return set;
  };
  const x = grams(a);
  const y = grams(b);
  if (x.size === 0 || y.size === 0) return 0;
  let shared = 0;
  for (const g of x) if (y.has(g)) shared += 1;
  return (2 * shared) / (x.size + y.size);
}

export interface DatabaseSearchIndexOptions {
  /** The synonym groups (content/search/); read per process by the caller. */
  synonyms: readonly SynonymGroup[];
  /** epoch ms; the dictionary's age is measured with it */
  now?: () => number;
}

/** The database implementation of the SearchIndex port. */
export function databaseSearchIndex(
  db: Queryable,
  options: DatabaseSearchIndexOptions,
): SearchIndex & { dictionary(): Promise<SearchDictionary> } {
  const now = options.now ?? Date.now;
  let cached: { at: number; dictionary: Promise<SearchDictionary> } | undefined;
  const dictionary = (): Promise<SearchDictionary> => {
    if (!cached || now() - cached.at > DICTIONARY_TTL) {
      const loading = loadSearchDictionary(db, options.synonyms);
      cached = { at: now(), dictionary: loading };
      // A failed load is not kept.
      loading.catch(() => {
        if (cached?.dictionary === loading) cached = undefined;
      });
    }
    return cached.dictionary;
  };

  const understoodOf = (query: AnalyzedQuery, dict: SearchDictionary): UnderstoodTerm[] =>
    query.terms
      .filter((t) => t.filters.length > 0)
      .map((t) => ({
        term: t.label,
        filters: t.filters.map((f) => ({ ...f, name: dict.filterNames.get(`${f.key}=${f.value}`) ?? f.value })),
      }));

  /** The query with each unknown word replaced by its nearest known one; null when nothing was replaced. */
  const corrected = (q: string, dict: SearchDictionary): string | null => {
    let changed = false;
    const words = normalizeSearchText(q)
      .split(' ')
      .filter((w) => w !== '')
      .map((word) => {
        if (dict.known.has(word)) return word;
        const near = nearestWord(word, dict.vocabulary);
        if (!near) return word;
        changed = true;
        return near.display;
      });
    return changed ? words.join(' ') : null;
  };

  async function run(request: SearchRequest, base: ProductBase) {
    const { total, facets, ids } = await loadFacets(db, request.filter, base, { sort: request.sort, slice: request.page });
    return { total, facets, ids };
  }

  async function explain(ids: number[], query: AnalyzedQuery) {
    const rows = await explainRows(db, ids);
    const byId = new Map(rows.map((r) => [r.id, r]));
    return ids.flatMap((id) => {
      const r = byId.get(id);
      if (!r) return [];
      const hasFilter = (f: QueryFilter): boolean => r.filters.includes(filterToken(f));
      return [{ id, explanation: explainScore(query, { ...r, inStock: r.in_stock, hasFilter }) }];
    });
  }

  return {
    dictionary,

    async search(request) {
      const dict = await dictionary();
      const analyzed = analyzeQuery(request.q, dict.query);
      const empty: SearchResult = {
        ids: [],
        total: 0,
        facets: { categories: [], brands: [], colors: [], sizes: [], fits: [], weights: [], tags: [], price: null },
        query: request.q,
        correctedFrom: null,
        relaxed: [],
        productCode: null,
        understood: [],
      };
      if (analyzed.terms.length === 0) return empty;
      if (analyzed.productCode) {
        const found = await run(request, codeBase(analyzed.productCode));
        if (found.total > 0) return { ...empty, ...found, productCode: analyzed.productCode };
      }
      let query = analyzed;
      let shown = request.q;
      let result = await run(request, matchBase(analyzed));
      if (result.total === 0) {
        const correction = corrected(request.q, dict);
        if (correction) {
          const retried = analyzeQuery(correction, dict.query);
          const again = await run(request, matchBase(retried));
          if (again.total > 0) {
            query = retried;
            result = again;
            shown = correction;
          }
        }
      }
      // Still nothing: without the colour and size words (赤 タオル: no red towel, the towels), said so.
      let relaxed: string[] = [];
      if (result.total === 0 && query.terms.length >= 2) {
        const isAttribute = (t: AnalyzedQuery['terms'][number]) => t.filters.some((f) => f.key === 'color' || f.key === 'size');
        const kept = query.terms.filter((t) => !isAttribute(t));
        if (kept.length > 0 && kept.length < query.terms.length) {
          const wider: AnalyzedQuery = { ...query, terms: kept, phrases: [] };
          const again = await run(request, matchBase(wider));
          if (again.total > 0) {
            relaxed = query.terms.filter(isAttribute).map((t) => t.label);
            query = wider;
            result = again;
          }
        }
      }
      return {
        ...result,
        query: shown,
        correctedFrom: shown === request.q ? null : request.q,
        relaxed,
        productCode: null,
        understood: understoodOf(query, dict),
        ...(request.explain ? { explanations: await explain(result.ids, query) } : {}),
      };
    },

    async suggest(q, limit) {
      const dict = await dictionary();
      const analyzed = analyzeQuery(q, dict.query);
      const result: Suggestions = { productIds: [], categories: [], brands: [] };
      if (analyzed.terms.length === 0) return result;
      const base = analyzed.productCode ? codeBase(analyzed.productCode) : matchBase(analyzed);
      result.productIds = await suggestionRows(db, base, limit);
      const norm = normalizeSearchText(q).replaceAll(' ', '');
      const categoryFilters = new Set(analyzed.terms.flatMap((t) => t.filters.filter((f) => f.key === 'category').map((f) => f.value)));
      result.categories = dict.categories
        .filter((c) => categoryFilters.has(c.slug) || c.norm.replaceAll(' ', '').includes(norm))
        .slice(0, 4)
        .map(({ slug, name }) => ({ slug, name }));
      result.brands = dict.brands
        .filter((b) => b.norm.replaceAll(' ', '').includes(norm))
        .slice(0, 3)
        .map(({ slug, name }) => ({ slug, name }));
      return result;
    },

    async nearestCategories(q, limit) {
      const dict = await dictionary();
      const norm = normalizeSearchText(q);
      return dict.categories
        .map((c) => ({ c, similarity: bigramSimilarity(norm, c.norm) }))
        .filter((x) => x.similarity > 0)
        .sort((a, b) => b.similarity - a.similarity)
        .slice(0, limit)
        .map(({ c }) => ({ slug: c.slug, name: c.name }));
    },
  };
}
