/**
 * The storefront on the API's Hono app (one process, one port): compression, hashed assets with
 * immutable caching, other static files, then React Router's request handler (SSR) for every path
 * the API did not answer. Loaders reach the API in-process through the router context that the
 * server build's own `createLoadContext` makes (TOOLCHAIN-NOTES "React Router framework mode").
 */
import { existsSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';
import { compress } from 'hono/compress';
import { createRequestHandler, type RequestHandler, type RouterContextProvider, type ServerBuild } from 'react-router';
import type { AppDeps, AppEnv } from '../http/env.ts';
import { inProcessFetch } from '../http/in-process.ts';

/** Default location of the storefront build (`npx nx run shop-web:build`). */
export const DEFAULT_WEB_BUILD_DIR = fileURLToPath(new URL('../../../shop-web/build/', import.meta.url));

/** Cache header of content-hashed files: a new build gives them new names. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';

/** What the host passes to the server build's `createLoadContext` (see apps/shop-web entry.server.tsx). */
export interface LoadContextInput {
  request: Request;
  fetch: (input: Request | URL | string, init?: RequestInit) => Promise<Response>;
  publicUrl: string;
  gtmId: string | undefined;
  /**
   * This response's Content-Security-Policy nonce (http/security-headers.ts sends the header): the
   * page puts it on every inline script. Undefined only when the app has no security headers.
   */
  nonce: string | undefined;
}

/** A loaded storefront build, reduced to what the host uses. */
export interface StorefrontBuild {
  /** Folder of the browser files (`build/client`). */
  clientDir: string;
  /** React Router's request handler for pages, `.data` and `/__manifest` requests. */
  handleRequest: RequestHandler;
  /** The server build's context factory, so host and loaders share the context instances. */
  createLoadContext: (input: LoadContextInput) => RouterContextProvider;
}

/**
 * Imports the server build from `buildDir`; undefined when the storefront has not been built.
 * Throws when a build exists but does not export `createLoadContext` from its server entry.
 */
export async function loadStorefrontBuild(buildDir: string, mode: 'production' | 'development'): Promise<StorefrontBuild | undefined> {
  const serverEntry = `${buildDir.replace(/\/+$/, '')}/server/index.js`;
  if (!existsSync(serverEntry)) return undefined;
  const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
  const entry = build.entry.module as ServerBuild['entry']['module'] & { createLoadContext?: StorefrontBuild['createLoadContext'] };
  if (typeof entry.createLoadContext !== 'function') {
    throw new Error(`${serverEntry}: the server entry does not export createLoadContext`);
  }
  return {
    clientDir: `${buildDir.replace(/\/+$/, '')}/client`,
    handleRequest: createRequestHandler(build, mode),
    createLoadContext: entry.createLoadContext,
  };
}

/** Mounts a loaded storefront build after the API routes of `app`. */
export function mountStorefrontBuild(app: Hono<AppEnv>, deps: Pick<AppDeps, 'config'>, build: StorefrontBuild): void {
  // Registered after the API, so API answers (which end the chain) are not touched by these.
  app.use('*', compress());

  app.use(
    '/assets/*',
    async (c, next) => {
      await next();
      if (c.res.status === 200) {
        c.header('Cache-Control', IMMUTABLE_CACHE);
        c.header('X-Content-Type-Options', 'nosniff');
      }
    },
    serveStatic({ root: build.clientDir }),
  );
  // A missing hashed file is a stale page after a deploy: answer a plain 404 quickly (the browser
  // then reloads once, see shop-web chunk-reload-guard), never a server-rendered page.
  app.all('/assets/*', (c) => c.text('Not Found', 404));

  // Other files of build/client (from apps/shop-web/public), revalidated on each use.
  app.use('*', serveStatic({ root: build.clientDir, index: 'no-index-file' }));

  // In-process API calls: the loaders' api-client fetches through the app itself, no socket. The
  // requests are marked (http/in-process.ts) so the read-only POST /api/content/query needs no CSRF token.
  const fetchInProcess: LoadContextInput['fetch'] = inProcessFetch(app);

  app.all('*', (c) => {
    const request = c.req.raw;
    const context = build.createLoadContext({
      request,
      fetch: fetchInProcess,
      publicUrl: deps.config.publicUrl,
      gtmId: deps.config.gtmId,
      nonce: c.get('cspNonce'),
    });
    return build.handleRequest(request, context);
  });
}

/**
 * Mounts the storefront on the API app: hashed assets, static files and the React Router request
 * handler (SSR) for every path the API does not answer. Without a build, logs one line and leaves
 * the API alone.
 */
export async function mountStorefront(
  app: Hono<AppEnv>,
  deps: Pick<AppDeps, 'config'>,
  buildDir: string = DEFAULT_WEB_BUILD_DIR,
): Promise<void> {
  const build = await loadStorefrontBuild(buildDir, deps.config.production ? 'production' : 'development');
  if (!build) {
    console.log(
      `[shop-server] storefront not built (no ${buildDir}server/index.js): serving the API only. ` +
        'Build it with `npx nx run shop-web:build`.',
    );
    return;
  }
  mountStorefrontBuild(app, deps, build);
  console.log(`[shop-server] storefront mounted from ${buildDir}`);
}
