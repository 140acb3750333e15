import { ApiError, type ApiErrorInit } from './api-error.ts';
import { errorGuard } from './error-guard.ts';

/** 419: the CSRF token was missing or stale even after one refresh and retry. */
export class CsrfMismatchError extends ApiError {
  override name = 'CsrfMismatchError';

  constructor(init: Omit<ApiErrorInit, 'statusCode'>) {
    super({ ...init, statusCode: 419 });
  }
}

/** True for a 419 answer. */
export const isCsrfMismatchError = errorGuard(CsrfMismatchError);
