import { afterEach, describe, expect, it } from 'vitest';
import { cookieFromHeader, createCookieJar, readDocumentCookie, type FetchFunction } from './cookies.ts';

describe('cookieFromHeader', () => {
  it.each([
    ['XSRF-TOKEN=abc%3D; laravel_session=x', 'XSRF-TOKEN', 'abc%3D'],
    ['a=1;XSRF-TOKEN=v=w', 'XSRF-TOKEN', 'v=w'],
    ['NOT-XSRF-TOKEN=1', 'XSRF-TOKEN', undefined],
    ['', 'XSRF-TOKEN', undefined],
  ])('finds the raw value of a cookie by exact name in %j', (header, name, expected) => {
    expect(cookieFromHeader(header, name)).toBe(expected);
  });
});

describe('readDocumentCookie', () => {
  const globals = globalThis as { document?: unknown };
  afterEach(() => {
    delete globals.document;
  });

  it('reads document.cookie in a browser', () => {
    globals.document = { cookie: 'XSRF-TOKEN=t%2B1' };
    expect(readDocumentCookie('XSRF-TOKEN')).toBe('t%2B1');
  });

  it('is undefined where there is no document (Node, SSR)', () => {
    expect(readDocumentCookie('XSRF-TOKEN')).toBeUndefined();
  });
});

describe('createCookieJar', () => {
  const answer =
    (setCookies: string[]): FetchFunction =>
    async (input, init) => {
      seen.push(new Request(input, init).headers.get('cookie'));
      const headers = new Headers();
      for (const value of setCookies) headers.append('Set-Cookie', value);
      return new Response(null, { status: 204, headers });
    };
  let seen: (string | null)[] = [];
  afterEach(() => {
    seen = [];
  });

  it('stores Set-Cookie answers and sends them back', async () => {
    const jar = createCookieJar({ fetch: answer(['a=1; Path=/', 'b=2; HttpOnly']) });
    await jar.fetch('http://127.0.0.1/x');
    await jar.fetch('http://127.0.0.1/y');
    expect(seen).toEqual([null, 'a=1; b=2']);
    expect(jar.readCookie('b')).toBe('2');
  });

  it('forgets a cookie deleted by Max-Age=0 or a past Expires', async () => {
    const now = () => Date.parse('2024-05-01T00:00:00Z');
    const jar = createCookieJar({ fetch: answer(['a=1', 'b=2']), now });
    await jar.fetch('http://127.0.0.1/set');
    const deleting = createCookieJar({
      fetch: answer(['a=; Max-Age=0', 'b=; Expires=Thu, 01 Jan 1970 00:00:00 GMT', 'c=3; Expires=Fri, 01 Jan 2100 00:00:00 GMT']),
      now,
    });
    await deleting.fetch('http://127.0.0.1/delete');
    expect([jar.cookieHeader(), deleting.cookieHeader()]).toEqual(['a=1; b=2', 'c=3']);
  });
});
