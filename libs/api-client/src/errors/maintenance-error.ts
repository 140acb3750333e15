import { ApiError, type ApiErrorInit } from './api-error.ts';
import { errorGuard } from './error-guard.ts';

/** 503: under maintenance; `serverMessage` is the body's message (e.g. 'end planned: 2023-10-07 17:00:00'). */
export class MaintenanceError extends ApiError {
  override name = 'MaintenanceError';

  constructor(init: Omit<ApiErrorInit, 'statusCode'>) {
    super({ ...init, statusCode: 503 });
  }
}

/** True for a 503 answer. */
export const isMaintenanceError = errorGuard(MaintenanceError);
