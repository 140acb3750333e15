import { ApiError, type ApiErrorInit } from './api-error.ts';
import { errorGuard } from './error-guard.ts';

/** 401: not logged in (or the session ended); the app logs the user out. */
export class UnauthenticatedError extends ApiError {
  override name = 'UnauthenticatedError';

  constructor(init: Omit<ApiErrorInit, 'statusCode'>) {
    super({ ...init, statusCode: 401 });
  }
}

/** True for a 401 answer. */
export const isUnauthenticatedError = errorGuard(UnauthenticatedError);
