import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { RouterContextProvider } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../config/config.ts';
import { mountStorefrontBuild, type LoadContextInput } from '../web/storefront.ts';
import type { AppEnv } from './env.ts';
import { contentSecurityPolicy, HSTS, REFERRER_POLICY, securityHeaders } from './security-headers.ts';

const HTML = { 'Content-Type': 'text/html; charset=utf-8' };

function app(env: Record<string, string> = {}) {
  const config = readConfig({ PORT: '3000', ...env });
  const hono = new Hono<AppEnv>();
  hono.use('*', securityHeaders(config));
  hono.get('/page', (c) => c.html(`<script nonce="${c.get('cspNonce')}">1</script>`));
  hono.get('/json', (c) => c.json({ ok: true }));
  hono.get('/fails', () => {
    throw new Error('boom');
  });
  // A response whose headers cannot be changed (as one passed through from fetch()).
  hono.get('/frozen', () => {
    const res = new Response('<p>x</p>', { headers: HTML });
    Object.defineProperty(res, 'headers', {
      value: Object.freeze(
        Object.assign(new Headers(res.headers), {
          set: () => {
            throw new TypeError('immutable');
          },
        }),
      ),
    });
    return res;
  });
  hono.onError((_error, c) => c.json({ message: 'Internal Server Error' }, 500));
  return hono;
}

const nonceIn = (policy: string | null) => /'nonce-([^']+)'/.exec(policy ?? '')?.[1];

describe('securityHeaders', () => {
  it('gives an HTML answer a CSP whose nonce is the one the page used, fresh for every request', async () => {
    const hono = app();
    const [first, second] = [await hono.request('/page'), await hono.request('/page')];
    const nonce = nonceIn(first.headers.get('content-security-policy'));
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(await first.text()).toBe(`<script nonce="${nonce}">1</script>`);
    expect(nonceIn(second.headers.get('content-security-policy'))).not.toBe(nonce);
  });

  it('gives every answer nosniff and the referrer policy, and only HTML a CSP', async () => {
    const hono = app();
    for (const [path, status] of [
      ['/page', 200],
      ['/json', 200],
      ['/nothing', 404],
      ['/fails', 500],
    ] as const) {
      const res = await hono.request(path);
      expect(res.status, path).toBe(status);
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(res.headers.get('referrer-policy'), path).toBe(REFERRER_POLICY);
      expect(res.headers.get('strict-transport-security'), path).toBeNull();
      expect(res.headers.has('content-security-policy'), path).toBe(path === '/page');
    }
  });

  it('adds HSTS when PUBLIC_URL is https', async () => {
    const hono = app({ PUBLIC_URL: 'https://print.example.jp' });
    for (const path of ['/page', '/json', '/nothing', '/fails']) {
      expect((await hono.request(path)).headers.get('strict-transport-security'), path).toBe(HSTS);
    }
  });

  it('copies a response whose headers are immutable instead of failing', async () => {
    const res = await app().request('/frozen');
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('<p>x</p>');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(nonceIn(res.headers.get('content-security-policy'))).toBeDefined();
  });
});

describe('contentSecurityPolicy', () => {
  it('allows inline scripts by nonce only, and Google Tag Manager only when a container is configured', () => {
    const plain = contentSecurityPolicy('abc', { gtm: false });
    expect(plain).toContain("script-src 'self' 'nonce-abc';");
    expect(plain).not.toContain('googletagmanager');
    const withGtm = contentSecurityPolicy('abc', { gtm: true });
    expect(withGtm).toContain("script-src 'self' 'nonce-abc' https://www.googletagmanager.com;");
    expect(withGtm).toMatch(/connect-src 'self' [^;]*google-analytics/);
    for (const policy of [plain, withGtm]) {
      expect(/script-src[^;]*'unsafe-(inline|eval)'/.test(policy)).toBe(false);
      expect(policy).toContain("object-src 'none'");
      expect(policy).toContain("base-uri 'self'");
      expect(policy).toContain("frame-ancestors 'none'");
    }
  });
});

describe('the storefront receives the nonce', () => {
  let clientDir: string;
  beforeAll(async () => {
    clientDir = await mkdtemp(join(tmpdir(), 'csp-client-'));
  });
  afterAll(() => rm(clientDir, { recursive: true, force: true }));

  it('through the load context input of the page request, the same as in the header', async () => {
    const config = readConfig({ PORT: '3000' });
    const hono = new Hono<AppEnv>();
    hono.use('*', securityHeaders(config));
    const inputs: LoadContextInput[] = [];
    mountStorefrontBuild(
      hono,
      { config },
      {
        clientDir,
        createLoadContext: (input) => {
          inputs.push(input);
          return new RouterContextProvider();
        },
        handleRequest: async () => new Response('<!doctype html>', { headers: HTML }),
      },
    );
    const res = await hono.request('/t-shirts');
    expect(inputs).toHaveLength(1);
    expect(inputs[0]?.nonce).toBeDefined();
    expect(nonceIn(res.headers.get('content-security-policy'))).toBe(inputs[0]?.nonce);
  });
});
