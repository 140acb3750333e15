/**
 * Security headers over real HTTP (issue #11; src/http/security-headers.ts): the real app with the
 * real storefront build (apps/shop-web/build, which this project's test targets build first), as
 * main.ts serves it. Every HTML page carries a Content-Security-Policy with a fresh nonce that its
 * inline scripts repeat; every answer, HTML or not, carries nosniff and the referrer policy; HSTS
 * only when PUBLIC_URL is https. The browser side (no violation, hydration) is
 * apps/shop-e2e/src/security-headers.spec.ts.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFERRER_POLICY } from '../../src/http/security-headers.ts';
import { DEFAULT_WEB_BUILD_DIR, loadStorefrontBuild, type StorefrontBuild } from '../../src/web/storefront.ts';
import { startTestServer, type TestServer } from '../support/server.ts';

/** The storefront build, or a failure saying how to make it (never a silently skipped test). */
async function storefrontBuild(): Promise<StorefrontBuild> {
  const build = await loadStorefrontBuild(DEFAULT_WEB_BUILD_DIR, 'production');
  if (!build)
    throw new Error(
      `no storefront build in ${DEFAULT_WEB_BUILD_DIR}: run \`npx nx run shop-web:build\` (nx runs it before this project's tests)`,
    );
  return build;
}

/** The policy's directives: name → sources. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!, sources]),
  );
}

/** The nonce of a policy's script-src. */
function nonceOf(policy: string): string {
  const nonce = directives(policy)
    .get('script-src')
    ?.map((source) => /^'nonce-([A-Za-z0-9+/]+={0,2})'$/.exec(source)?.[1])
    .find(Boolean);
  if (!nonce) throw new Error(`no nonce in script-src: ${policy}`);
  return nonce;
}

/** Every `<script>` start tag that runs inline code (no src; JSON-LD and other JSON is data, which CSP does not govern). */
function inlineScriptTags(html: string): string[] {
  return [...html.matchAll(/<script\b[^>]*>/gi)]
    .map(([tag]) => tag)
    .filter((tag) => !/\ssrc=/i.test(tag) && !/\stype="application\/(ld\+)?json"/i.test(tag));
}

/** The markup without script and style contents (which are code or data, not attributes). */
const markupOnly = (html: string) => html.replace(/<(script|style)\b([^>]*)>[\s\S]*?<\/\1>/gi, '<$1$2></$1>');

const HSTS = 'max-age=31536000; includeSubDomains';

let build: StorefrontBuild;
let productCode: string;
let asset: string;

beforeAll(async () => {
  build = await storefrontBuild();
  asset = readdirSync(join(build.clientDir, 'assets')).find((file) => file.endsWith('.js'))!;
});

