import type { ApiError } from './api-error.ts';
import { CsrfMismatchError } from './csrf-mismatch-error.ts';
import { HttpError } from './http-error.ts';
import { MaintenanceError } from './maintenance-error.ts';
import { NotFoundError } from './not-found-error.ts';
import { TooManyRequestsError } from './too-many-requests-error.ts';
import { UnauthenticatedError } from './unauthenticated-error.ts';
import { ValidationError } from './validation-error.ts';

/** A failed answer as the client saw it. */
export interface FailedAnswer {
  method: string;
  path: string;
  status: number;
  body: unknown;
  /** `Retry-After` header value, if any. */
  retryAfter?: string | null | undefined;
}

/** `Retry-After` in seconds; HTTP-date values are not converted (no clock here). */
function retryAfterSeconds(value: string | null | undefined): number | undefined {
  if (value === null || value === undefined || !/^\d+$/.test(value.trim())) return undefined;
  return Number(value.trim());
}

/** The typed error for a failed status: 401, 404, 419, 422, 429, 503 get their own class, others `HttpError`. */
export function errorFromStatus(answer: FailedAnswer): ApiError {
  const init = { method: answer.method, path: answer.path, body: answer.body };
  switch (answer.status) {
    case 401:
      return new UnauthenticatedError(init);
    case 404:
      return new NotFoundError(init);
    case 419:
      return new CsrfMismatchError(init);
    case 422:
      return new ValidationError(init);
    case 429:
      return new TooManyRequestsError({ ...init, retryAfter: retryAfterSeconds(answer.retryAfter) });
    case 503:
      return new MaintenanceError(init);
    default:
      return new HttpError({ ...init, statusCode: answer.status });
  }
}
