import type { Queryable, SqlParam } from '../db/db.ts';

/** Laravel pagination figures of the list envelope. */
export interface PaginationMeta {
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
}

/** Which rows a page holds. */
export interface PageSlice {
  limit: number;
  offset: number;
}

/** Offset and limit of a page, and the meta once the total is known. */
export function pageWindow(page: number, perPage: number) {
  return {
    limit: perPage,
    offset: (page - 1) * perPage,
    meta(total: number): PaginationMeta {
      return { current_page: page, last_page: Math.max(1, Math.ceil(total / perPage)), per_page: perPage, total };
    },
  };
}

/**
 * Runs a page's statement and its count (`select count(*)::int as n …`) together, with the same
 * parameters. Store modules pass both statements; this only spares each of them the plumbing.
 */
export async function queryPage<T>(
  db: Queryable,
  rowsSql: string,
  countSql: string,
  params?: readonly SqlParam[],
): Promise<{ rows: T[]; total: number }> {
  const [rows, [count]] = await Promise.all([db.query<T>(rowsSql, params), db.query<{ n: number }>(countSql, params)]);
  return { rows, total: count?.n ?? 0 };
}
