/**
 * Reads the product-list state (filters, sort, page) from a page URL and writes it back. Unknown or
 * malformed values are dropped here, so a hand-edited URL shows the unfiltered list instead of an
 * error from the API.
 */
import { PRODUCT_SORTS, type ProductListParams, type ProductSort } from '@shop/api-client';

/** URL query keys of the facet filters, in the order the filter drawer shows them. */
export const FACET_KEYS = ['brand', 'color', 'size', 'fit', 'weight'] as const;
export type FacetKey = (typeof FACET_KEYS)[number];

export interface ListParams {
  page: number;
  sort: ProductSort | undefined;
  facets: Partial<Record<FacetKey, string>>;
}

const SLUG = /^[a-z0-9][a-z0-9_-]{0,63}$/;
const MAX_PAGE = 1_000;

/** Sort orders shown to shoppers (Japanese labels). */
export const SORT_LABELS: Record<ProductSort, string> = {
  popular: '人気順',
  newest: '新着順',
  price_asc: '価格の安い順',
  price_desc: '価格の高い順',
};

/** The list state in `search` (a URLSearchParams of the page URL). */
export function readListParams(search: URLSearchParams): ListParams {
  const rawPage = search.get('page') ?? '';
  const page = /^\d{1,4}$/.test(rawPage) ? Math.min(Math.max(Number(rawPage), 1), MAX_PAGE) : 1;
  const rawSort = search.get('sort');
  const sort = PRODUCT_SORTS.find((value) => value === rawSort);
  const facets: ListParams['facets'] = {};
  for (const key of FACET_KEYS) {
    const value = search.get(key);
    if (value !== null && SLUG.test(value)) facets[key] = value;
  }
  return { page, sort, facets };
}

/** The API query for a list state (category, brand or feature fixed by the page). */
export function toProductQuery(params: ListParams, fixed: Pick<ProductListParams, 'category'>, perPage: number): ProductListParams {
  return {
    ...fixed,
    ...params.facets,
    ...(params.sort ? { sort: params.sort } : {}),
    page: params.page,
    perPage,
  };
}

/** `?…` for the same list with one facet toggled (set, or cleared when already set); back to page 1. */
export function toggleFacetHref(search: URLSearchParams, key: FacetKey, value: string): string {
  const next = new URLSearchParams(search);
  if (next.get(key) === value) next.delete(key);
  else next.set(key, value);
  next.delete('page');
  return hrefOf(next);
}

/** `?…` for the same list at `page` (page 1 has no parameter). */
export function pageHref(search: URLSearchParams, page: number): string {
  const next = new URLSearchParams(search);
  if (page <= 1) next.delete('page');
  else next.set('page', String(page));
  return hrefOf(next);
}

function hrefOf(params: URLSearchParams): string {
  const query = params.toString();
  return query ? `?${query}` : '?';
}
