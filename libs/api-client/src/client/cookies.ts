/**
 * Cookie access for the CSRF token. Browsers keep cookies themselves (`document.cookie`); Node
 * callers (scripts, end-to-end checks) can use `createCookieJar` to keep the session between calls.
 */

/** A `fetch` as ky calls it. */
export type FetchFunction = (input: Request | URL | string, init?: RequestInit) => Promise<Response>;

/** Reads one cookie's raw value (as stored, possibly URL-encoded), or undefined. */
export type ReadCookie = (name: string) => string | undefined;

/** The value of cookie `name` in a `Cookie` header or `document.cookie` string. */
export function cookieFromHeader(header: string, name: string): string | undefined {
  for (const part of header.split(';')) {
    const separator = part.indexOf('=');
    if (separator === -1) continue;
    if (part.slice(0, separator).trim() === name) return part.slice(separator + 1).trim();
  }
  return undefined;
}

/** Reads a cookie from `document.cookie`; undefined outside a browser. */
export function readDocumentCookie(name: string): string | undefined {
  const { document } = globalThis as { document?: { cookie?: unknown } };
  const header = document?.cookie;
  return typeof header === 'string' ? cookieFromHeader(header, name) : undefined;
}

/** A cookie jar with a `fetch` that sends and stores its cookies. */
export interface CookieJar {
  /** Sends the jar's cookies with each request and stores the `Set-Cookie` answers. */
  fetch: FetchFunction;
  /** Reads a cookie from the jar. */
  readCookie: ReadCookie;
  /** The jar's cookies as a `Cookie` header value. */
  cookieHeader: () => string;
}

/** Options of `createCookieJar`. */
export interface CookieJarOptions {
  /** The fetch that does the requests; default `globalThis.fetch`. */
  fetch?: FetchFunction;
  /** Current time for `Expires` (ms since epoch); default `Date.now`. */
  now?: () => number;
}

/**
 * A minimal one-site cookie jar for Node callers: keeps name → value, honours deletion by
 * `Max-Age=0` or a past `Expires`, ignores Domain and Path.
 */
export function createCookieJar(options: CookieJarOptions = {}): CookieJar {
  const baseFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const now = options.now ?? Date.now;
  const cookies = new Map<string, string>();

  const store = (setCookie: string): void => {
    const [pair = '', ...attributes] = setCookie.split(';');
    const separator = pair.indexOf('=');
    if (separator <= 0) return;
    const name = pair.slice(0, separator).trim();
    const value = pair.slice(separator + 1).trim();
    const expired = attributes.some((attribute) => {
      const [key = '', raw = ''] = attribute.split('=').map((text) => text.trim());
      if (key.toLowerCase() === 'max-age') return Number(raw) <= 0;
      if (key.toLowerCase() === 'expires') return Date.parse(raw) <= now();
      return false;
    });
    if (expired) cookies.delete(name);
    else cookies.set(name, value);
  };

  const cookieHeader = (): string => [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');

  return {
    async fetch(input, init) {
      const request = new Request(input, init);
      if (cookies.size > 0) request.headers.set('cookie', cookieHeader());
      const response = await baseFetch(request);
      for (const setCookie of response.headers.getSetCookie()) store(setCookie);
      return response;
    },
    readCookie: (name) => cookies.get(name),
    cookieHeader,
  };
}
