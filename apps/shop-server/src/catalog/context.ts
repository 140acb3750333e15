import type { Context } from 'hono';
import type * as v from 'valibot';
import type { AppDeps } from '../http/env.ts';
import { CACHE_CONTROL, type ResponseCache, sendCached } from './cache.ts';
import { type PageSlice, pageWindow } from './pagination.ts';
import { parseQuery } from './query.ts';

/** What every catalogue route module receives. */
export interface CatalogContext {
  deps: AppDeps;
  cache: ResponseCache;
}

/** How long the in-process cache keeps an answer, ms. */
export const TTL = {
  /** Catalogue and content; writes in this process invalidate at once, other processes within this time. */
  catalogue: 60_000,
  /** Answers carrying stock (the order product): at most this stale. */
  stock: 5_000,
  /** Generated images: content addressed, never change. */
  image: 3_600_000,
} as const;

/** The cache key of a GET: its path and query string, as sent. */
export function requestKey(c: Context): string {
  const url = c.req.url;
  return url.slice(url.indexOf('/', url.indexOf('//') + 2));
}

export interface CachedJsonOptions {
  ttl: number;
  cacheControl: string;
  /** Defaults to the request's path and query. */
  key?: string;
}

/**
 * Answers from the cache, or runs `produce`, serialises its result once and caches it. Errors thrown
 * by `produce` (404, 422) are not cached.
 */
export async function cachedJson(
  c: Context,
  ctx: CatalogContext,
  options: CachedJsonOptions,
  produce: () => Promise<unknown>,
): Promise<Response> {
  const key = options.key ?? requestKey(c);
  const hit = ctx.cache.get(key);
  if (hit) return sendCached(c, hit, options.cacheControl);
  const body = JSON.stringify(await produce());
  return sendCached(c, ctx.cache.set(key, body, options.ttl), options.cacheControl);
}

/** Shorthand for catalogue answers (versioned by writes, one minute in HTTP caches). */
export function cachedCatalogue(c: Context, ctx: CatalogContext, produce: () => Promise<unknown>, key?: string) {
  return cachedJson(c, ctx, { ttl: TTL.catalogue, cacheControl: CACHE_CONTROL.catalogue, ...(key ? { key } : {}) }, produce);
}

/** A query-string schema of a paged list: `page` and `per_page`, and whatever else the list reads. */
type PagedQuerySchema = v.GenericSchema<unknown, { page?: number | undefined; per_page?: number | undefined }>;

/**
 * A paged catalogue list (cached like `cachedCatalogue`): validates the query string, lets `load`
 * read that page (`perPage` items unless `per_page` says otherwise) and answers it with the
 * Laravel pagination meta.
 */
export function cachedPage<S extends PagedQuerySchema>(
  c: Context,
  ctx: CatalogContext,
  schema: S,
  perPage: number,
  load: (query: v.InferOutput<S>, page: PageSlice) => Promise<{ data: unknown[]; total: number }>,
): Promise<Response> {
  return cachedCatalogue(c, ctx, async () => {
    const query = parseQuery(c, schema);
    const window = pageWindow(query.page ?? 1, query.per_page ?? perPage);
    const { data, total } = await load(query, window);
    return { data, meta: window.meta(total) };
  });
}
