/** The base of every error the api-client throws for an answer the server gave. */
import { errorGuard } from './error-guard.ts';

/** Where the error came from and what the server said. */
export interface ApiErrorInit {
  /** HTTP method of the request (`POST`). */
  method: string;
  /** Path of the request without origin or query (`/api/cart_items`). */
  path: string;
  /** HTTP status the error stands for (the error page shows it). */
  statusCode: number;
  /** The parsed error body, if there was one. */
  body?: unknown;
}

/** `message` of a Laravel-style error body, if it has one. */
function messageOf(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null || !('message' in body)) return undefined;
  return typeof body.message === 'string' ? body.message : undefined;
}

/** A failed API call: `message` names the request (`POST /api/cart_items: 422`). */
export class ApiError extends Error {
  override name = 'ApiError';
  readonly statusCode: number;
  readonly method: string;
  readonly path: string;
  /** The parsed error body (`{ message, errors? }` from a Laravel-style server), if any. */
  readonly body: unknown;
  /** The body's `message` (shown on the 503 page), if it has one. */
  readonly serverMessage: string | undefined;

  constructor(init: ApiErrorInit, options?: ErrorOptions) {
    super(`${init.method} ${init.path}: ${init.statusCode}`, options);
    this.statusCode = init.statusCode;
    this.method = init.method;
    this.path = init.path;
    this.body = init.body;
    this.serverMessage = messageOf(init.body);
  }
}

/** True for any error thrown by the api-client for a server answer. */
export const isApiError = errorGuard(ApiError);
