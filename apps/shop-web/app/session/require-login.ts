/**
 * The auth-check guard of account pages (spec §6): a visitor without a session is sent to the login
 * route with `return_to` set to the full path wanted (302). Used by the loaders of /myaccount pages on
 * the server and in the browser; the page itself also checks the client-side session.
 */
import type { ApiClient } from '@shop/api-client';
import { statusOf } from '@shop/web-state';
import { redirect } from 'react-router';
import { throwAsRouteError } from '../api/route-error.ts';
import { loginHref } from './return-to.ts';

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
