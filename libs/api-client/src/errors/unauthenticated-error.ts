import { ApiError, type ApiErrorInit } from './api-error.ts';

/** 401: not logged in (or the session ended); the app logs the user out. */
export class UnauthenticatedError extends ApiError {
  override name = 'UnauthenticatedError';

  constructor(init: Omit<ApiErrorInit, 'statusCode'>) {
    super({ ...init, statusCode: 401 });
  }
}

/** True for a 401 answer. */
export function isUnauthenticatedError(error: unknown): error is UnauthenticatedError {
  return error instanceof UnauthenticatedError;
}
