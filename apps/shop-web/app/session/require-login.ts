/**
 * The auth-check guard of account pages (spec §6): a visitor without a session is sent to the login
 * route with `return_to` set to the full path wanted (302). Used by the loaders of /myaccount pages on
 * the server and in the browser; the page itself also checks the client-side session.
 */
import type { ApiClient } from '@shop/api-client';
import { statusOf, storedSessionUser } from '@shop/web-state';
import { redirect, type RouterContextProvider } from 'react-router';
import { apiContext } from '../api/context.ts';
import { throwAsRouteError } from '../api/route-error.ts';
import { loginHref } from './login-href.ts';

/** The path, query and hash of a request URL (what `return_to` carries). */
export function fullPath(url: URL): string {
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Resolves when the request has a session; otherwise throws a redirect to the login page. */
export async function requireLogin(api: ApiClient, request: Request): Promise<void> {
  try {
    await api.user.get();
  } catch (error) {
    if (statusOf(error) === 401) throw redirect(loginHref(fullPath(new URL(request.url))));
    throwAsRouteError(error);
  }
}

/**
 * The server loader of a page that needs a session and loads nothing itself (`export const loader =
 * loginGuardLoader`): without a session the server answers 302 to /login?return_to=<path>.
 */
export async function loginGuardLoader({
  context,
  request,
}: {
  context: Readonly<RouterContextProvider>;
  request: Request;
}): Promise<null> {
  await requireLogin(context.get(apiContext), request);
  return null;
}

/**
 * Runs a loader's calls for the logged-in customer with the same guard: a 401 from any of them sends
 * the visitor to the login page with `return_to` (302); other failures become route errors (404 for
 * another customer's order). Saves the extra `/api/user` call of `requireLogin` on pages that read
 * the customer's own data anyway.
 *
 * In the browser (a clientLoader), a customer this browser held as logged in before the calls has
 * lost the session under them when a call answers 401: the page shows the 401 error page, which logs
 * out (spec §8), instead of the guard's login page meant for a visitor who is not logged in (§6).
 * The server cannot tell the two apart (the browser's session lives in its storage): it keeps the guard.
 */
export async function loadForCustomer<T>(request: Request, load: () => Promise<T>): Promise<T> {
  // Read before the calls: their 401 signs the customer out of the browser's session at once.
  const signedIn = storedSessionUser() !== null;
  try {
    return await load();
  } catch (error) {
    if (statusOf(error) === 401 && !signedIn) throw redirect(loginHref(fullPath(new URL(request.url))));
    throwAsRouteError(error);
  }
}

/**
 * Response headers of pages that show a customer's own data: never kept by a shared cache, nor by
 * the browser's back-forward cache after a logout.
 */
export function privatePageHeaders(): HeadersInit {
  return { 'Cache-Control': 'private, no-store' };
}
