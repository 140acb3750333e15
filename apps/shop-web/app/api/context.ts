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
