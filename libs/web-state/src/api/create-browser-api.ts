import { createApiClient, type ApiClient } from '@shop/api-client';
import { reportingUnauthenticated } from './unauthenticated.ts';

/** The browser's client: same origin, the browser's own cookies (loaded lazily by browser-api.ts). */
export function createBrowserApi(): ApiClient {
  return createApiClient({
    baseUrl: window.location.origin,
    // Every 401 logs the customer out of the client-side session (spec §4, see unauthenticated.ts).
    fetch: reportingUnauthenticated((input, init) => globalThis.fetch(input, init)),
  });
}
