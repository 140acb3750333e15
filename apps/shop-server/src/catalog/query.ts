import type { Context } from 'hono';
import * as v from 'valibot';
import { validate } from '../http/body.ts';
import { HttpProblem } from '../http/errors.ts';

/** Most items per page of any list. */
export const MAX_PER_PAGE = 100;

/** A query-string integer within bounds, with one Japanese message for every way it can be wrong. */
export function queryInt(message: string, min: number, max = Number.MAX_SAFE_INTEGER) {
  return v.pipe(v.string(message), v.regex(/^\d{1,15}$/, message), v.transform(Number), v.minValue(min, message), v.maxValue(max, message));
}

/** A slug in a query string (category, brand, colour…): lower-case letters, digits, '-' and '_'. */
export function querySlug(label: string) {
  const message = `${label}の指定が正しくありません`;
  return v.pipe(v.string(message), v.regex(/^[a-z0-9][a-z0-9_-]{0,99}$/, message));
}

export const PageParam = queryInt('ページ番号は1以上の整数で指定してください', 1, 1_000_000);
export const PerPageParam = queryInt(`表示件数は1以上${MAX_PER_PAGE}以下の整数で指定してください`, 1, MAX_PER_PAGE);

/** `?page=&per_page=` only. */
export const PageQuerySchema = v.object({ page: v.optional(PageParam), per_page: v.optional(PerPageParam) });

/**
 * Validates the query string (first value of each parameter; unknown parameters are ignored).
 * Invalid values answer 422 with Japanese messages keyed by parameter.
 */
export function parseQuery<S extends v.GenericSchema>(c: Context, schema: S): v.InferOutput<S> {
  return validate(schema, c.req.query());
}

/** `?response_group=` must be absent or the given group. */
export function responseGroup(group: 'shop' | 'order') {
  return v.optional(v.literal(group, `response_groupは${group}を指定してください`));
}

/** Refuses (422, in Japanese) a price filter whose lower bound is above its upper bound. */
export function checkPriceRange(q: { min_price?: number | undefined; max_price?: number | undefined }): void {
  if (q.min_price !== undefined && q.max_price !== undefined && q.min_price > q.max_price) {
    const message = '下限価格は上限価格以下で指定してください';
    throw new HttpProblem(422, message, { min_price: [message] });
  }
}
