import { ApiError, type ApiErrorInit } from './api-error.ts';
import { errorGuard } from './error-guard.ts';

/** 429: rate limited; `retryAfter` is the server's `Retry-After` in seconds, when it sent one. */
export class TooManyRequestsError extends ApiError {
  override name = 'TooManyRequestsError';
  readonly retryAfter: number | undefined; // s

  constructor(init: Omit<ApiErrorInit, 'statusCode'> & { retryAfter?: number | undefined }) {
    super({ ...init, statusCode: 429 });
    this.retryAfter = init.retryAfter;
  }
}

/** True for a 429 answer. */
export const isTooManyRequestsError = errorGuard(TooManyRequestsError);
