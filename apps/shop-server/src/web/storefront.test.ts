import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { RouterContextProvider } from 'react-router';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { readConfig } from '../config/config.ts';
import type { AppEnv } from '../http/env.ts';
import { IMMUTABLE_CACHE, loadStorefrontBuild, mountStorefront, mountStorefrontBuild, type LoadContextInput } from './storefront.ts';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'storefront-'));
  await mkdir(join(dir, 'client/assets'), { recursive: true });
  await writeFile(join(dir, 'client/assets/entry-abc123.js'), `export const x = ${JSON.stringify('x'.repeat(4000))};`);
  await writeFile(join(dir, 'client/robots.txt'), 'User-agent: *\n');
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/** An API app with one route and a JSON 404 under /api, like createApp, plus the storefront. */
function setup() {
  const app = new Hono<AppEnv>();
  app.get('/api/ping', (c) => c.json({ cookie: c.req.header('cookie') ?? null }));
  app.all('/api/*', (c) => c.json({ message: 'No route' }, 404));
  const inputs: LoadContextInput[] = [];
  const handleRequest = vi.fn(async (request: Request, context?: RouterContextProvider) => {
    expect(context).toBeInstanceOf(RouterContextProvider);
    return new Response(`<!doctype html><title>page ${new URL(request.url).pathname}</title>`, {
      headers: { 'Content-Type': 'text/html' },
    });
  });
  const config = { ...readConfig({ PORT: '3000', PUBLIC_URL: 'https://print.example.jp', GTM_ID: 'GTM-TEST1' }) };
  mountStorefrontBuild(
    app,
    { config },
    {
      clientDir: join(dir, 'client'),
      handleRequest,
      createLoadContext: (input) => {
        inputs.push(input);
        return new RouterContextProvider();
      },
    },
  );
  return { app, inputs, handleRequest };
}

describe('storefront hosting', () => {
  it('serves hashed assets with an immutable, year-long cache and compresses them', async () => {
    const { app } = setup();
    const res = await app.request('/assets/entry-abc123.js', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe(IMMUTABLE_CACHE);
    expect(res.headers.get('content-type')).toContain('javascript');
    expect(res.headers.get('content-encoding')).toBe('gzip');
  });

  it('answers a missing hashed asset with a plain 404, not a rendered page', async () => {
    const { app, handleRequest } = setup();
    const res = await app.request('/assets/gone-999.js');
    expect(res.status).toBe(404);
    expect(res.headers.get('cache-control')).toBeNull();
    expect(handleRequest).not.toHaveBeenCalled();
  });

  it('serves other static files without the immutable cache', async () => {
    const { app } = setup();
    const res = await app.request('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBeNull();
  });

  it('leaves API answers, including the JSON 404, to the API', async () => {
    const { app, handleRequest } = setup();
    const res = await app.request('/api/nothing');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: 'No route' });
    expect(handleRequest).not.toHaveBeenCalled();
  });

  it('renders every other path through React Router with a per-request context', async () => {
    const { app, inputs, handleRequest } = setup();
    const res = await app.request('/t-shirts?page=2', { headers: { cookie: 'shop_session=abc' } });
    expect(await res.text()).toContain('<title>page /t-shirts</title>');
    expect(handleRequest).toHaveBeenCalledTimes(1);
    expect(inputs).toHaveLength(1);
    expect(inputs[0]).toMatchObject({ publicUrl: 'https://print.example.jp', gtmId: 'GTM-TEST1' });
    expect(inputs[0]?.request.headers.get('cookie')).toBe('shop_session=abc');
  });

  it('gives loaders a fetch that reaches the API in-process', async () => {
    const { app, inputs } = setup();
    await app.request('/');
    const inProcess = inputs[0]?.fetch;
    const res = await inProcess?.('http://anything.invalid/api/ping', { headers: { cookie: 'a=1' } });
    expect(await res?.json()).toEqual({ cookie: 'a=1' });
  });
});

describe('without a storefront build', () => {
  it('finds no build in an empty folder', async () => {
    expect(await loadStorefrontBuild(join(dir, 'nothing'), 'production')).toBeUndefined();
  });

  it('logs one line and serves only the API', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const app = new Hono<AppEnv>();
    app.get('/api/ping', (c) => c.json({ ok: true }));
    const config = readConfig({ PORT: '3000' });
    await mountStorefront(app, { config }, join(dir, 'nothing/'));
    expect(log).toHaveBeenCalledWith(expect.stringContaining('storefront not built'));
    expect((await app.request('/')).status).toBe(404);
    expect((await app.request('/api/ping')).status).toBe(200);
    log.mockRestore();
  });
});
