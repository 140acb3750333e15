import type { ApiClient } from '@shop/api-client';
import { throwAsRouteError } from '../api/route-error.ts';
import { readListParams } from '../catalog/list-params.ts';

/** Longest query sent to the API (characters); longer input is cut. */
export const MAX_QUERY = 200;

/** Search results for `?q=` (no call for an empty query). */
export async function loadSearch(api: ApiClient, url: URL) {
  const q = [...(url.searchParams.get('q') ?? '').trim()].slice(0, MAX_QUERY).join('');
  if (q === '') return { q, results: null };
  const { page } = readListParams(url.searchParams);
  try {
    const results = await api.products.search({ q, page });
    return { q, results: { products: results.data, meta: results.meta } };
  } catch (error) {
    return throwAsRouteError(error);
  }
}
