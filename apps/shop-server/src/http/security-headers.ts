/**
 * Security headers on every answer of the process: the JSON API, static files, server-rendered pages,
 * 404s and errors (issue #11). Registered first in `createApp`, so every later middleware, route,
 * error handler and the storefront's SSR pass through it.
 *
 * - every answer: `X-Content-Type-Options: nosniff` and `Referrer-Policy: strict-origin-when-cross-origin`;
 *   a shared proof's page and API (`/proof/…`, `/api/proof/…`, whose URL is the secret) instead
 *   `Referrer-Policy: no-referrer`, `Cache-Control: private, no-store` and `X-Robots-Tag: noindex`;
 *   `Strict-Transport-Security` when PUBLIC_URL is https (a plain-http deployment must not pin
 *   browsers to https).
 * - every HTML answer: a Content-Security-Policy whose script-src allows only our own files and the
 *   inline scripts that carry this response's nonce. The nonce is fresh per request; the storefront
 *   reads it with `c.get('cspNonce')` and hands it to React Router through the load context (see
 *   web/storefront.ts and apps/shop-web entry.server.tsx), and any HTML the server writes itself puts
 *   it on its own inline scripts.
 */
import { randomBytes } from 'node:crypto';
import { ADMIN_PAGE_BASE } from '@shop/api-contract/admin';
import type { MiddlewareHandler } from 'hono';
import type { Config } from '../config/config.ts';
import type { AppEnv } from './env.ts';

export const REFERRER_POLICY = 'strict-origin-when-cross-origin';

/** Paths whose URL carries a shared proof's token (issue #30): never sent on, stored or indexed. */
export const isProofLinkPath = (path: string) => path.startsWith('/proof/') || path.startsWith('/api/proof/');
export const HSTS = 'max-age=31536000; includeSubDomains';

/** Google Tag Manager and the GA4 tags it loads (only allowed when GTM_ID is configured). */
const GTM = {
  script: ['https://www.googletagmanager.com'],
  img: ['https://www.googletagmanager.com', 'https://*.google-analytics.com'],
  connect: ['https://www.googletagmanager.com', 'https://*.google-analytics.com', 'https://*.analytics.google.com'],
} as const;

/** A fresh nonce: 16 random bytes (128 bits) in base64, as CSP Level 3 recommends. */
export function createCspNonce(): string {
  return randomBytes(16).toString('base64');
}

export interface CspOptions {
  /** Whether a Google Tag Manager container is configured (its loader and tags are then allowed). */
  gtm: boolean;
}

/** A policy's header value from its directives. */
const serialise = (directives: Record<string, readonly string[]>) =>
  Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');

/** The Content-Security-Policy of one HTML answer whose inline scripts carry `nonce`. */
export function contentSecurityPolicy(nonce: string, { gtm }: CspOptions): string {
  const directives: Record<string, readonly string[]> = {
    'default-src': ["'self'"],
    // Our hashed bundles, plus React Router's and React's inline scripts (the hydration context, the
    // route-module import, scroll restoration, streamed data and Suspense boundaries): every one of
    // them carries the nonce (apps/shop-web entry.server.tsx). Never 'unsafe-inline'.
    'script-src': ["'self'", `'nonce-${nonce}'`, ...(gtm ? GTM.script : [])],
    // The HEIC decoder's worker is a file of our own (apps/shop-web vite.config.ts heic2anyWorkerFile),
    // not a blob: URL: a blob: worker would run under this policy, which refuses its `new Function`.
    'worker-src': ["'self'"],
    // vanilla-extract compiles to CSS files ('self'). The one <style> element is the scroll lock of
    // Radix Dialog (react-remove-scroll), which takes the nonce (shop-web entry.client.tsx).
    'style-src': ["'self'", `'nonce-${nonce}'`],
    // Colour swatches and the progress bar are React `style={…}` attributes with per-product values
    // (garment and ink hex colours): server-rendered they arrive as `style="…"` attributes, which only
    // 'unsafe-inline' allows (nonces and hashes do not apply to attributes). Attributes cannot hold
    // selectors or load anything, so this does not open CSS-based exfiltration the way inline
    // <style> would; <style> elements stay nonce-only above.
    'style-src-attr': ["'unsafe-inline'"],
    // Data: the inline favicon; blob: the previews of print data picked in the browser (and the JPEG
    // a HEIC photo is converted to before upload).
    'img-src': ["'self'", 'data:', 'blob:', ...(gtm ? GTM.img : [])],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...(gtm ? GTM.connect : [])],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    // Forms post to our own origin only; the card gateway is served by this process under its own
    // path, so 'self' covers it.
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return serialise(directives);
}

/**
 * The back office's policy (/admin): its own files and nonce-carrying inline code only, no
 * third-party origin (no tag manager), the QR code of an authenticator as a `data:` image, and it
 * may never be framed. Stricter than the storefront's: no style attributes either.
 */
export function backofficeContentSecurityPolicy(nonce: string): string {
  const directives: Record<string, readonly string[]> = {
    'default-src': ["'none'"],
    'script-src': ["'self'", `'nonce-${nonce}'`],
    'style-src': ["'self'", `'nonce-${nonce}'`],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'"],
    'manifest-src': ["'self'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return serialise(directives);
}

/** Pages of the back office (its own policy). */
const isBackofficePage = (path: string) => path === ADMIN_PAGE_BASE || path.startsWith(`${ADMIN_PAGE_BASE}/`);

const isHtml = (response: Response) => /^text\/html\b/i.test(response.headers.get('content-type') ?? '');

/** The middleware; `c.get('cspNonce')` holds this request's nonce for whatever renders HTML. */
export function securityHeaders(config: Pick<Config, 'publicUrl' | 'gtmId'>): MiddlewareHandler<AppEnv> {
  const https = config.publicUrl.startsWith('https://');
  const gtm = config.gtmId !== undefined;
  return async (c, next) => {
    const nonce = createCspNonce();
    c.set('cspNonce', nonce);
    await next();
    let headers = c.res.headers;
    try {
      headers.set('X-Content-Type-Options', 'nosniff');
    } catch {
      // A response with immutable headers (one passed through from fetch): copy it once.
      c.res = new Response(c.res.body, c.res);
      headers = c.res.headers;
      headers.set('X-Content-Type-Options', 'nosniff');
    }
    if (isProofLinkPath(c.req.path)) {
      headers.set('Referrer-Policy', 'no-referrer');
      headers.set('Cache-Control', 'private, no-store');
      headers.set('X-Robots-Tag', 'noindex, nofollow');
    } else headers.set('Referrer-Policy', REFERRER_POLICY);
    if (https) headers.set('Strict-Transport-Security', HSTS);
    if (isHtml(c.res)) {
      headers.set(
        'Content-Security-Policy',
        isBackofficePage(c.req.path) ? backofficeContentSecurityPolicy(nonce) : contentSecurityPolicy(nonce, { gtm }),
      );
    }
  };
}
