import { API_ROUTES } from '@shop/api-contract';
import type { ScoreExplanation, SynonymGroup } from '@shop/search-text';
import { Hono } from 'hono';
import * as v from 'valibot';
import { ResponseCache } from '../catalog/cache.ts';
import { type CatalogContext, cachedCatalogue } from '../catalog/context.ts';
import { pageWindow } from '../catalog/pagination.ts';
import { popularProducts, type ProductFilter } from '../catalog/product-filter.ts';
import { ProductListQuery } from '../catalog/product-routes.ts';
import { loadListItems } from '../catalog/product-shapes.ts';
import { checkPriceRange, parseQuery } from '../catalog/query.ts';
import type { AppDeps, AppEnv } from '../http/env.ts';
import { on } from '../http/route.ts';
import { databaseSearchIndex } from './database-search-index.ts';
import type { SearchIndex } from './search-index.ts';
import { readSynonymFiles } from './search-dictionary.ts';

const DEFAULT_PER_PAGE = 24;
/** Products of a predictive search. */
const SUGGESTED_PRODUCTS = 5;
/** Popular products offered by an empty result. */
const POPULAR_ON_EMPTY = 8;
const QUERY_MESSAGE = '検索キーワードは200文字以内で入力してください';
const SEARCH_SORTS = ['relevance', 'popular', 'newest', 'price_asc', 'price_desc'] as const;

const { response_group: _group, feature: _feature, sort: _sort, ...LIST_FILTERS } = ProductListQuery.entries;

/** `GET /api/search` query string: the list's filters and pages, the text and the sort. */
const SearchQuery = v.object({
  ...LIST_FILTERS,
  q: v.optional(v.pipe(v.string(), v.maxLength(200, QUERY_MESSAGE)), ''),
  sort: v.optional(v.picklist(SEARCH_SORTS, '並び順はrelevance、popular、newest、price_asc、price_descのいずれかで指定してください')),
  debug: v.optional(v.literal('1', 'debugは1を指定してください')),
});

const SuggestQuery = v.object({ q: v.optional(v.pipe(v.string(), v.maxLength(200, QUERY_MESSAGE)), '') });

const FILTER_KEYS = ['category', 'brand', 'color', 'size', 'fit', 'weight', 'tag', 'min_price', 'max_price'] as const;

/** The explanation of a result as the wire carries it (snake_case keys). */
function explanationWire(id: number, e: ScoreExplanation) {
  return {
    id,
    score: e.score,
    exact_name: e.exactName,
    phrases: e.phrases,
    in_stock: e.inStock,
    popularity: e.popularity,
    terms: e.terms.map((t) => ({ term: t.term, matched: t.matched, field: t.field, filters: t.filters, score: t.score })),
  };
}

let synonyms: SynonymGroup[] | undefined;
/** The synonym groups of content/search/, read once per process (restart to take an edit). */
function processSynonyms(): SynonymGroup[] {
  synonyms ??= readSynonymFiles();
  return synonyms;
}

/**
 * `GET /api/search` (results, facets, 「もしかして」, the empty page's offers) and
 * `GET /api/search/suggest` (predictive search), over a SearchIndex: the database's by default.
 */
export function searchRoutes(
  deps: AppDeps,
  index: SearchIndex = databaseSearchIndex(deps.db, { synonyms: processSynonyms(), now: deps.now }),
) {
  const app = new Hono<AppEnv>();
  const ctx: CatalogContext = { deps, cache: new ResponseCache() };

  on(app, API_ROUTES.productSearch, (c) =>
    cachedCatalogue(c, ctx, async () => {
      const q = parseQuery(c, SearchQuery);
      checkPriceRange(q);
      const window = pageWindow(q.page ?? 1, q.per_page ?? DEFAULT_PER_PAGE);
      const filter: ProductFilter = {};
      for (const key of FILTER_KEYS) if (q[key] !== undefined) Object.assign(filter, { [key]: q[key] });
      const result = await index.search({ q: q.q, filter, sort: q.sort ?? 'relevance', page: window, explain: q.debug === '1' });
      // A colour chosen, or typed (黒 Tシャツ), pictures each product in that colour.
      const colour = filter.color ?? result.understood.flatMap((t) => t.filters).find((f) => f.key === 'color')?.value;
      const empty = result.total === 0 && q.q.trim() !== '';
      const [data, popular, nearest] = await Promise.all([
        loadListItems(deps.db, result.ids, colour),
        empty ? popularProducts(deps.db, POPULAR_ON_EMPTY).then((ids) => loadListItems(deps.db, ids)) : [],
        empty ? index.nearestCategories(q.q, 4) : [],
      ]);
      return {
        data,
        meta: {
          ...window.meta(result.total),
          facets: result.facets,
          query: result.query,
          corrected_from: result.correctedFrom,
          relaxed: result.relaxed,
          product_code: result.productCode,
          understood: result.understood,
          nearest_categories: nearest,
          popular,
          ...(result.explanations ? { explanations: result.explanations.map((x) => explanationWire(x.id, x.explanation)) } : {}),
        },
      };
    }),
  );

  on(app, API_ROUTES.productSuggest, (c) =>
    cachedCatalogue(c, ctx, async () => {
      const { q } = parseQuery(c, SuggestQuery);
      const found = await index.suggest(q, SUGGESTED_PRODUCTS);
      const items = await loadListItems(deps.db, found.productIds);
      return {
        data: {
          products: items.map((p) => ({
            id: p.id,
            code: p.code,
            name: p.name,
            image: p.image,
            min_price: p.min_price,
            max_price: p.max_price,
          })),
          categories: found.categories,
          brands: found.brands,
        },
      };
    }),
  );
  return app;
}