describe('security headers with an http PUBLIC_URL', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({}, { storefront: build });
    const products = (await (await fetch(`${server.url}/api/products?response_group=shop&per_page=40`)).json()) as {
      data: { code: string; print_methods: { slug: string }[] }[];
    };
    productCode = products.data.find((product) => product.print_methods.length > 0)!.code;
  });
  afterAll(() => server.close());

  const PAGES = [
    { name: 'home', path: () => '/', status: 200 },
    { name: 'category', path: () => '/t-shirts', status: 200 },
    { name: 'product', path: () => `/product/${productCode}`, status: 200 },
    { name: 'print method page', path: () => `/product/${productCode}/print`, status: 200 },
    { name: 'guide page', path: () => '/guidance/delivery', status: 200 },
    { name: 'blog', path: () => '/blog', status: 200 },
    { name: 'cart', path: () => '/cart', status: 200 },
    { name: 'login', path: () => '/login', status: 200 },
    { name: '404 page', path: () => '/no/such/page', status: 404 },
  ];

  it.each(PAGES)('$name: a nonce CSP that every inline script repeats, fresh per response', async ({ path, status }) => {
    const [first, second] = await Promise.all([fetch(`${server.url}${path()}`), fetch(`${server.url}${path()}`)]);
    const nonces: string[] = [];
    for (const res of [first!, second!]) {
      expect(res.status).toBe(status);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      const policy = res.headers.get('content-security-policy') ?? '';
      const csp = directives(policy);
      const nonce = nonceOf(policy);
      nonces.push(nonce);
      expect(Buffer.from(nonce, 'base64')).toHaveLength(16);

      expect(csp.get('script-src')).toEqual(["'self'", `'nonce-${nonce}'`]);
      expect(csp.get('default-src')).toEqual(["'self'"]);
      expect(csp.get('object-src')).toEqual(["'none'"]);
      expect(csp.get('base-uri')).toEqual(["'self'"]);
      expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
      expect(csp.get('form-action')).toEqual(["'self'"]);
      expect(csp.get('connect-src')).toEqual(["'self'"]);
      expect(csp.get('worker-src')).toEqual(["'self'"]);
      expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
      expect(csp.get('style-src')).toEqual(["'self'", `'nonce-${nonce}'`]);
      expect(csp.get('style-src-attr')).toEqual(["'unsafe-inline'"]);
      for (const [name, sources] of csp) {
        if (name !== 'style-src-attr') expect(sources, name).not.toContain("'unsafe-inline'");
        expect(sources, name).not.toContain("'unsafe-eval'");
      }

      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe(REFERRER_POLICY);
      expect(res.headers.get('strict-transport-security')).toBeNull();

      const html = await res.text();
      const scripts = inlineScriptTags(html);
      expect(scripts.length).toBeGreaterThan(0);
      for (const tag of scripts) expect(tag).toContain(` nonce="${nonce}"`);
      // Nothing runs outside a nonced script: no inline event handlers, no javascript: URLs.
      const markup = markupOnly(html);
      expect(markup.match(/<[a-z][^>]*\son[a-z]+\s*=[^>]*>/gi) ?? []).toEqual([]);
      expect(markup.match(/<[^>]+=\s*["']?\s*javascript:[^>]*>/gi) ?? []).toEqual([]);
    }
    expect(nonces[0]).not.toBe(nonces[1]);
  });

  it('a HEAD request of a page gets the same headers as its GET', async () => {
    const res = await fetch(`${server.url}/`, { method: 'HEAD' });
    expect(res.status).toBe(200);
    nonceOf(res.headers.get('content-security-policy') ?? '');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe(REFERRER_POLICY);
  });

  const OTHER_ANSWERS = [
    { name: 'an API JSON answer', request: () => new Request(`${server.url}/api/categories`), status: 200, type: /^application\/json/ },
    {
      name: 'an API error (unknown route)',
      request: () => new Request(`${server.url}/api/no-such-thing`),
      status: 404,
      type: /^application\/json/,
    },
    {
      name: 'an API error (write without the CSRF token)',
      request: () =>
        new Request(`${server.url}/api/inquiries`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }),
      status: 419,
      type: /^application\/json/,
    },
    { name: 'a hashed static asset', request: () => new Request(`${server.url}/assets/${asset}`), status: 200, type: /javascript/ },
    { name: 'a missing hashed asset', request: () => new Request(`${server.url}/assets/gone-0000.js`), status: 404, type: /^text\/plain/ },
    { name: 'robots.txt', request: () => new Request(`${server.url}/robots.txt`), status: 200, type: /^text\/plain/ },
  ];

  it.each(OTHER_ANSWERS)('$name: nosniff and the referrer policy, no HSTS on http', async ({ request, status, type }) => {
    const res = await fetch(request());
    expect(res.status).toBe(status);
    expect(res.headers.get('content-type')).toMatch(type);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe(REFERRER_POLICY);
    expect(res.headers.get('strict-transport-security')).toBeNull();
    await res.arrayBuffer();
  });
});

describe('security headers with an https PUBLIC_URL and a tag manager', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(
      { publicUrl: 'https://print.example.jp', secureCookies: true, gtmId: 'GTM-TEST1' },
      { storefront: build },
    );
  });
  afterAll(() => server.close());

  it.each(['/', '/no/such/page', '/api/categories', '/api/no-such-thing', '/robots.txt'])(
    '%s carries Strict-Transport-Security',
    async (path) => {
      const res = await fetch(`${server.url}${path}`);
      expect(res.headers.get('strict-transport-security')).toBe(HSTS);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      await res.arrayBuffer();
    },
  );

  it('a static asset carries it too', async () => {
    const res = await fetch(`${server.url}/assets/${asset}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('strict-transport-security')).toBe(HSTS);
    await res.arrayBuffer();
  });

  it("lets the tag manager's loader run by the nonce, and its own scripts by host", async () => {
    const res = await fetch(`${server.url}/`);
    const policy = res.headers.get('content-security-policy') ?? '';
    const nonce = nonceOf(policy);
    expect(directives(policy).get('script-src')).toEqual(["'self'", `'nonce-${nonce}'`, 'https://www.googletagmanager.com']);
    const html = await res.text();
    expect(html).toContain('GTM-TEST1');
    const scripts = inlineScriptTags(html);
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(` nonce="${nonce}"`);
  });
});
