import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import type { UnofficialStatusCode } from 'hono/utils/http-status';
import { HttpProblem, jsonError } from '../http/errors.ts';
import type { AppDeps, AppEnv, SessionState } from '../http/env.ts';
import { SESSION_COOKIE, XSRF_HEADER } from './policy.ts';
import { loadSession } from './store.ts';
import { secretsEqual } from './tokens.ts';

/** Laravel's "page expired" status (not in Hono's list of official codes). */
const CSRF_MISMATCH = 419 as UnofficialStatusCode;

/** Methods that change state and therefore need the CSRF token. */
const MUTATING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Loads the session from its cookie and enforces CSRF on state-changing calls. */
export function sessionMiddleware({ db, now }: AppDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const cookie = getCookie(c, SESSION_COOKIE);
    const session = cookie ? await loadSession(db, cookie, now()) : undefined;
    c.set('session', session);
    if (MUTATING_METHODS.has(c.req.method)) {
      const header = c.req.header(XSRF_HEADER);
      // Laravel answers 419 for a missing session as well as for a wrong token.
      if (!session || header === undefined || !secretsEqual(header, session.csrfToken)) {
        return jsonError(c, CSRF_MISMATCH, 'CSRF token mismatch.');
      }
    }
    return next();
  };
}

/** The logged-in customer's id, or a 401 `Unauthenticated.` refusal. */
export function requireCustomer(c: Context<AppEnv>): number {
  const customerId = c.get('session')?.customerId;
  if (customerId == null) throw new HttpProblem(401, 'Unauthenticated.');
  return customerId;
}

/** The current session (logged in or not), if any. */
export function currentSession(c: Context<AppEnv>): SessionState | undefined {
  return c.get('session');
}
