/**
 * Product lists in the database: pages of ids by filter and sort, and the disjunctive facet counts,
 * over the whole catalogue or over a base set of products with a score (the search's matches).
 */
import type { Queryable, SqlParam } from '../db/db.ts';
import type { PageSlice } from './pagination.ts';
import type { ProductFilter } from './product-filter.ts';

/** Sort orders of product lists; `new` is accepted as an alias of `newest`. */
export const PRODUCT_SORTS = ['popular', 'newest', 'new', 'price_asc', 'price_desc'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

const ORDER_BY: Record<ProductSort, string> = {
  popular: 'p.popularity desc, p.id',
  newest: 'p.published_at desc, p.id desc',
  new: 'p.published_at desc, p.id desc',
  price_asc: 'p.min_price, p.id',
  price_desc: 'p.min_price desc, p.id',
};

/** The filter keys that are facets (the others, prices, narrow every facet). */
type FacetKey = 'category' | 'brand' | 'color' | 'size' | 'fit' | 'weight' | 'tag';

/**
 * The SQL condition (over `p` = products) selecting the filter's products, adding its parameters to
 * `params`; `except` leaves one facet's own filter out (its disjunctive count).
 */
function filterCondition(filter: ProductFilter, params: SqlParam[], except?: FacetKey): string {
  const conditions: string[] = [];
  const param = (value: SqlParam) => {
    params.push(value);
    return `$${params.length}`;
  };
  if (filter.category !== undefined && except !== 'category') {
    // The category and every category under it.
    conditions.push(`p.category_id in (
      with recursive tree as (
        select id from categories where slug = ${param(filter.category)}
        union all select c.id from categories c join tree on c.parent_id = tree.id
      ) select id from tree)`);
  }
  if (filter.brand !== undefined && except !== 'brand')
    conditions.push(`p.brand_id = (select id from brands where slug = ${param(filter.brand)})`);
  if (filter.fit !== undefined && except !== 'fit') conditions.push(`p.fit_id = (select id from fits where slug = ${param(filter.fit)})`);
  if (filter.weight !== undefined && except !== 'weight') conditions.push(`p.weight_class = ${param(filter.weight)}`);
  if (filter.color !== undefined && except !== 'color') conditions.push(`p.color_families @> array[${param(filter.color)}::text]`);
  // Size values are the size names in lower case (s, xxl, 120, f).
  if (filter.size !== undefined && except !== 'size') conditions.push(`p.size_names @> array[upper(${param(filter.size)}::text)]`);
  if (filter.tag !== undefined && except !== 'tag') conditions.push(`p.tag_slugs @> array[${param(filter.tag)}::text]`);
  if (filter.min_price !== undefined) conditions.push(`p.min_price >= ${param(filter.min_price)}`);
  if (filter.max_price !== undefined) conditions.push(`p.min_price <= ${param(filter.max_price)}`);
  return conditions.length > 0 ? conditions.join(' and ') : 'true';
}

/**
 * A set of products to list instead of the whole catalogue, with a relevance score (the search's
 * matches): SQL answering `id` and `score` columns, with its own parameters ($1…, numbered first).
 */
export interface ProductBase {
  sql: string;
  params: readonly SqlParam[];
}

/** `from products p`, joined to the base set (as `b`) when there is one; the base's parameters go first into `params`. */
function productsFrom(base: ProductBase | undefined, params: SqlParam[]): { with: string; from: string } {
  if (!base) return { with: '', from: 'products p' };
  params.push(...base.params);
  return { with: `b as materialized (${base.sql}),`, from: 'products p join b on b.id = p.id' };
}

const ORDER_BY_RELEVANCE = 'b.score desc, p.popularity desc, p.id';

/** The ids of one page of the products matching a filter, in a sort order (`relevance` needs a base). */
export async function productIdPage(
  db: Queryable,
  filter: ProductFilter,
  sort: ProductSort | 'relevance',
  page: PageSlice,
  base?: ProductBase,
): Promise<number[]> {
  const params: SqlParam[] = [];
  const source = productsFrom(base, params);
  const where = filterCondition(filter, params);
  const order = sort === 'relevance' ? (base ? ORDER_BY_RELEVANCE : ORDER_BY.popular) : ORDER_BY[sort];
  const rows = await db.query<{ id: number }>(
    `${source.with ? `with ${source.with.slice(0, -1)} ` : ''}select p.id from ${source.from} where ${where} order by ${order}
       limit ${page.limit} offset ${page.offset}`,
    params,
  );
  return rows.map((r) => r.id);
}

/** One count of a facet: how many of the filtered products have `value` (`seq`: its menu order). */
export interface FacetRow {
  facet: string;
  value: string;
  name: string | null;
  count: number;
  seq: number;
}

/** Each facet's count query over a set of filtered products (`{f}`), keyed by the filter key it counts. */
const FACET_COUNTS: Readonly<Record<FacetKey, { columns: string; sql: string }>> = {
  brand: {
    columns: 'p.brand_id',
    sql: `select 'brands' as facet, b2.slug as value, b2.name as name, count(*)::int as count, b2.sequence as seq
            from {f} join brands b2 on b2.id = {f}.brand_id group by b2.slug, b2.name, b2.sequence`,
  },
  category: {
    columns: 'p.category_id',
    sql: `select 'categories', c.slug, c.name, count(*)::int, c.sequence
            from {f} join categories c on c.id = {f}.category_id group by c.slug, c.name, c.sequence`,
  },
  fit: {
    columns: 'p.fit_id',
    sql: `select 'fits', ft.slug, ft.name, count(*)::int, ft.sequence from {f} join fits ft on ft.id = {f}.fit_id group by ft.slug, ft.name, ft.sequence`,
  },
  size: {
    columns: 'p.size_names',
    sql: `select 'sizes', s.name, s.name, count(*)::int, s.sequence
            from {f} cross join lateral unnest({f}.size_names) as x(v) join sizes s on s.name = x.v group by s.name, s.sequence`,
  },
  tag: {
    columns: 'p.tag_slugs',
    sql: `select 'tags', t.slug, t.name, count(*)::int, t.id
            from {f} cross join lateral unnest({f}.tag_slugs) as x(v) join tags t on t.slug = x.v group by t.slug, t.name, t.id`,
  },
  color: {
    columns: 'p.color_families',
    sql: `select 'colors', x.v, null, count(*)::int, 0 from {f} cross join lateral unnest({f}.color_families) as x(v) group by x.v`,
  },
  weight: {
    columns: 'p.weight_class',
    sql: `select 'weights', {f}.weight_class, null, count(*)::int, 0 from {f} where {f}.weight_class is not null group by {f}.weight_class`,
  },
};
const FACET_KEYS = Object.keys(FACET_COUNTS) as FacetKey[];

/**
 * Counts of each filter value, disjunctive: each facet counts the products matching every filter but
 * its own (「ブラック系」 chosen, the other colours still show how many there are with the other
 * filters), plus how many match them all at which cheapest and dearest price. Products come from the
 * whole catalogue or from `base` (the search's matches). One statement: the base is computed once.
 */
export async function facetRows(
  db: Queryable,
  filter: ProductFilter,
  base?: ProductBase,
  page?: { sort: ProductSort | 'relevance'; slice: PageSlice },
): Promise<{ rows: FacetRow[]; summary: { total: number; min: number | null; max: number | null } | undefined; ids: number[] }> {
  const params: SqlParam[] = [];
  const source = productsFrom(base, params);
  const columns = `p.id, p.min_price, p.popularity, p.published_at, ${FACET_KEYS.map((k) => FACET_COUNTS[k].columns).join(', ')}${
    base ? ', b.score' : ''
  }`;
  const all = filterCondition(filter, params);
  // Facets whose filter is not set count over every match (`a`); a set one over the matches of the others.
  const ctes = [`a as materialized (select ${columns} from ${source.from} where ${all})`];
  const selects: string[] = [];
  for (const key of FACET_KEYS) {
    if (filter[key] === undefined) {
      selects.push(FACET_COUNTS[key].sql.replaceAll('{f}', 'a'));
    } else {
      const name = `x_${key}`;
      ctes.push(`${name} as (select ${columns} from ${source.from} where ${filterCondition(filter, params, key)})`);
      selects.push(FACET_COUNTS[key].sql.replaceAll('{f}', name));
    }
  }
  selects.push(`select '_summary', count(*)::text, null, coalesce(min(a.min_price), -1)::int, coalesce(max(a.min_price), -1)::int from a`);
  if (page) {
    // The page rides along in the same statement, so the base (the search's matches) is computed once.
    const order = (page.sort === 'relevance' ? (base ? ORDER_BY_RELEVANCE : ORDER_BY.popular) : ORDER_BY[page.sort]).replaceAll(
      /\b[pb]\./g,
      'a.',
    );
    ctes.push(
      `pg as (select a.id, row_number() over (order by ${order})::int as n from a order by ${order} limit ${page.slice.limit} offset ${page.slice.offset})`,
    );
    selects.push(`select '_page', pg.id::text, null, pg.n, 0 from pg`);
  }
  const rows = await db.query<FacetRow>(`with ${source.with} ${ctes.join(', ')} ${selects.join(' union all ')}`, params);
  const summaryRow = rows.find((r) => r.facet === '_summary');
  const summary = summaryRow
    ? {
        total: Number(summaryRow.value),
        min: summaryRow.count < 0 ? null : summaryRow.count,
        max: summaryRow.seq < 0 ? null : summaryRow.seq,
      }
    : undefined;
  const ids = rows
    .filter((r) => r.facet === '_page')
    .sort((x, y) => x.count - y.count)
    .map((r) => Number(r.value));
  return { rows: rows.filter((r) => r.facet !== '_summary' && r.facet !== '_page'), summary, ids };
}
