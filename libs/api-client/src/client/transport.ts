/**
 * The one ky instance and the generic call: path parameters, query string and JSON body go out in
 * snake_case (a multipart form as it is); the answer is checked against the route's schema and comes
 * back camelCased (image answers as a Blob); failures
 * become typed errors. State-changing calls carry the CSRF token, fetched first when missing, and
 * are retried once after a fresh token when the server answers 419.
 */
import ky, { isHTTPError, type Options } from 'ky';
import * as v from 'valibot';
import { buildPath, snakeizeKeys, type ApiRoute } from '@shop/api-contract';
import { errorFromStatus } from '../errors/error-from-status.ts';
import { SchemaMismatchError } from '../errors/schema-mismatch-error.ts';
import { readDocumentCookie, type FetchFunction, type ReadCookie } from './cookies.ts';
import { createCsrfToken } from './csrf.ts';

/** Options of `createApiClient`. */
export interface ApiClientOptions {
  /** Origin (and optional base path) of the server: `https://shop.example.jp`, or `''` for same-origin in a browser. */
  baseUrl: string;
  /** The fetch to use; SSR passes `(input, init) => app.fetch(new Request(input, init))`. Default `globalThis.fetch`. */
  fetch?: FetchFunction;
  /** Reads a cookie's raw value; default reads `document.cookie` when there is a document. */
  readCookie?: ReadCookie;
  /** Headers sent with every call (e.g. the incoming `cookie` header during SSR). */
  headers?: Record<string, string>;
  /** Retries of a GET after a network error, 408, 502 or 504; default 2. */
  retry?: number;
  /** Per-attempt timeout in ms, or false for none; default 10000. */
  timeout?: number | false;
}

/** What a call sends besides its route: camelCase values, mapped to the wire by the transport. */
export interface CallInput {
  /** Path parameters (`{ id: 5 }` for `/api/cart_items/:id`). */
  params?: Readonly<Record<string, string | number>>;
  /** Query parameters in camelCase; undefined values are left out. */
  query?: object;
  /** JSON body in camelCase. */
  body?: object;
  /** multipart/form-data body, sent as it is (routes with a `form`, e.g. the upload). */
  form?: FormData;
  /** Cancels the call (a predictive search overtaken by the next keystroke): it rejects with the signal's reason. */
  signal?: AbortSignal;
}

/** Per-attempt timeout of a multipart upload, ms: 50 MB over a slow line takes minutes, not seconds. */
const UPLOAD_TIMEOUT = 5 * 60_000;

/** Sends a call as its route says and resolves with the validated, camelCased answer. */
export type CallRoute = <TRoute extends ApiRoute>(route: TRoute, input?: CallInput) => Promise<v.InferOutput<TRoute['response']>>;

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Query values as strings, snake_case keys, undefined dropped. */
function toSearchParams(query: object | undefined): URLSearchParams | undefined {
  if (query === undefined) return undefined;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(snakeizeKeys(query) as Record<string, unknown>)) {
    if (value === undefined || value === null) continue;
    params.set(key, String(value));
  }
  return params;
}

/** Which CSRF handshake a client does: the storefront's (Sanctum) or the back office's. */
export interface CsrfScheme {
  /** The script-readable cookie that holds the token. */
  cookie: string;
  /** The header that carries it back on state-changing calls. */
  header: string;
  /** The call that sets the cookie. */
  route: ApiRoute;
}

/** Creates the transport: one ky instance plus the CSRF token source of `scheme`. */
export function createTransport(options: ApiClientOptions, scheme: CsrfScheme): { call: CallRoute } {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const readCookie = options.readCookie ?? readDocumentCookie;
  const baseFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  // `call` is defined below; the token source only uses it once a call is under way.
  const csrf = createCsrfToken(readCookie, scheme.cookie, () => call(scheme.route));

  const instance = ky.create({
    fetch: baseFetch,
    credentials: 'include',
    headers: { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest', ...options.headers },
    retry: { limit: options.retry ?? 2, methods: ['get'], statusCodes: [408, 502, 504], afterStatusCodes: [] },
    timeout: options.timeout ?? 10_000,
    hooks: {
      beforeRequest: [
        ({ request }) => {
          if (SAFE_METHODS.has(request.method)) return;
          const token = csrf.current();
          if (token !== undefined) request.headers.set(scheme.header, token);
        },
      ],
    },
  });

  const toApiError = (error: unknown, method: string, path: string): unknown => {
    if (!isHTTPError(error)) return error; // network failure or timeout: ky's own error
    return errorFromStatus({
      method,
      path,
      status: error.response.status,
      body: error.data,
      retryAfter: error.response.headers.get('retry-after'),
    });
  };

  const call: CallRoute = async (route, input = {}) => {
    const path = buildPath(route.path, input.params);
    const searchParams = toSearchParams(input.query);
    const requestOptions: Options = { method: route.method };
    if (searchParams !== undefined) requestOptions.searchParams = searchParams;
    if (input.signal !== undefined) requestOptions.signal = input.signal;
    if (input.body !== undefined) requestOptions.json = snakeizeKeys(input.body);
    if (input.form !== undefined) {
      // fetch writes the multipart content type with its boundary.
      requestOptions.body = input.form;
      requestOptions.timeout = options.timeout === false ? false : Math.max(options.timeout ?? 0, UPLOAD_TIMEOUT);
    }
    const send = () => instance(`${baseUrl}${path}`, requestOptions);

    if (route.mutates) await csrf.ensure();
    let response: Response;
    try {
      response = await send();
    } catch (error) {
      if (!(isHTTPError(error) && error.response.status === 419)) throw toApiError(error, route.method, path);
      // The token expired or the session changed: one fresh token, one retry, then give up.
      await csrf.refresh();
      try {
        response = await send();
      } catch (retryError) {
        throw toApiError(retryError, route.method, path);
      }
    }

    if (route.binary) {
      // Image bytes: the answer is the Blob itself.
      const blob = await response.blob();
      const result = v.safeParse(route.response, blob);
      if (!result.success) {
        throw new SchemaMismatchError({ method: route.method, path, body: blob, responseStatus: response.status, issues: result.issues });
      }
      return result.output;
    }

    const text = await response.text();
    let body: unknown;
    if (text !== '') {
      try {
        body = JSON.parse(text);
      } catch (cause) {
        throw new SchemaMismatchError({ method: route.method, path, body: text, responseStatus: response.status, issues: [] }, { cause });
      }
    }
    const result = v.safeParse(route.response, body);
    if (!result.success) {
      throw new SchemaMismatchError({ method: route.method, path, body, responseStatus: response.status, issues: result.issues });
    }
    return result.output;
  };

  return { call };
}
