import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { preferredEncoding } from '../../src/catalog/cache.ts';
import { useTestServer } from '../support/server.ts';

const server = useTestServer();

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A GET over real HTTP that hands back the bytes as sent (fetch would decompress them). */
function rawGet(path: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(`${server.url}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

const LIST = '/api/products?response_group=shop&per_page=40';

describe('cached catalogue answers are sent compressed when the client accepts it', () => {
  it('sends brotli, gzip or the plain body as accepted, always the same JSON, with Vary: Accept-Encoding', async () => {
    const plain = await rawGet(LIST);
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['vary']).toBe('Accept-Encoding');
    const json = JSON.parse(plain.body.toString('utf8')) as { data: unknown[] };
    expect(json.data.length).toBe(40);

    const br = await rawGet(LIST, { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
    expect(br.body.byteLength).toBeLessThan(plain.body.byteLength / 4);

    const gzip = await rawGet(LIST, { 'Accept-Encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).equals(plain.body)).toBe(true);

    // The same entity in every encoding: one ETag, and a revalidation answers 304 without a body.
    expect([br.headers['etag'], gzip.headers['etag']]).toEqual([plain.headers['etag'], plain.headers['etag']]);
    const revalidated = await rawGet(LIST, { 'Accept-Encoding': 'br', 'If-None-Match': String(plain.headers['etag']) });
    expect([revalidated.status, revalidated.body.byteLength]).toEqual([304, 0]);
  });

  it.each([
    [undefined, undefined],
    ['', undefined],
    ['identity', undefined],
    ['gzip', 'gzip'],
    ['gzip, deflate, br', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=0', undefined],
    ['*', 'br'],
    ['*, br;q=0', 'gzip'],
    ['GZIP', 'gzip'],
  ])('Accept-Encoding %j is answered with %j', (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });
});
