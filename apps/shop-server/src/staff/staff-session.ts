/**
 * The staff session on `/api/admin/*`: its own HttpOnly, SameSite=Strict cookie (Secure in
 * production) and its own CSRF token (`STAFF-XSRF-TOKEN` cookie, `X-STAFF-XSRF-TOKEN` header),
 * checked on every state-changing admin call before any handler runs (419 otherwise). The customer's
 * cookie and token mean nothing here, and this session means nothing to the storefront's API.
 */
import { STAFF_SESSION_COOKIE, STAFF_XSRF_COOKIE, STAFF_XSRF_HEADER } from '@shop/api-contract/admin';
import type { Context, MiddlewareHandler } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { UnofficialStatusCode } from 'hono/utils/http-status';
import type { Config } from '../config/config.ts';
import type { Queryable } from '../db/db.ts';
import { jsonError } from '../http/errors.ts';
import type { AppEnv } from '../http/env.ts';
import { secretsEqual } from '../session/tokens.ts';
import { STAFF_POLICY } from './staff-policy.ts';
import { loadStaffSession, type IssuedStaffSession } from './staff-session-store.ts';

const CSRF_MISMATCH = 419 as UnofficialStatusCode;
const MUTATING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const MAX_AGE = STAFF_POLICY.absoluteMs / 1000; // s; the server-side expiry is the one that counts

const cookieOptions = (config: Pick<Config, 'secureCookies'>) => ({ path: '/', sameSite: 'Strict' as const, secure: config.secureCookies });

/** Sets the staff session cookie and its CSRF cookie. */
export function setStaffCookies(c: Context, config: Pick<Config, 'secureCookies'>, issued: IssuedStaffSession): void {
  setCookie(c, STAFF_SESSION_COOKIE, issued.cookie, { ...cookieOptions(config), httpOnly: true, maxAge: MAX_AGE });
  setStaffXsrfCookie(c, config, issued.state.csrfToken);
}

/** Sets the script-readable cookie with the staff session's CSRF token. */
export function setStaffXsrfCookie(c: Context, config: Pick<Config, 'secureCookies'>, token: string): void {
  setCookie(c, STAFF_XSRF_COOKIE, token, { ...cookieOptions(config), httpOnly: false, maxAge: MAX_AGE });
}

/** Tells the browser to forget both staff cookies. */
export function clearStaffCookies(c: Context, config: Pick<Config, 'secureCookies'>): void {
  deleteCookie(c, STAFF_SESSION_COOKIE, { ...cookieOptions(config), httpOnly: true });
  deleteCookie(c, STAFF_XSRF_COOKIE, cookieOptions(config));
}

/** Loads the staff session of an admin request and enforces the staff CSRF token on writes. */
export function staffSessionMiddleware(deps: { db: Queryable; now: () => number }): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const cookie = getCookie(c, STAFF_SESSION_COOKIE);
    const session = cookie ? await loadStaffSession(deps.db, cookie, deps.now()) : undefined;
    c.set('staffSession', session);
    if (MUTATING_METHODS.has(c.req.method)) {
      const header = c.req.header(STAFF_XSRF_HEADER);
      if (!session || header === undefined || !secretsEqual(header, session.csrfToken))
        return jsonError(c, CSRF_MISMATCH, 'CSRF token mismatch.');
    }
    return next();
  };
}
