/**
 * The design tool (issue #12) on the shop's Hono app: a client-only React app (apps/designtool-web)
 * built by Vite into `apps/designtool-web/dist` (DESIGNTOOL_BUILD_DIR overrides it). Mounted by
 * main.ts after the API and before the storefront:
 *
 * - `GET /designtool`, `/product/:code/print-inkjet-design` and `/product/:code/print-inkjet-design-mobile`
 *   answer the build's `index.html` with this response's CSP nonce written into it (see
 *   `renderDesignToolHtml`), `Cache-Control: no-cache`. An unknown or unprintable product code falls
 *   through to the storefront, which answers its 404 page. `/designtool/<slug>` (the manual) stays
 *   with the storefront.
 * - `/designtool-assets/*`: the build's files (Vite `base: '/designtool-assets/'`); its hashed output
 *   under `assets/` is cached for a year as immutable, anything else is revalidated; a missing file is
 *   a plain 404.
 * - Without a build, one line is logged and those pages answer a Japanese 503 page (the build is
 *   looked for again on each request, so building while the server runs is enough).
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, Hono, Next } from 'hono';
import { compress } from 'hono/compress';
import { maintenanceMessage } from '../http/maintenance.ts';
import { one } from '../db/db.ts';
import type { AppDeps, AppEnv } from '../http/env.ts';
import { IMMUTABLE_CACHE } from './storefront.ts';

/** Default location of the design tool build (`npx nx run designtool-web:build`). */
export const DEFAULT_DESIGNTOOL_BUILD_DIR = fileURLToPath(new URL('../../../designtool-web/dist/', import.meta.url));

/** URL prefix of the build's files: the app's Vite `base`. */
export const DESIGNTOOL_ASSETS_BASE = '/designtool-assets/';

/** The pages that open the editor. */
export const DESIGNTOOL_PAGES = {
  /** Without a product: the shopper picks product, colour and placement first. */
  tool: '/designtool',
  /** For the print order of a product (`?pid=` names the stored print order). */
  product: '/product/:code/print-inkjet-design',
  /** The same for phones: no footer, bottom sheet of tools. */
  productMobile: '/product/:code/print-inkjet-design-mobile',
} as const;

/**
 * Placeholder the app may put wherever the nonce belongs (Vite's `html.cspNonce: '__CSP_NONCE__'`
 * writes it on its tags and on a `<meta property="csp-nonce">` that its preload helper reads).
 */
export const CSP_NONCE_PLACEHOLDER = '__CSP_NONCE__';

/** Cache header of the HTML: always revalidated, so a new build's asset names are seen at once. */
export const HTML_CACHE = 'no-cache';

const NONCE_ATTRIBUTE = /\snonce=/i;

/**
 * The build's `index.html` for one response: the placeholder replaced by `nonce`, every `<script>`
 * and `<style>` tag without a nonce given it, and a `<meta property="csp-nonce" content="" nonce="…">` in the
 * head when there is none (Vite's preload helper and a runtime that inserts `<style>` elements read
 * the nonce from it: `document.querySelector('meta[property=csp-nonce]').nonce`).
 */
