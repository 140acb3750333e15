/**
 * The back office (issue #30) on the shop's Hono app: a client-only React app (apps/backoffice-web)
 * built by Vite into `apps/backoffice-web/dist` (BACKOFFICE_BUILD_DIR overrides it), mounted like the
 * design tool (web/designtool.ts):
 *
 * - `GET /admin` and every path under it answer the build's `index.html` with this response's CSP
 *   nonce written into it, `Cache-Control: no-store` (the routes are the app's: login, set-up link,
 *   the menu's screens). Its Content-Security-Policy is the back office's own (http/security-headers.ts
 *   `backofficeContentSecurityPolicy`): no third-party origin at all.
 * - `/admin-assets/*`: the build's files; hashed output under `assets/` cached a year as immutable.
 * - Without a build, one line is logged and the pages answer a Japanese 503 page.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { serveStatic } from '@hono/node-server/serve-static';
import { ADMIN_PAGE_BASE } from '@shop/api-contract/admin';
import type { Context, Hono } from 'hono';
import { compress } from 'hono/compress';
import type { AppDeps, AppEnv } from '../http/env.ts';
import { CSP_NONCE_PLACEHOLDER, HTML_CACHE, htmlSource, renderDesignToolHtml } from './designtool.ts';
import { IMMUTABLE_CACHE } from './storefront.ts';

/** Default location of the back office build (`npx nx run backoffice-web:build`). */
export const DEFAULT_BACKOFFICE_BUILD_DIR = fileURLToPath(new URL('../../../backoffice-web/dist/', import.meta.url));

/** URL prefix of the build's files: the app's Vite `base`. */
export const BACKOFFICE_ASSETS_BASE = '/admin-assets/';

const NOT_BUILT_PAGE = (nonce: string | undefined) => `<!doctype html>
<html lang="ja">
  <head>
    <meta charset="utf-8" />
    <meta name="robots" content="noindex" />
    <title>503 管理画面を準備しています</title>
    <style${nonce ? ` nonce="${nonce}"` : ''}>body{font-family:system-ui,sans-serif;max-width:36rem;margin:15vh auto;padding:0 1.5rem;line-height:1.8}</style>
  </head>
  <body>
    <h1>管理画面を準備しています</h1>
    <p>管理画面がまだビルドされていません。<code>npx nx run backoffice-web:build</code> を実行してください。</p>
  </body>
</html>
`;

/** Mounts the back office's pages and files on `app` (after the API, before the storefront). */
export function mountBackoffice(
  app: Hono<AppEnv>,
  deps: Pick<AppDeps, 'config'>,
  buildDir: string = deps.config.backofficeBuildDir ?? DEFAULT_BACKOFFICE_BUILD_DIR,
  log: (line: string) => void = (line) => console.log(`[shop-server] ${line}`),
): void {
  const root = `${buildDir.replace(/\/+$/, '')}/`;
  const indexFile = `${root}index.html`;
  const html = htmlSource(indexFile);
  if (existsSync(indexFile)) log(`back office served from ${root}`);
  else log(`back office not built (no ${indexFile}): /admin answers 503. Build it with \`npx nx run backoffice-web:build\`.`);

  const page = (c: Context<AppEnv>) => {
    const nonce = c.get('cspNonce');
    const template = html();
    if (template === undefined) return c.html(NOT_BUILT_PAGE(nonce), 503, { 'Cache-Control': 'no-store' });
    const body = nonce === undefined ? template.split(CSP_NONCE_PLACEHOLDER).join('') : renderDesignToolHtml(template, nonce);
    return c.html(body, 200, { 'Cache-Control': 'no-store' });
  };
  app.get(ADMIN_PAGE_BASE, compress(), page);
  app.get(`${ADMIN_PAGE_BASE}/*`, compress(), page);

  app.get(`${BACKOFFICE_ASSETS_BASE}index.html`, (c) => c.text('Not Found', 404));
  app.use(
    `${BACKOFFICE_ASSETS_BASE}*`,
    compress(),
    async (c, next) => {
      await next();
      if (c.res.status !== 200) return;
      c.header('Cache-Control', c.req.path.startsWith(`${BACKOFFICE_ASSETS_BASE}assets/`) ? IMMUTABLE_CACHE : HTML_CACHE);
    },
    serveStatic({ root, rewriteRequestPath: (path) => path.slice(BACKOFFICE_ASSETS_BASE.length - 1) }),
  );
  app.all(`${BACKOFFICE_ASSETS_BASE}*`, (c) => c.text('Not Found', 404));
}
