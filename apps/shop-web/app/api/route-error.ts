/**
 * Turns api-client failures into route errors, so the error page shows the right status (spec §2
 * Error page) and the server answers with it.
 */
import type { ApiError } from '@shop/api-client';
import { data } from 'react-router';

/** What a route error carries for the error page. */
export interface RouteErrorData {
  /** Shown on the 503 page (maintenance end) and for unknown paths. */
  message?: string;
}

/** The message the error page shows for a page that does not exist. */
export const NOT_FOUND_MESSAGE = 'This page could not be found';

/** A 404 route error for a page or record that does not exist. */
export function notFound(): ReturnType<typeof data<RouteErrorData>> {
  return data<RouteErrorData>({ message: NOT_FOUND_MESSAGE }, { status: 404 });
}

/**
 * An error that carries an HTTP status: every api-client error (`ApiError` and its subclasses) and
 * any other error following the spec's "message and statusCode" shape. Checked by shape, not with
 * the api-client's guards, so that the browser's first bundle does not include the api-client
 * (it is loaded after hydration, see browser-api.ts).
 */
function hasStatus(error: unknown): error is Error & Pick<ApiError, 'statusCode'> & Partial<Pick<ApiError, 'serverMessage'>> {
  return error instanceof Error && typeof (error as { statusCode?: unknown }).statusCode === 'number';
}

/**
 * Rethrows `error` as a route error with its status: 404 → not found, 503 → maintenance with the
 * server's message, any other status as it is. Errors without a status (bugs) are rethrown unchanged.
 */
export function throwAsRouteError(error: unknown): never {
  if (!hasStatus(error)) throw error;
  if (error.statusCode === 404) throw notFound();
  if (error.statusCode === 503) {
    throw data<RouteErrorData>(error.serverMessage ? { message: error.serverMessage } : {}, { status: 503 });
  }
  // Server errors and broken contracts are bugs somewhere: keep the details in the log.
  if (error.statusCode >= 500) console.error('[shop-web] API call failed:', error);
  throw data<RouteErrorData>({}, { status: error.statusCode });
}
