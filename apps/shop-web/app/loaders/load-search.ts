import type { ApiClient } from '@shop/api-client';
import { throwAsRouteError } from '../api/route-error.ts';
import { toCardProduct } from '../catalog/card-product.ts';
import { readListParams } from '../catalog/list-params.ts';
import { MAX_QUERY_UNITS, cutQuery } from '../search/cut-query.ts';

/** Longest query sent to the API (UTF-16 code units, as the API counts); longer input is cut. */
export const MAX_QUERY = MAX_QUERY_UNITS;

/** Search results for `?q=` (no call for an empty query). */
export async function loadSearch(api: ApiClient, url: URL) {
  const q = cutQuery(url.searchParams.get('q') ?? '', MAX_QUERY);
  if (q === '') return { q, results: null };
  const { page } = readListParams(url.searchParams);
  try {
    const results = await api.products.search({ q, page });
    return { q, results: { products: results.data.map(toCardProduct), meta: results.meta } };
  } catch (error) {
    return throwAsRouteError(error);
  }
}
