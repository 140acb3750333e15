import { ApiError, type ApiErrorInit } from './api-error.ts';
import { errorGuard } from './error-guard.ts';

/** 404: the record does not exist (a cart refresh removes the entry and flags stockout). */
export class NotFoundError extends ApiError {
  override name = 'NotFoundError';

  constructor(init: Omit<ApiErrorInit, 'statusCode'>) {
    super({ ...init, statusCode: 404 });
  }
}

/** True for a 404 answer. */
export const isNotFoundError = errorGuard(NotFoundError);
