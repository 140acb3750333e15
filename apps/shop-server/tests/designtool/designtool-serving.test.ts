/**
 * Serving the design tool (web/designtool.ts) over real HTTP on the real app: its pages answer the
 * build's index.html with the response's CSP nonce, its hashed files are cached for good, an unknown
 * product falls through to the storefront's 404, and a missing build answers a Japanese 503.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { RouterContextProvider } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Config, readConfig } from '../../src/config/config.ts';
import type { Db } from '../../src/db/db.ts';
import { DESIGNTOOL_ASSETS_BASE, mountDesignTool, NOT_BUILT_MESSAGE, renderDesignToolHtml } from '../../src/web/designtool.ts';
import { IMMUTABLE_CACHE, mountStorefrontBuild } from '../../src/web/storefront.ts';
import { createProductFixture } from '../cart/fixtures.ts';
import { freshDatabase } from '../support/database.ts';
import { appOn, listenLocally } from '../support/server.ts';

/** What `vite build` writes (base /designtool-assets/, html.cspNonce '__CSP_NONCE__' on one tag). */
const INDEX_HTML = `<!doctype html>
<html lang="ja">
  <head>
    <meta charset="utf-8" />
    <title>デザインツール | プリントファクトリー</title>
    <script type="module" crossorigin src="/designtool-assets/assets/index-B1a2C3d4.js"></script>
    <link rel="modulepreload" crossorigin href="/designtool-assets/assets/vendor-Xy12Zw34.js">
    <link rel="stylesheet" crossorigin href="/designtool-assets/assets/index-D5e6F7g8.css" nonce="__CSP_NONCE__">
    <style>#boot{opacity:0}</style>
  </head>
  <body>
    <div id="root"></div>
    <script>window.__boot = 1</script>
  </body>
</html>
`;

interface Served {
  url: string;
  db: Db;
  logs: string[];
  close(): Promise<void>;
}

/** The real app (security headers included) with the design tool from `buildDir` and a stub storefront. */
async function serveWith(buildDir: string, overrides: Partial<Config> = {}): Promise<Served> {
  const db = await freshDatabase();
  const config: Config = { ...readConfig({ PORT: '0' }), ...overrides };
  const { app, files } = appOn(db, config);
  const logs: string[] = [];
  mountDesignTool(app, { config, db }, buildDir, (line) => logs.push(line));
  // A storefront that renders every page as its path, and a 404 for the paths it does not know.
  mountStorefrontBuild(
    app,
    { config },
    {
      clientDir: join(buildDir, 'no-client'),
      handleRequest: async (request) => {
        const path = new URL(request.url).pathname;
        const known = path.startsWith('/designtool/');
        return new Response(`<!doctype html><title>${known ? 'storefront' : 'This page could not be found'} ${path}</title>`, {
          status: known ? 200 : 404,
          headers: { 'Content-Type': 'text/html; charset=utf-8' },
        });
      },
      createLoadContext: () => new RouterContextProvider(),
    },
  );
  const listening = await listenLocally(app);
  return {
    url: listening.url,
    db,
    logs,
    async close() {
      await listening.close();
      await db.close();
      await files.remove();
    },
  };
}

/** The nonce of a response's CSP. */
function nonceOf(res: Response): string {
  const policy = res.headers.get('content-security-policy') ?? '';
  const found = /'nonce-([^']+)'/.exec(policy);
  if (!found?.[1]) throw new Error(`no nonce in ${policy}`);
  return found[1];
}

