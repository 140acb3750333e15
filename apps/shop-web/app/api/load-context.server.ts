/**
 * Builds the router context for one server request: an api-client that calls the API in-process
 * (through the host's `fetch`) and forwards the shopper's Cookie header, plus the shop settings.
 */
import { cookieFromHeader, createApiClient, type FetchFunction } from '@shop/api-client';
import { RouterContextProvider } from 'react-router';
import { apiContext, cspNonceContext, shopEnvironmentContext, type ShopEnvironment } from './context.ts';

export interface LoadContextOptions extends ShopEnvironment {
  /** The incoming page request. */
  request: Request;
  /** The host's in-process fetch: `(input, init) => app.fetch(new Request(input, init))`. */
  fetch: FetchFunction;
  /** This response's Content-Security-Policy nonce (fresh per request; the host sends the header). */
  nonce?: string | undefined;
}

/** A fresh context per request (never shared: it carries this shopper's cookies). */
export function createLoadContext({ request, fetch, publicUrl, gtmId, nonce }: LoadContextOptions): RouterContextProvider {
  const cookie = request.headers.get('cookie') ?? '';
  const api = createApiClient({
    // Any origin works in-process; the request's own keeps absolute URLs in answers consistent.
    baseUrl: new URL(request.url).origin,
    fetch,
    readCookie: (name) => cookieFromHeader(cookie, name),
    headers: cookie ? { cookie } : {},
    // In-process calls fail only for real bugs; retrying them would only repeat the work.
    retry: 0,
  });
  const context = new RouterContextProvider();
  context.set(apiContext, api);
  context.set(shopEnvironmentContext, { publicUrl: publicUrl.replace(/\/+$/, ''), gtmId });
  context.set(cspNonceContext, nonce ?? '');
  return context;
}
