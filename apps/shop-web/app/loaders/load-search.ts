import type { ApiClient } from '@shop/api-client';
import { throwAsRouteError } from '../api/route-error.ts';
import { toCardProduct } from '../catalog/card-product.ts';
import { readListParams } from '../catalog/list-params.ts';
import { MAX_QUERY_UNITS, cutQuery } from '../search/cut-query.ts';

/** Longest query sent to the API (UTF-16 code units, as the API counts); longer input is cut. */
export const MAX_QUERY = MAX_QUERY_UNITS;

/** Products per search page. */
export const SEARCH_PAGE_SIZE = 24;

/**
 * Search results for `?q=` with the list's filters, sort and page (no call for an empty query).
 * `?debug=1` asks the API for each result's score and its reasons (the developers' view).
 */
export async function loadSearch(api: ApiClient, url: URL) {
  const q = cutQuery(url.searchParams.get('q') ?? '', MAX_QUERY);
  if (q === '') return { q, results: null };
  const { page, sort, facets, price } = readListParams(url.searchParams);
  const debug = url.searchParams.get('debug') === '1';
  try {
    const results = await api.products.search({
      q,
      ...facets,
      ...(price.min === undefined ? {} : { minPrice: price.min }),
      ...(price.max === undefined ? {} : { maxPrice: price.max }),
      ...(sort ? { sort } : {}),
      page,
      perPage: SEARCH_PAGE_SIZE,
      ...(debug ? { debug: '1' as const } : {}),
    });
    const { meta } = results;
    return {
      q,
      results: {
        products: results.data.map(toCardProduct),
        meta: {
          currentPage: meta.currentPage,
          lastPage: meta.lastPage,
          total: meta.total,
          facets: meta.facets,
          query: meta.query,
          correctedFrom: meta.correctedFrom,
          relaxed: meta.relaxed,
          productCode: meta.productCode,
          understood: meta.understood,
          nearestCategories: meta.nearestCategories,
          popular: meta.popular.map(toCardProduct),
          explanations: meta.explanations ?? null,
        },
      },
    };
  } catch (error) {
    return throwAsRouteError(error);
  }
}

/** What the search page shows. */
export type SearchPageData = Awaited<ReturnType<typeof loadSearch>>;
