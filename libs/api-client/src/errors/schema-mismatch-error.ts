import type * as v from 'valibot';
import { ApiError, type ApiErrorInit } from './api-error.ts';
import { errorGuard } from './error-guard.ts';

/** One line per issue: `data.colors.0.hex: Invalid hex color: Received "red"`. */
function describe(issues: readonly v.BaseIssue<unknown>[]): string {
  return issues
    .slice(0, 5)
    .map((issue) => {
      const path = issue.path?.map((item) => String(item.key)).join('.') ?? '';
      return path === '' ? issue.message : `${path}: ${issue.message}`;
    })
    .join('; ');
}

/**
 * The server broke its contract: a successful answer did not match the route's schema (or was
 * not JSON). A bug, not a user error: `statusCode` is 500; `responseStatus` is what the server sent.
 */
export class SchemaMismatchError extends ApiError {
  override name = 'SchemaMismatchError';
  /** The valibot issues (empty when the body was not JSON). */
  readonly issues: readonly v.BaseIssue<unknown>[];
  /** The HTTP status of the answer that broke the contract. */
  readonly responseStatus: number;

  constructor(
    init: Omit<ApiErrorInit, 'statusCode'> & { responseStatus: number; issues: readonly v.BaseIssue<unknown>[] },
    options?: ErrorOptions,
  ) {
    super({ ...init, statusCode: 500 }, options);
    this.issues = init.issues;
    this.responseStatus = init.responseStatus;
    const detail = init.issues.length === 0 ? 'response is not JSON' : describe(init.issues);
    this.message = `${init.method} ${init.path}: response does not match its schema (${detail})`;
  }
}

/** True when the server's answer broke the schema contract. */
export const isSchemaMismatchError = errorGuard(SchemaMismatchError);
