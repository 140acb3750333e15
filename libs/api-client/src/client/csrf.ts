/**
 * The Sanctum CSRF handshake: the server sets a readable `XSRF-TOKEN` cookie
 * (`GET /laravel/sanctum/csrf-cookie`); state-changing calls echo it, URL-decoded, in `X-XSRF-TOKEN`.
 * The back office does the same with its own names (`STAFF-XSRF-TOKEN`, `GET /api/admin/csrf-cookie`).
 */
import type { ReadCookie } from './cookies.ts';

/** Token source for one client. */
export interface CsrfToken {
  /** The current token (URL-decoded), or undefined when there is no cookie. */
  current: () => string | undefined;
  /** Fetches a token unless there is one already. */
  ensure: () => Promise<void>;
  /** Fetches a fresh token; concurrent callers share one request. */
  refresh: () => Promise<void>;
}

function decode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** Creates the token source from a cookie reader, the cookie's name and the call that sets the cookie. */
export function createCsrfToken(readCookie: ReadCookie, cookieName: string, fetchCookie: () => Promise<unknown>): CsrfToken {
  let pending: Promise<void> | undefined;

  const current = (): string | undefined => {
    const raw = readCookie(cookieName);
    return raw === undefined || raw === '' ? undefined : decode(raw);
  };

  const refresh = (): Promise<void> => {
    pending ??= fetchCookie()
      .then(() => undefined)
      .finally(() => {
        pending = undefined;
      });
    return pending;
  };

  const ensure = async (): Promise<void> => {
    if (current() === undefined) await refresh();
  };

  return { current, ensure, refresh };
}
