import type { Context } from 'hono';
import type { AppDeps } from '../../http/env.ts';
import { CACHE_CONTROL, type ResponseCache, sendCached } from './cache.ts';

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