export function renderDesignToolHtml(template: string, nonce: string): string {
  let html = template.split(CSP_NONCE_PLACEHOLDER).join(nonce);
  html = html.replace(/<(script|style)\b([^>]*)>/gi, (tag, name: string, attributes: string) =>
    NONCE_ATTRIBUTE.test(attributes) ? tag : `<${name} nonce="${nonce}"${attributes}>`,
  );
  if (!/<meta\s[^>]*property=["']?csp-nonce/i.test(html)) {
    html = html.replace(/<head\b[^>]*>/i, (head) => `${head}\n    <meta property="csp-nonce" content="" nonce="${nonce}" />`);
  }
  // A meta with `property` needs a `content` to be valid HTML (the Nu Html Checker); Vite's writes none.
  return html.replace(/<meta\b(?![^>]*\bcontent=)([^>]*\bproperty=["']?csp-nonce[^>]*)>/gi, '<meta content=""$1>');
}

/** The Japanese page of a design tool that cannot be shown now (no build, or maintenance). */
export function unavailablePage(message: string, nonce: string | undefined): string {
  const style = `body{margin:0;font-family:system-ui,"Hiragino Sans","Noto Sans JP",sans-serif;color:#1f2937;background:#f9fafb}
main{max-width:36rem;margin:15vh auto;padding:0 1.5rem;text-align:center}h1{font-size:1.5rem}p{line-height:1.8}
a{display:inline-block;margin-top:1rem;padding:.6rem 1.4rem;border-radius:4px;background:#c2410c;color:#fff;text-decoration:none}`;
  return `<!doctype html>
<html lang="ja">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>503 デザインツールを準備しています</title>
    <style${nonce ? ` nonce="${nonce}"` : ''}>${style}</style>
  </head>
  <body>
    <main>
      <p>503</p>
      <h1>デザインツールを準備しています</h1>
      <p>${message}</p>
      <a href="/">HOME</a>
    </main>
  </body>
</html>
`;
}

/** Shown while the tool is not built. */
export const NOT_BUILT_MESSAGE = 'ただいまデザインツールをご利用いただけません。しばらくしてから、もう一度お試しください。';

/** The build's `index.html`, read again only when the file changes. */
export function htmlSource(indexFile: string): () => string | undefined {
  let cached: { mtimeMs: number; size: number; text: string } | undefined;
  return () => {
    let stat;
    try {
      stat = statSync(indexFile);
    } catch {
      cached = undefined;
      return undefined;
    }
    if (!cached || cached.mtimeMs !== stat.mtimeMs || cached.size !== stat.size) {
      cached = { mtimeMs: stat.mtimeMs, size: stat.size, text: readFileSync(indexFile, 'utf8') };
    }
    return cached.text;
  };
}

/** Whether a product of that code exists and takes prints (the tool designs for it). */
async function printableProduct(db: AppDeps['db'], code: string): Promise<boolean> {
  return (await one(db, 'select 1 from products where code = $1 and is_printable and published_at <= now()', [code])) !== undefined;
}

/**
 * Mounts the design tool's pages and files on `app` (after the API, before the storefront). Logs one
 * line: where the build is served from, or that it is missing.
 */
export function mountDesignTool(
  app: Hono<AppEnv>,
  deps: Pick<AppDeps, 'config' | 'db'>,
  buildDir: string = deps.config.designToolBuildDir ?? DEFAULT_DESIGNTOOL_BUILD_DIR,
  log: (line: string) => void = (line) => console.log(`[shop-server] ${line}`),
): void {
  const root = `${buildDir.replace(/\/+$/, '')}/`;
  const indexFile = `${root}index.html`;
  const html = htmlSource(indexFile);
  if (existsSync(indexFile)) log(`design tool served from ${root}`);
  else log(`design tool not built (no ${indexFile}): its pages answer 503. Build it with \`npx nx run designtool-web:build\`.`);

  const page = async (c: Context<AppEnv>, next: Next) => {
    const code = c.req.param('code');
    // Unknown product: the storefront's 404 page (or a plain 404 without a storefront).
    if (code !== undefined && !(await printableProduct(deps.db, code))) return next();
    const nonce = c.get('cspNonce');
    if (deps.config.maintenance) {
      return c.html(unavailablePage(maintenanceMessage(deps.config.maintenance), nonce), 503, {
        'Cache-Control': 'no-store',
        'Retry-After': '600',
      });
    }
    const template = html();
    if (template === undefined) return c.html(unavailablePage(NOT_BUILT_MESSAGE, nonce), 503, { 'Cache-Control': 'no-store' });
    // Without security headers (a bare app) there is no policy and no nonce: the placeholder goes.
    const body = nonce === undefined ? template.split(CSP_NONCE_PLACEHOLDER).join('') : renderDesignToolHtml(template, nonce);
    return c.html(body, 200, { 'Cache-Control': HTML_CACHE });
  };
  for (const path of Object.values(DESIGNTOOL_PAGES)) app.get(path, compress(), page);
  // `/designtool/` is not a manual page: the tool, at its one address (the query kept).
  app.get(`${DESIGNTOOL_PAGES.tool}/`, (c) => c.redirect(`${DESIGNTOOL_PAGES.tool}${new URL(c.req.url).search}`, 301));

  const assets = `${DESIGNTOOL_ASSETS_BASE}*`;
  // The HTML is only ever sent rendered (with its nonce), never as a file.
  app.get(`${DESIGNTOOL_ASSETS_BASE}index.html`, (c) => c.text('Not Found', 404));
  app.use(
    assets,
    compress(),
    async (c, next) => {
      await next();
      if (c.res.status !== 200) return;
      // Vite writes its content-hashed output under assets/; other files keep their names across builds.
      const hashed = c.req.path.startsWith(`${DESIGNTOOL_ASSETS_BASE}assets/`);
      c.header('Cache-Control', hashed ? IMMUTABLE_CACHE : HTML_CACHE);
    },
    serveStatic({ root, rewriteRequestPath: (path) => path.slice(DESIGNTOOL_ASSETS_BASE.length - 1) }),
  );
  // A missing file is a stale page after a deploy: a plain 404 quickly, never a rendered page.
  app.all(assets, (c) => c.text('Not Found', 404));
}
