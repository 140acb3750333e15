import type { Queryable } from '../db/db.ts';
import { COLOR_FAMILIES, WEIGHT_CLASSES } from './filter-vocabulary.ts';
import type { PageSlice } from './pagination.ts';
import { facetRows, type ProductBase, type ProductSort } from './product-list-store.ts';
import { popularProductIds } from './product-store.ts';

/** A product-list filter; slugs are the filter values of the facets. Prices are yen, tax included. */
export interface ProductFilter {
  category?: string;
  brand?: string;
  color?: string;
  size?: string;
  fit?: string;
  weight?: string;
  tag?: string;
  min_price?: number;
  max_price?: number;
}

export const FILTER_KEYS = ['category', 'brand', 'color', 'size', 'fit', 'weight', 'tag', 'min_price', 'max_price'] as const;

/** A feature's stored filter as a ProductFilter (unknown keys and wrong types dropped). */
export function featureFilter(stored: Record<string, unknown>): ProductFilter {
  const filter: ProductFilter = {};
  for (const key of FILTER_KEYS) {
    const value = stored[key];
    if (key === 'min_price' || key === 'max_price') {
      const n = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
      if (typeof n === 'number' && Number.isSafeInteger(n) && n >= 0) filter[key] = n;
    } else if (typeof value === 'string' && value !== '') {
      filter[key] = value;
    }
  }
  return filter;
}

export interface FacetOption {
  value: string;
  name: string;
  count: number;
}

export interface ProductFacets {
  categories: FacetOption[];
  brands: FacetOption[];
  colors: (FacetOption & { hex: string })[];
  sizes: FacetOption[];
  fits: FacetOption[];
  weights: FacetOption[];
  tags: FacetOption[];
  /** Cheapest and dearest min_price in the result; null when it is empty. */
  price: { min: number; max: number } | null;
}

const COLOR_ORDER = new Map<string, number>(COLOR_FAMILIES.map((f, i) => [f.slug, i]));
const WEIGHT_ORDER = new Map<string, number>(WEIGHT_CLASSES.map((w, i) => [w.slug, i]));

export type { ProductBase, ProductSort } from './product-list-store.ts';

/**
 * Counts of each filter value (disjunctive: each facet with every filter applied but its own), plus
 * the price range of the filtered products; over the catalogue, or over `base` (the search's matches).
 * With `page`, also the ids of that page in that order, from the same statement.
 */
export async function loadFacets(
  db: Queryable,
  filter: ProductFilter,
  base?: ProductBase,
  page?: { sort: ProductSort | 'relevance'; slice: PageSlice },
): Promise<{ total: number; facets: ProductFacets; ids: number[] }> {
  const { rows, summary, ids } = await facetRows(db, filter, base, page);
  const of = (facet: string) =>
    rows
      .filter((r) => r.facet === facet)
      .sort((a, b) => a.seq - b.seq || a.value.localeCompare(b.value))
      .map((r) => ({ value: r.value, name: r.name ?? r.value, count: r.count }));
  const colors = rows
    .filter((r) => r.facet === 'colors')
    .flatMap((r) => {
      const family = COLOR_FAMILIES.find((f) => f.slug === r.value);
      return family ? [{ value: r.value, name: family.name, hex: family.hex, count: r.count }] : [];
    })
    .sort((a, b) => (COLOR_ORDER.get(a.value) ?? 99) - (COLOR_ORDER.get(b.value) ?? 99));
  const weights = rows
    .filter((r) => r.facet === 'weights')
    .flatMap((r) => {
      const weight = WEIGHT_CLASSES.find((w) => w.slug === r.value);
      return weight ? [{ value: r.value, name: weight.name, count: r.count }] : [];
    })
    .sort((a, b) => (WEIGHT_ORDER.get(a.value) ?? 99) - (WEIGHT_ORDER.get(b.value) ?? 99));
  const total = summary?.total ?? 0;
  return {
    total,
    ids,
    facets: {
      categories: of('categories'),
      brands: of('brands'),
      colors,
      // Size filter values are lower case, like the other slugs.
      sizes: of('sizes').map((s) => ({ ...s, value: s.value.toLowerCase() })),
      fits: of('fits'),
      weights,
      tags: of('tags'),
      price: total > 0 && summary?.min != null && summary.max != null ? { min: summary.min, max: summary.max } : null,
    },
  };
}

/** The ids of the `limit` most popular products (the empty search result offers them). */
export function popularProducts(db: Queryable, limit: number): Promise<number[]> {
  return popularProductIds(db, limit);
}
