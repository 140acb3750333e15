import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { COMPRESS_MIN_BYTES, ResponseCache, bodyText, entityTag, invalidateCatalogCache, sendCached } from './cache.ts';

const text = (hit: { body: Uint8Array<ArrayBuffer> } | undefined) => (hit ? bodyText(hit) : undefined);

describe('ResponseCache', () => {
  it('returns what was stored, with a strong entity tag of the body', () => {
    const cache = new ResponseCache();
    cache.set('/a', '{"a":1}', 1000);
    const hit = cache.get('/a');
    expect(hit && bodyText(hit)).toBe('{"a":1}');
    expect(hit?.etag).toBe(entityTag('{"a":1}'));
    expect(entityTag('{"a":1}')).toMatch(/^"[\w-]{22}"$/);
  });

  it('forgets an entry after its time to live', async () => {
    const cache = new ResponseCache();
    cache.set('/a', 'x', 5);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(cache.get('/a')).toBeUndefined();
  });

  it('evicts the least recently used entry when full', () => {
    const cache = new ResponseCache({ maxEntries: 2 });
    cache.set('/a', 'a', 1000);
    cache.set('/b', 'b', 1000);
    cache.get('/a');
    cache.set('/c', 'c', 1000);
    expect([text(cache.get('/a')), text(cache.get('/b')), text(cache.get('/c'))]).toEqual(['a', undefined, 'c']);
  });

  it('evicts by size too', () => {
    const cache = new ResponseCache({ maxBytes: 100 });
    for (const key of ['/a', '/b', '/c', '/d', '/e', '/f']) cache.set(key, 'x'.repeat(20), 1000); // 20 bytes each
    expect(cache.size).toBe(5);
    expect(cache.get('/a')).toBeUndefined();
    expect(text(cache.get('/f'))).toBe('x'.repeat(20));
  });

  it('invalidateCatalogCache() empties every cache', () => {
    const one = new ResponseCache();
    const two = new ResponseCache();
    one.set('/a', 'a', 1000);
    two.set('/b', 'b', 1000);
    invalidateCatalogCache();
    expect([one.size, two.size]).toEqual([0, 0]);
  });
});

describe('sendCached', () => {
  const app = new Hono();
  const cache = new ResponseCache();
  const small = cache.set('/small', 'x'.repeat(COMPRESS_MIN_BYTES - 1), 60_000);
  const large = cache.set('/large', 'x'.repeat(COMPRESS_MIN_BYTES), 60_000);
  app.get('/small', (c) => sendCached(c, small, 'no-cache'));
  app.get('/large', (c) => sendCached(c, large, 'no-cache'));

  it.each([
    ['/small', undefined, COMPRESS_MIN_BYTES - 1],
    ['/large', 'br', undefined],
  ])('%s is sent with Content-Encoding %s (bodies under COMPRESS_MIN_BYTES stay plain)', async (path, encoding, length) => {
    const res = await app.request(path, { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(res.headers.get('Content-Encoding') ?? undefined).toBe(encoding);
    if (length !== undefined) expect((await res.arrayBuffer()).byteLength).toBe(length);
  });

  it('serves the same compressed bytes for every request of a cached body', async () => {
    const first = new Uint8Array(await (await app.request('/large', { headers: { 'Accept-Encoding': 'gzip' } })).arrayBuffer());
    const second = new Uint8Array(await (await app.request('/large', { headers: { 'Accept-Encoding': 'gzip' } })).arrayBuffer());
    expect(second).toEqual(first);
    expect(first.byteLength).toBeLessThan(COMPRESS_MIN_BYTES / 4);
  });
});
