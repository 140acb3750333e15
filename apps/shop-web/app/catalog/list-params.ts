/**
 * Reads the product-list state (filters, sort, page) from a page URL and writes it back. Unknown or
 * malformed values are dropped here, so a hand-edited URL shows the unfiltered list instead of an
 * error from the API.
 */
import type { ProductListParams } from '@shop/api-client';
import { PRODUCT_SORTS, type ProductSort } from '@shop/api-contract';
import { formatCount } from '../format/numbers.ts';
import { formatYen } from '../format/yen.ts';

/** URL query keys of the facet filters, in the order the filter drawer shows them. */
export const FACET_KEYS = ['brand', 'color', 'size', 'fit', 'weight'] as const;
export type FacetKey = (typeof FACET_KEYS)[number];

/** URL query keys of the price filter (the API's own names); yen, tax included, both ends inclusive. */
export const PRICE_KEYS = { min: 'min_price', max: 'max_price' } as const;

/** A price filter: the product's lowest price (yen, tax included) lies within min..max, both inclusive. */
export interface PriceFilter {
  readonly min?: number;
  readonly max?: number;
}

export interface ListParams {
  page: number;
  sort: ProductSort | undefined;
  facets: Partial<Record<FacetKey, string>>;
  price: PriceFilter;
}

const SLUG = /^[a-z0-9][a-z0-9_-]{0,63}$/;
// Size facet values are size names (`XL`, `130`), as the API accepts them.
const SIZE = /^[A-Za-z0-9]{1,10}$/;
const FACET_PATTERN: Record<FacetKey, RegExp> = { brand: SLUG, color: SLUG, size: SIZE, fit: SLUG, weight: SLUG };
const MAX_PAGE = 1_000;
/** The largest price the API accepts in a filter (yen). */
export const MAX_PRICE = 10_000_000;

/** Sort orders shown to shoppers (Japanese labels). */
export const SORT_LABELS: Record<ProductSort, string> = {
  popular: '人気順',
  newest: '新着順',
  price_asc: '価格の安い順',
  price_desc: '価格の高い順',
};

/** The search's own order (the default of its results). */
export const RELEVANCE_LABEL = 'おすすめ順';

/** The drawer's preset price ranges: adjacent, non-overlapping, and together covering every price. */
export const PRICE_RANGES: readonly PriceFilter[] = [
  { max: 1_000 },
  { min: 1_001, max: 2_000 },
  { min: 2_001, max: 3_000 },
  { min: 3_001, max: 5_000 },
  { min: 5_001 },
];

/** A price range as shoppers read it: `〜￥1,000`, `￥1,001〜￥2,000`, `￥5,001〜`. */
export function priceRangeLabel({ min, max }: PriceFilter): string {
  return `${min === undefined ? '' : formatYen(min)}〜${max === undefined ? '' : formatYen(max)}`;
}

/** Whether a range holds any price between `low` and `high` (the cheapest and dearest of a result). */
export function rangeOverlaps(range: PriceFilter, low: number, high: number): boolean {
  return (range.min === undefined || range.min <= high) && (range.max === undefined || range.max >= low);
}

/** A whole number of yen within what the API accepts, or undefined. */
function readYen(raw: string | null): number | undefined {
  if (raw === null || !/^\d{1,8}$/.test(raw)) return undefined;
  const value = Number(raw);
  return value <= MAX_PRICE ? value : undefined;
}

/** The price filter in `search`; a lower bound above the upper bound is no filter at all. */
function readPrice(search: URLSearchParams): PriceFilter {
  const min = readYen(search.get(PRICE_KEYS.min));
  const max = readYen(search.get(PRICE_KEYS.max));
  if (min !== undefined && max !== undefined && min > max) return {};
  return { ...(min === undefined ? {} : { min }), ...(max === undefined ? {} : { max }) };
}

/** The list state in `search` (a URLSearchParams of the page URL). */
export function readListParams(search: URLSearchParams): ListParams {
  const rawPage = search.get('page') ?? '';
  const page = /^\d{1,4}$/.test(rawPage) ? Math.min(Math.max(Number(rawPage), 1), MAX_PAGE) : 1;
  const rawSort = search.get('sort');
  const sort = PRODUCT_SORTS.find((value) => value === rawSort);
  const facets: ListParams['facets'] = {};
  for (const key of FACET_KEYS) {
    const value = search.get(key);
    if (value !== null && FACET_PATTERN[key].test(value)) facets[key] = value;
  }
  return { page, sort, facets, price: readPrice(search) };
}

