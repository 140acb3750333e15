import { API_ROUTES, SESSION_COOKIE, XSRF_HEADER, type ApiRoute } from '@shop/api-contract';
import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import type { UnofficialStatusCode } from 'hono/utils/http-status';
import { HttpProblem, jsonError } from '../http/errors.ts';
import type { AppDeps, AppEnv, SessionState } from '../http/env.ts';
import { isInProcess } from '../http/in-process.ts';
import { loadSession } from './session-store.ts';
import { secretsEqual } from './tokens.ts';

/** Laravel's "page expired" status (not in Hono's list of official codes). */
const CSRF_MISMATCH = 419 as UnofficialStatusCode;

/** Methods that may change state and therefore need the CSRF token. */
const MUTATING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * POSTs of the contract that only read (`mutates: false`, i.e. `POST /api/content/query`): the one
 * thing they are spared is the token on calls made in-process by the storefront's SSR loaders, which
 * cannot obtain one for a first-time visitor. From outside they need it like every other POST.
 */
const READ_ONLY_WRITES = new Set(
  Object.values(API_ROUTES as Record<string, ApiRoute>)
    .filter((route) => route.method !== 'GET' && !route.mutates)
    .map((route) => `${route.method} ${route.path}`),
);

/** The request's session from its cookie, loaded once per request (both middlewares below use it). */
async function loadOnce(c: Context<AppEnv>, { db, now }: Pick<AppDeps, 'db' | 'now'>): Promise<SessionState | undefined> {
  if (c.get('sessionLoaded')) return c.get('session');
  const cookie = getCookie(c, SESSION_COOKIE);
  const session = cookie ? await loadSession(db, cookie, now()) : undefined;
  c.set('session', session);
  c.set('sessionLoaded', true);
  return session;
}

/**
 * Enforces CSRF on every state-changing method before any route answers, whichever router holds
 * the route (the catalogue's are mounted before the session middleware): the X-XSRF-TOKEN header
 * must equal the session's token, else 419.
 */
export function csrfMiddleware(deps: AppDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!MUTATING_METHODS.has(c.req.method)) return next();
    if (isInProcess(c) && READ_ONLY_WRITES.has(`${c.req.method} ${c.req.path}`)) return next();
    const session = await loadOnce(c, deps);
    const header = c.req.header(XSRF_HEADER);
    // Laravel answers 419 for a missing session as well as for a wrong token.
    if (!session || header === undefined || !secretsEqual(header, session.csrfToken)) {
      return jsonError(c, CSRF_MISMATCH, 'CSRF token mismatch.');
    }
    return next();
  };
}

/** Loads the session from its cookie for the routes after it (the CSRF check ran already). */
export function sessionMiddleware(deps: AppDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await loadOnce(c, deps);
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
