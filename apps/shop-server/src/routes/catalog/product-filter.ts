import type { Queryable, SqlParam } from '../../db/db.ts';
import { COLOR_FAMILIES, WEIGHT_CLASSES } from '../../seed/demo-data/reference.ts';

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

/** The SQL condition (over `p` = products) selecting the filter's products, adding its parameters to `params`. */
export function filterCondition(filter: ProductFilter, params: SqlParam[]): string {
  const conditions: string[] = [];
  const param = (value: SqlParam) => {
    params.push(value);
    return `$${params.length}`;
  };
  if (filter.category !== undefined) {
    // The category and every category under it.
    conditions.push(`p.category_id in (
      with recursive tree as (
        select id from categories where slug = ${param(filter.category)}
        union all select c.id from categories c join tree on c.parent_id = tree.id
      ) select id from tree)`);
  }
  if (filter.brand !== undefined) conditions.push(`p.brand_id = (select id from brands where slug = ${param(filter.brand)})`);
  if (filter.fit !== undefined) conditions.push(`p.fit_id = (select id from fits where slug = ${param(filter.fit)})`);
  if (filter.weight !== undefined) conditions.push(`p.weight_class = ${param(filter.weight)}`);
  if (filter.color !== undefined) conditions.push(`p.color_families @> array[${param(filter.color)}::text]`);
  // Size values are the size names in lower case (s, xxl, 120, f).
  if (filter.size !== undefined) conditions.push(`p.size_names @> array[upper(${param(filter.size)}::text)]`);
  if (filter.tag !== undefined) conditions.push(`p.tag_slugs @> array[${param(filter.tag)}::text]`);
  if (filter.min_price !== undefined) conditions.push(`p.min_price >= ${param(filter.min_price)}`);
  if (filter.max_price !== undefined) conditions.push(`p.min_price <= ${param(filter.max_price)}`);
  return conditions.length > 0 ? conditions.join(' and ') : 'true';
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

interface FacetRow {
  facet: string;
  value: string;
  name: string | null;
  count: number;
  seq: number;
}

const COLOR_ORDER = new Map<string, number>(COLOR_FAMILIES.map((f, i) => [f.slug, i]));
const WEIGHT_ORDER = new Map<string, number>(WEIGHT_CLASSES.map((w, i) => [w.slug, i]));

/** Counts of each filter value among the filtered products (drill-down facets), plus the price range. */
export async function loadFacets(db: Queryable, filter: ProductFilter): Promise<{ total: number; facets: ProductFacets }> {
  const params: SqlParam[] = [];
  const where = filterCondition(filter, params);
  const filtered = `select p.id, p.brand_id, p.category_id, p.fit_id, p.weight_class, p.color_families, p.size_names,
                           p.tag_slugs, p.min_price from products p where ${where}`;
  const [rows, [summary]] = await Promise.all([
    db.query<FacetRow>(
      `with f as (${filtered})
       select 'brands' as facet, b.slug as value, b.name as name, count(*)::int as count, b.sequence as seq
         from f join brands b on b.id = f.brand_id group by b.slug, b.name, b.sequence
       union all
       select 'categories', c.slug, c.name, count(*)::int, c.sequence
         from f join categories c on c.id = f.category_id group by c.slug, c.name, c.sequence
       union all
       select 'fits', ft.slug, ft.name, count(*)::int, ft.sequence
         from f join fits ft on ft.id = f.fit_id group by ft.slug, ft.name, ft.sequence
       union all
       select 'sizes', s.name, s.name, count(*)::int, s.sequence
         from f cross join lateral unnest(f.size_names) as x(v) join sizes s on s.name = x.v group by s.name, s.sequence
       union all
       select 'tags', t.slug, t.name, count(*)::int, t.id
         from f cross join lateral unnest(f.tag_slugs) as x(v) join tags t on t.slug = x.v group by t.slug, t.name, t.id
       union all
       select 'colors', x.v, null, count(*)::int, 0 from f cross join lateral unnest(f.color_families) as x(v) group by x.v
       union all
       select 'weights', f.weight_class, null, count(*)::int, 0 from f where f.weight_class is not null group by f.weight_class`,
      params,
    ),
    db.query<{ total: number; min: number | null; max: number | null }>(
      `select count(*)::int as total, min(p.min_price) as min, max(p.min_price) as max from products p where ${where}`,
      params,
    ),
  ]);
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
