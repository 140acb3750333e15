import type { Queryable, SqlParam } from '../db/db.ts';
import { escapeLike, searchTerms } from './normalize.ts';

/** Relevance of one term by where it matched (the best field counts). */
export const SEARCH_WEIGHTS = { name: 4, brandOrCategory: 2, code: 1 } as const;

export interface ProductSearchResult {
  /** Product ids of the page, best first. */
  ids: number[];
  total: number;
}

/**
 * Japanese-aware product search. The query is normalised like `products.search_text` (NFKC,
 * katakana → hiragana, lower case) and split on spaces; every term must occur in the search text
 * (`ilike '%term%'`, served by the pg_trgm GIN index). Results are ranked by the sum over terms of
 * the best field hit (name 4 > brand or category 2 > code 1), then by popularity.
 */
export async function searchProducts(db: Queryable, query: string, page: { limit: number; offset: number }): Promise<ProductSearchResult> {
  const terms = searchTerms(query);
  if (terms.length === 0) return { ids: [], total: 0 };
  const params: SqlParam[] = terms.map((term) => `%${escapeLike(term)}%`);
  const where = terms.map((_, i) => `p.search_text ilike $${i + 1}`).join(' and ');
  const score = terms
    .map(
      (_, i) => `(case when p.search_name ilike $${i + 1} then ${SEARCH_WEIGHTS.name}
                  when b.search_text ilike $${i + 1} or c.search_text ilike $${i + 1} then ${SEARCH_WEIGHTS.brandOrCategory}
                  when lower(p.code) ilike $${i + 1} then ${SEARCH_WEIGHTS.code} else 0 end)`,
    )
    .join(' + ');
  // One pass: the total rides along as a window count (PGlite runs queries one at a time, so a
  // separate count query scanned the matches twice: 0.5 s → see docs/benchmarks.md for a 100,000-product run).
  const rows = await db.query<{ id: number; total: number }>(
    `select p.id, count(*) over ()::int as total from products p
       join brands b on b.id = p.brand_id
       join categories c on c.id = p.category_id
      where ${where}
      order by ${score} desc, p.popularity desc, p.id
      limit ${page.limit} offset ${page.offset}`,
    params,
  );
  if (rows.length > 0 || page.offset === 0) return { ids: rows.map((r) => r.id), total: rows[0]?.total ?? 0 };
  // Past the last page the window has no row to carry the total: count it on its own.
  const [count] = await db.query<{ n: number }>(`select count(*)::int as n from products p where ${where}`, params);
  return { ids: [], total: count?.n ?? 0 };
}