/** The API query for a list state (category, brand or feature fixed by the page). */
export function toProductQuery(params: ListParams, fixed: Pick<ProductListParams, 'category'>, perPage: number): ProductListParams {
  return {
    ...fixed,
    ...params.facets,
    ...(params.price.min === undefined ? {} : { minPrice: params.price.min }),
    ...(params.price.max === undefined ? {} : { maxPrice: params.price.max }),
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

/** Whether the URL's price filter is exactly `range`. */
export function isCurrentPrice(search: URLSearchParams, range: PriceFilter): boolean {
  const current = readPrice(search);
  return current.min === range.min && current.max === range.max && (range.min !== undefined || range.max !== undefined);
}

/** `?…` for the same list filtered to `range` (an open end has no parameter); back to page 1. */
export function priceHref(search: URLSearchParams, range: PriceFilter): string {
  const next = new URLSearchParams(search);
  for (const [end, key] of [
    ['min', PRICE_KEYS.min],
    ['max', PRICE_KEYS.max],
  ] as const) {
    const value = range[end];
    if (value === undefined) next.delete(key);
    else next.set(key, String(value));
  }
  next.delete('page');
  return hrefOf(next);
}

/** `?…` for the same list with a preset range toggled (set, or cleared when it is the current one). */
export function togglePriceHref(search: URLSearchParams, range: PriceFilter): string {
  return priceHref(search, isCurrentPrice(search, range) ? {} : range);
}

/** Typed price bounds: the range to apply, or why it cannot be applied (Japanese, for the form). */
export type PriceInputResult = { ok: true; range: PriceFilter } | { ok: false; message: string };

/** Reads the drawer's typed lower and upper bounds (full-width digits and commas allowed; empty = open). */
export function readPriceInput(minText: string, maxText: string): PriceInputResult {
  const parse = (text: string): number | null | 'invalid' => {
    const normalized = text
      .normalize('NFKC')
      .replaceAll(',', '')
      .replace(/^[¥￥]/, '')
      .replace(/円$/, '')
      .trim();
    if (normalized === '') return null;
    if (!/^\d{1,8}$/.test(normalized) || Number(normalized) > MAX_PRICE) return 'invalid';
    return Number(normalized);
  };
  const min = parse(minText);
  const max = parse(maxText);
  if (min === 'invalid' || max === 'invalid') {
    return { ok: false, message: `金額は0〜${formatCount(MAX_PRICE)}円の整数で入力してください。` };
  }
  if (min !== null && max !== null && min > max) return { ok: false, message: '下限の金額は上限以下で入力してください。' };
  return { ok: true, range: { ...(min === null ? {} : { min }), ...(max === null ? {} : { max }) } };
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

/** Whether the URL filters the list (a facet or a price bound); sort and page are not filters. */
export function hasFilters(search: URLSearchParams): boolean {
  return FACET_KEYS.some((key) => search.has(key)) || search.has(PRICE_KEYS.min) || search.has(PRICE_KEYS.max);
}

/** `?…` for the same list without any facet or price filter, keeping the sort order; back to page 1. */
export function clearFiltersHref(search: URLSearchParams): string {
  const next = new URLSearchParams(search);
  for (const key of [...FACET_KEYS, PRICE_KEYS.min, PRICE_KEYS.max, 'page']) next.delete(key);
  return hrefOf(next);
}

/** One filter in force, as the chips above the list read it back. */
export interface ActiveFilter {
  /** The facet key, or `price`. */
  readonly key: FacetKey | 'price';
  /** The URL value (facets) or the range label (price). */
  readonly value: string;
  /** `?…` for the same list without just this filter (sort kept, back to page 1). */
  readonly removeHref: string;
}

/** The filters in force in `search`, in the filter drawer's order (brand, price, then the other facets). */
export function activeFilters(search: URLSearchParams): ActiveFilter[] {
  const { facets, price } = readListParams(search);
  const found: ActiveFilter[] = [];
  for (const key of FACET_KEYS) {
    const value = facets[key];
    if (value !== undefined) found.push({ key, value, removeHref: toggleFacetHref(search, key, value) });
    if (key === 'brand' && (price.min !== undefined || price.max !== undefined)) {
      found.push({ key: 'price', value: priceRangeLabel(price), removeHref: priceHref(search, {}) });
    }
  }
  return found;
}

/** How many filters are in force (the filter button's number). */
export function activeFilterCount(search: URLSearchParams): number {
  return activeFilters(search).length;
}
