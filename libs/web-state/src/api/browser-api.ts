/**
 * The browser's api-client: the same client as on the server, over HTTP to the same origin. Its
 * module is loaded with a dynamic import so that the api-client (ky, valibot, schemas: ~19 kB gzip)
 * stays out of the first page's JavaScript; the app's `entry.client` warms it up at the shopper's
 * first input, before the first client-side navigation needs it.
 */
import type { ApiClient } from '@shop/api-client';

let client: Promise<ApiClient> | undefined;

/** The shared browser client. */
export function browserApi(): Promise<ApiClient> {
  client ??= import('./create-browser-api.ts').then(({ createBrowserApi }) => createBrowserApi());
  return client;
}
