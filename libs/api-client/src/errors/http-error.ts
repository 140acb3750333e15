import { ApiError, type ApiErrorInit } from './api-error.ts';
import { errorGuard } from './error-guard.ts';

/** Any other failed status (400, 403, 500, 502…); `statusCode` defaults to 500. */
export class HttpError extends ApiError {
  override name = 'HttpError';

  constructor(init: Omit<ApiErrorInit, 'statusCode'> & { statusCode?: number | undefined }) {
    super({ ...init, statusCode: init.statusCode ?? 500 });
  }
}

/** True for an answer with a status no more specific class covers. */
export const isHttpError = errorGuard(HttpError);