describe('the design tool, built', () => {
  let dir: string;
  let served: Served;
  let productCode: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'designtool-'));
    await mkdir(join(dir, 'assets'), { recursive: true });
    await writeFile(join(dir, 'index.html'), INDEX_HTML);
    await writeFile(join(dir, 'assets/index-B1a2C3d4.js'), `export const x = ${JSON.stringify('x'.repeat(4000))};`);
    await writeFile(join(dir, 'assets/noto-sans-jp-japanese-400-Ab12Cd34.woff2'), 'wOF2');
    await writeFile(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    served = await serveWith(dir);
    const fixture = await createProductFixture(served.db, { stock: 10 });
    const rows = await served.db.query<{ code: string }>('select code from products where id = $1', [fixture.productId]);
    productCode = rows[0]?.code ?? '';
  });
  afterAll(async () => {
    await served.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('logs one line naming the build', () => {
    expect(served.logs).toEqual([`design tool served from ${dir}/`]);
  });

  it.each(['/designtool', '/product/{code}/print-inkjet-design?pid=abc', '/product/{code}/print-inkjet-design-mobile'])(
    "%s answers the build's index.html with this response's nonce on every script and style, never cached",
    async (template) => {
      const first = await fetch(`${served.url}${template.replace('{code}', productCode)}`);
      const second = await fetch(`${served.url}${template.replace('{code}', productCode)}`);
      for (const res of [first, second]) {
        expect(res.status).toBe(200);
        expect(res.headers.get('content-type')).toContain('text/html');
        expect(res.headers.get('cache-control')).toBe('no-cache');
        const nonce = nonceOf(res);
        const html = await res.text();
        expect(html).not.toContain('__CSP_NONCE__');
        const scripts = [...html.matchAll(/<(script|style)\b[^>]*>/g)].map((m) => m[0]);
        expect(scripts).toHaveLength(3);
        for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
        expect(html).toContain(`<link rel="stylesheet" crossorigin href="/designtool-assets/assets/index-D5e6F7g8.css" nonce="${nonce}">`);
        expect(html).toContain(`<meta property="csp-nonce" content="" nonce="${nonce}" />`);
        // The policy lets the app load its files and the images a shopper imports.
        const policy = res.headers.get('content-security-policy') ?? '';
        expect(policy).toContain("script-src 'self'");
        expect(policy).toMatch(/img-src 'self' data: blob:/);
        expect(policy).toContain("worker-src 'self'");
        expect(policy).toContain("connect-src 'self'");
      }
      expect(nonceOf(first)).not.toBe(nonceOf(second));
    },
  );

  it('an unknown product falls through to the storefront, which answers its 404 page', async () => {
    for (const path of ['/product/no-such-code/print-inkjet-design', '/product/no-such-code/print-inkjet-design-mobile']) {
      const res = await fetch(`${served.url}${path}`);
      expect([path, res.status]).toEqual([path, 404]);
      expect(await res.text()).toContain('This page could not be found');
    }
  });

  it('/designtool/ redirects to /designtool, keeping the query', async () => {
    const res = await fetch(`${served.url}/designtool/?from=menu`, { redirect: 'manual' });
    expect([res.status, res.headers.get('location')]).toEqual([301, '/designtool?from=menu']);
  });

  it('the manual pages under /designtool/ stay with the storefront', async () => {
    const res = await fetch(`${served.url}/designtool/recttool`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('storefront /designtool/recttool');
  });

  it('serves hashed files under /designtool-assets/assets/ for a year as immutable, compressed', async () => {
    const res = await fetch(`${served.url}${DESIGNTOOL_ASSETS_BASE}assets/index-B1a2C3d4.js`, { headers: { 'accept-encoding': 'gzip' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe(IMMUTABLE_CACHE);
    expect(res.headers.get('content-type')).toContain('javascript');
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await res.text()).toContain('xxxx');
    const font = await fetch(`${served.url}${DESIGNTOOL_ASSETS_BASE}assets/noto-sans-jp-japanese-400-Ab12Cd34.woff2`);
    expect([font.status, font.headers.get('cache-control'), font.headers.get('content-type')]).toEqual([
      200,
      IMMUTABLE_CACHE,
      'font/woff2',
    ]);
  });

  it('revalidates files that keep their names, and never serves the raw index.html', async () => {
    const icon = await fetch(`${served.url}${DESIGNTOOL_ASSETS_BASE}favicon.svg`);
    expect([icon.status, icon.headers.get('cache-control')]).toEqual([200, 'no-cache']);
    const raw = await fetch(`${served.url}${DESIGNTOOL_ASSETS_BASE}index.html`);
    expect(raw.status).toBe(404);
  });

  it('a missing file is a plain 404, not a page', async () => {
    const res = await fetch(`${served.url}${DESIGNTOOL_ASSETS_BASE}assets/gone-12345678.js`);
    expect(res.status).toBe(404);
    expect(res.headers.get('cache-control')).toBeNull();
    expect(await res.text()).toBe('Not Found');
    const escape = await fetch(`${served.url}${DESIGNTOOL_ASSETS_BASE}..%2f..%2fetc%2fpasswd`);
    expect(escape.status).toBe(404);
  });
});

describe('the design tool, not built', () => {
  let dir: string;
  let served: Served;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'designtool-missing-'));
    served = await serveWith(join(dir, 'dist'));
  });
  afterAll(async () => {
    await served.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('logs one line and answers a Japanese 503 page with its own nonce', async () => {
    expect(served.logs).toHaveLength(1);
    expect(served.logs[0]).toContain('design tool not built');
    const res = await fetch(`${served.url}/designtool`);
    expect(res.status).toBe(503);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const html = await res.text();
    expect(html).toContain(NOT_BUILT_MESSAGE);
    expect(html).toContain('<html lang="ja">');
    expect(html).toContain(`<style nonce="${nonceOf(res)}">`);
  });

  it('picks the build up once it is there, without a restart', async () => {
    await mkdir(join(dir, 'dist'), { recursive: true });
    await writeFile(join(dir, 'dist/index.html'), INDEX_HTML);
    const res = await fetch(`${served.url}/designtool`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('/designtool-assets/assets/index-B1a2C3d4.js');
  });
});

describe('maintenance', () => {
  it('the design tool answers 503 with the maintenance message', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'designtool-'));
    await writeFile(join(dir, 'index.html'), INDEX_HTML);
    const served = await serveWith(dir, { maintenance: '2026-12-01 10:00' });
    try {
      const res = await fetch(`${served.url}/designtool`);
      expect(res.status).toBe(503);
      expect(await res.text()).toContain('終了予定: 2026-12-01 10:00');
    } finally {
      await served.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('renderDesignToolHtml', () => {
  it('keeps a nonce a tag already has and adds the meta only once, with the content valid HTML asks of it', () => {
    const html = renderDesignToolHtml(
      '<html><head><meta property="csp-nonce" nonce="__CSP_NONCE__"><script nonce="__CSP_NONCE__" src="/a.js"></script></head></html>',
      'N1',
    );
    expect(html).toBe(
      '<html><head><meta content="" property="csp-nonce" nonce="N1"><script nonce="N1" src="/a.js"></script></head></html>',
    );
  });
});
