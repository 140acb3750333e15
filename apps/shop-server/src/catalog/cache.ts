import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { Context } from 'hono';

/** One cached answer: the serialised JSON (or SVG) body, encoded once as UTF-8, or image bytes; and its entity tag. */
export interface CachedBody {
  body: Uint8Array<ArrayBuffer>;
  etag: string;
}

interface Entry extends CachedBody {
  /** performance.now() after which the entry is stale, ms */
  expiresAt: number;
}

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** The text of a cached body (for entries that memoise data rather than answers). */
export function bodyText(cached: Pick<CachedBody, 'body'>): string {
  return decoder.decode(cached.body);
}

export interface ResponseCacheOptions {
  /** Most entries kept (least recently used go first). */
  maxEntries?: number;
  /** Most bytes of bodies kept. */
  maxBytes?: number;
}

/** Every live cache, so one call invalidates all of them (several apps can share a process in tests). */
const liveCaches = new Set<ResponseCache>();

/**
 * An in-process LRU cache of serialised answers keyed by URL. Safe to lose: it is only a copy of
 * what the database says. Each entry has a time to live, so processes that did not see a write
 * converge after at most that long.
 */
export class ResponseCache {
  readonly #entries = new Map<string, Entry>();
  readonly #maxEntries: number;
  readonly #maxBytes: number;
  #bytes = 0;

  constructor(options: ResponseCacheOptions = {}) {
    this.#maxEntries = options.maxEntries ?? 5_000;
    this.#maxBytes = options.maxBytes ?? 64 * 1024 * 1024;
    liveCaches.add(this);
  }

  /** The fresh entry for `key`, or undefined. */
  get(key: string): CachedBody | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt < performance.now()) {
      this.#delete(key, entry);
      return undefined;
    }
    // Move to the back: the map's order is least recently used first.
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry;
  }

  /** Stores `body` (text, kept as UTF-8, or bytes) under `key` for `ttlMs` and returns it with its entity tag. */
  set(key: string, text: string | Uint8Array<ArrayBuffer>, ttlMs: number): CachedBody {
    const previous = this.#entries.get(key);
    if (previous) this.#delete(key, previous);
    const body = typeof text === 'string' ? encoder.encode(text) : text;
    const entry: Entry = { body, etag: entityTag(body), expiresAt: performance.now() + ttlMs };
    if (ttlMs <= 0 || body.byteLength > this.#maxBytes / 4) return entry; // too big (or not meant) to keep
    this.#entries.set(key, entry);
    this.#bytes += body.byteLength;
    for (const [oldKey, old] of this.#entries) {
      if (this.#entries.size <= this.#maxEntries && this.#bytes <= this.#maxBytes) break;
      this.#delete(oldKey, old);
    }
    return entry;
  }

  /** Drops every entry. */
  clear(): void {
    this.#entries.clear();
    this.#bytes = 0;
  }

  get size(): number {
    return this.#entries.size;
  }

  #delete(key: string, entry: Entry): void {
    this.#entries.delete(key);
    this.#bytes -= entry.body.byteLength;
  }
}

/**
 * Empties every cache and stops tracking them: the caches of apps already closed are let go (the
 * server suites run their test files one after another in one process, each with its own app).
 */
export function forgetResponseCaches(): void {
  for (const cache of liveCaches) cache.clear();
  liveCaches.clear();
}

/**
 * Forgets every cached catalogue answer in this process. Call it after writing to the catalogue
 * (products, prices, content). Stock changes need not call it: SKUs are never cached and the order
 * product is cached for at most a few seconds.
 */
export function invalidateCatalogCache(): void {
  for (const cache of liveCaches) cache.clear();
}

/** A strong entity tag of a body: a quoted, shortened SHA-1. */
export function entityTag(body: string | Uint8Array): string {
  return `"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;
}

/** Cache-Control values, by how fresh an answer has to be. */
export const CACHE_CONTROL = {
  /** Catalogue and content: a minute in browsers and shared caches, then revalidate by ETag. */
  catalogue: 'public, max-age=60, stale-while-revalidate=300',
  /** Answers that carry stock: always revalidate (cheap 304 while unchanged). */
  stock: 'public, no-cache',
  /** Never stored: live stock of one SKU. */
  none: 'no-store',
  /** Content-addressed files (product images by code and colour). */
  immutable: 'public, max-age=31536000, immutable',
} as const;

/** Does the request's If-None-Match name this entity tag? */
function matches(c: Context, etag: string): boolean {
  const header = c.req.header('if-none-match');
  if (!header) return false;
  return header === '*' || header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/** Bodies below this size are sent as they are: compressing them saves less than its headers cost. */
export const COMPRESS_MIN_BYTES = 1024;

type Encoding = 'br' | 'gzip';

/** The compressed copies of cached bodies, made once per body and per encoding, dropped with the body. */
const compressedCopies = new WeakMap<Uint8Array, Partial<Record<Encoding, Uint8Array<ArrayBuffer>>>>();

/** The encoding to answer with for an Accept-Encoding header: brotli, else gzip, else none. */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    accepted.set(name.trim(), Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (name: Encoding) => accepted.get(name) ?? (accepted.has('*') ? (accepted.get('*') ?? 0) : 0);
  if (weightOf('br') > 0) return 'br';
  if (weightOf('gzip') > 0) return 'gzip';
  return undefined;
}

function compressedCopy(body: Uint8Array<ArrayBuffer>, encoding: Encoding): Uint8Array<ArrayBuffer> {
  let copies = compressedCopies.get(body);
  if (!copies) compressedCopies.set(body, (copies = {}));
  const existing = copies[encoding];
  if (existing) return existing;
  // Made once and served many times: a middle brotli quality is ~2 ms for a 100 kB list.
  const made =
    encoding === 'br'
      ? brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_SIZE_HINT]: body.byteLength } })
      : gzipSync(body, { level: 6 });
  const copy = new Uint8Array(made.buffer.slice(made.byteOffset, made.byteOffset + made.byteLength));
  copies[encoding] = copy;
  return copy;
}

/**
 * Answers a cached body: 304 when the client already has it, else 200 with the body, compressed
 * (brotli or gzip, as the client accepts) when it is large enough. The compressed copy is made once
 * per cached body, so a cached answer costs no compression work per request.
 */
export function sendCached(c: Context, cached: CachedBody, cacheControl: string, contentType = 'application/json; charset=UTF-8') {
  // Compressed image formats (WebP) gain nothing from gzip or brotli: sent as they are, for every client.
  const compressible = !contentType.startsWith('image/') || contentType.startsWith('image/svg+xml');
  c.header('Cache-Control', cacheControl);
  c.header('ETag', cached.etag);
  if (compressible) c.header('Vary', 'Accept-Encoding');
  if (matches(c, cached.etag)) return c.body(null, 304);
  c.header('Content-Type', contentType);
  const encoding =
    compressible && cached.body.byteLength >= COMPRESS_MIN_BYTES ? preferredEncoding(c.req.header('accept-encoding')) : undefined;
  if (!encoding) return c.body(cached.body, 200);
  c.header('Content-Encoding', encoding);
  return c.body(compressedCopy(cached.body, encoding), 200);
}
