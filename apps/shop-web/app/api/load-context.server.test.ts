import { describe, expect, it } from 'vitest';
import { apiContext, cspNonceContext, shopEnvironmentContext } from './context.ts';
import { createLoadContext } from './load-context.server.ts';

describe('createLoadContext', () => {
  it('gives loaders an api-client that calls the host in-process with the shopper cookie', async () => {
    const seen: Request[] = [];
    const context = createLoadContext({
      request: new Request('https://print.example.jp/t-shirts', { headers: { cookie: 'shop_session=s1; XSRF-TOKEN=t1' } }),
      fetch: async (input, init) => {
        const request = new Request(input, init);
        seen.push(request);
        return Response.json({ data: [{ id: 2, slug: 't-shirts', name: 'Tシャツ', children: [] }] });
      },
      publicUrl: 'https://print.example.jp/',
      gtmId: undefined,
    });
    const answer = await context.get(apiContext).categories.list();
    expect(answer.data.map((category) => category.slug)).toEqual(['t-shirts']);
    expect(seen).toHaveLength(1);
    expect(seen[0]?.url).toBe('https://print.example.jp/api/categories');
    expect(seen[0]?.headers.get('cookie')).toBe('shop_session=s1; XSRF-TOKEN=t1');
  });

  it('sends no cookie header for a shopper without cookies', async () => {
    const seen: Request[] = [];
    const context = createLoadContext({
      request: new Request('http://127.0.0.1:3000/'),
      fetch: async (input, init) => {
        seen.push(new Request(input, init));
        return Response.json({ data: [] });
      },
      publicUrl: 'http://127.0.0.1:3000',
      gtmId: undefined,
    });
    await context.get(apiContext).categories.list();
    expect(seen[0]?.headers.has('cookie')).toBe(false);
  });

  it('keeps one context per request, with the shop settings (public URL without trailing slash)', () => {
    const make = () =>
      createLoadContext({
        request: new Request('http://127.0.0.1:3000/'),
        fetch: () => Promise.resolve(new Response()),
        publicUrl: 'https://print.example.jp/',
        gtmId: 'GTM-ABC123',
      });
    const first = make();
    expect(first.get(shopEnvironmentContext)).toEqual({ publicUrl: 'https://print.example.jp', gtmId: 'GTM-ABC123' });
    expect(make().get(apiContext)).not.toBe(first.get(apiContext));
  });

  it("carries the response's CSP nonce for entry.server.tsx (empty when the host sent none)", () => {
    const options = {
      request: new Request('http://127.0.0.1:3000/'),
      fetch: () => Promise.resolve(new Response()),
      publicUrl: 'http://127.0.0.1:3000',
      gtmId: undefined,
    };
    expect(createLoadContext({ ...options, nonce: 'bm9uY2U=' }).get(cspNonceContext)).toBe('bm9uY2U=');
    expect(createLoadContext(options).get(cspNonceContext)).toBe('');
  });
});
