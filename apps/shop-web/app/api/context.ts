/**
 * Router context values. The server sets them per request in `createLoadContext`
 * (`load-context.server.ts`); loaders read them. The host (apps/shop-server) reaches this module
 * only through the server build's entry, so host and loaders share one instance of each context.
 */
import type { ApiClient } from '@shop/api-client';
import { createContext } from 'react-router';

/** The api-client of this request: in-process on the server, HTTP in the browser. */
export const apiContext = createContext<ApiClient>();

/** Deployment settings the pages need. */
export interface ShopEnvironment {
  /** Public origin for canonical URLs and structured data, without trailing slash. */
  publicUrl: string;
  /** Google Tag Manager container id, when configured. */
  gtmId: string | undefined;
}

export const shopEnvironmentContext = createContext<ShopEnvironment>();

/**
 * This response's Content-Security-Policy nonce, set by the host per request (apps/shop-server
 * http/security-headers.ts sends the matching header). entry.server.tsx reads it to put the nonce on
 * React's and React Router's inline scripts. Empty when there is none (a context without the value
 * answers this default instead of throwing).
 */
export const cspNonceContext = createContext<string>('');
