import { SESSION_COOKIE, XSRF_COOKIE } from '@shop/api-contract';
import type { Context } from 'hono';
import { deleteCookie, setCookie } from 'hono/cookie';
import type { Config } from '../config/config.ts';
import { SESSION_POLICY } from './policy.ts';
import type { IssuedSession } from './session-store.ts';

const MAX_AGE = SESSION_POLICY.absoluteMs / 1000; // s; the server-side expiry is the one that counts

/** Sets the HttpOnly session cookie and the script-readable XSRF-TOKEN cookie. */
export function setSessionCookies(c: Context, config: Config, issued: IssuedSession): void {
  setCookie(c, SESSION_COOKIE, issued.cookie, {
    path: '/',
    httpOnly: true,
    sameSite: 'Lax',
    secure: config.secureCookies,
    maxAge: MAX_AGE,
  });
  setXsrfCookie(c, config, issued.state.csrfToken);
}

/** Sets the XSRF-TOKEN cookie that the browser's script echoes back as X-XSRF-TOKEN. */
export function setXsrfCookie(c: Context, config: Config, token: string): void {
  setCookie(c, XSRF_COOKIE, token, { path: '/', httpOnly: false, sameSite: 'Lax', secure: config.secureCookies, maxAge: MAX_AGE });
}

/** Tells the browser to forget both cookies (logout). */
export function clearSessionCookies(c: Context, config: Config): void {
  deleteCookie(c, SESSION_COOKIE, { path: '/', secure: config.secureCookies, httpOnly: true, sameSite: 'Lax' });
  deleteCookie(c, XSRF_COOKIE, { path: '/', secure: config.secureCookies, sameSite: 'Lax' });
}
