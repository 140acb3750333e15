import { createApiClient, type ApiClient } from '@shop/api-client';

/** The browser's client: same origin, the browser's own cookies (loaded lazily by browser-api.ts). */
export function createBrowserApi(): ApiClient {
  return createApiClient({ baseUrl: window.location.origin });
}
