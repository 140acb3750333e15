/**
 * One load function, two loaders: a page's data comes from the same `load(api, args)` on the
 * server and in the browser; only the api-client differs. The server's `loader` takes the
 * in-process client of this request from the router context (`apiContext`, set by the host); the
 * `clientLoader` takes the browser's HTTP client (`browserApi()`), after starting `preload` (the
 * page's code, fetched beside its data: islands/island.tsx).
 *
 * ```ts
 * const loaders = apiLoaders((api, { params }: Route.LoaderArgs) => loadBlogPost(api, params.slug));
 * export const loader = loaders.loader;
 * export const clientLoader = loaders.clientLoader;
 * ```
 *
 * Routes export the two as constants of their own: React Router's build drops the `loader` export
 * from the browser's bundle and cannot do so from a destructuring (`export const { loader } = …`).
 */
import type { ApiClient } from '@shop/api-client';
import { browserApi } from '@shop/web-state';
import type { RouterContextProvider } from 'react-router';
import { apiContext } from '../api/context.ts';
import { loadForCustomer } from '../session/require-login.ts';

/** What both loaders receive from the router (the route's `Route.LoaderArgs` is one). */
export interface ApiLoaderArgs {
  context: Readonly<RouterContextProvider>;
}

export interface ApiLoaderOptions {
  /**
   * Runs in the browser before the data is fetched, e.g. to start loading the page's code or the
   * load's own module. A promise it returns is not waited for, and its failure is not the loader's:
   * what it fetched is asked for again where it is used.
   */
  preload?: () => unknown;
}

/**
 * The `loader` and `clientLoader` of a route whose data is `load(api, args)`. `load` reads the
 * request and params from `args` (type it as the route's `Route.LoaderArgs`), never the context: in
 * the browser that is the client's.
 */
export function apiLoaders<Args extends ApiLoaderArgs, Data>(
  load: (api: ApiClient, args: Args) => Data | Promise<Data>,
  options: ApiLoaderOptions = {},
) {
  return {
    loader: async (args: Args): Promise<Data> => load(args.context.get(apiContext), args),
    clientLoader: async (args: Args): Promise<Data> => {
      Promise.resolve(options.preload?.()).catch(() => undefined);
      return load(await browserApi(), args);
    },
  };
}

/**
 * `apiLoaders` for a page of the customer's own data (spec §6 guard): a 401 from any call of `load`
 * sends the visitor to the login page with `return_to` (302); other failures become route errors
 * (404 for another customer's order).
 */
export function customerLoaders<Args extends ApiLoaderArgs & { request: Request }, Data>(
  load: (api: ApiClient, args: Args) => Promise<Data>,
  options: ApiLoaderOptions = {},
) {
  return apiLoaders((api, args: Args) => loadForCustomer(args.request, () => load(api, args)), options);
}
