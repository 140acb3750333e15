import { ApiError, type ApiErrorInit } from './api-error.ts';
import { errorGuard } from './error-guard.ts';

/** Per-field messages (Japanese) keyed by the wire field name (`password_confirmation`, `items.0.quantity`). */
export type FieldMessages = Record<string, string[]>;

function fieldMessagesOf(body: unknown): FieldMessages {
  if (typeof body !== 'object' || body === null || !('errors' in body)) return {};
  const { errors } = body;
  if (typeof errors !== 'object' || errors === null) return {};
  const result: FieldMessages = {};
  for (const [field, messages] of Object.entries(errors)) {
    if (Array.isArray(messages)) result[field] = messages.filter((m): m is string => typeof m === 'string');
  }
  return result;
}

/** 422: the server refused the input; `errors` holds its per-field Japanese messages. */
export class ValidationError extends ApiError {
  override name = 'ValidationError';
  /** Messages per field, as the Laravel-style body `{ message, errors }` gave them. */
  readonly errors: FieldMessages;

  constructor(init: Omit<ApiErrorInit, 'statusCode'>) {
    super({ ...init, statusCode: 422 });
    this.errors = fieldMessagesOf(init.body);
  }
}

/** True for a 422 answer. */
export const isValidationError = errorGuard(ValidationError);
