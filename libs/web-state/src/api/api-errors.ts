/**
 * Reading api-client errors by their shape (statusCode, errors, retryAfter) rather than with the
 * api-client's guards, so that modules loaded on every page do not pull the api-client into the
 * first page's JavaScript (see browser-api.ts).
 */

/** The HTTP status an api-client error carries, or undefined for other errors (network, bugs). */
export function statusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const status = (error as { statusCode?: unknown }).statusCode;
  return typeof status === 'number' ? status : undefined;
}

/** True for a 401: the session is gone and the customer counts as logged out. */
export function isUnauthenticated(error: unknown): boolean {
  return statusOf(error) === 401;
}

/** Per-field messages of a 422 answer (keyed by wire field name), or undefined. */
export function validationErrorsOf(error: unknown): Record<string, string[]> | undefined {
  if (statusOf(error) !== 422) return undefined;
  const errors = (error as { errors?: unknown }).errors;
  if (typeof errors !== 'object' || errors === null) return {};
  const result: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(errors)) {
    if (Array.isArray(messages)) result[field] = messages.filter((message): message is string => typeof message === 'string');
  }
  return result;
}

/** The server's own message (`message` of the error body), when it sent one. */
export function serverMessageOf(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const message = (error as { serverMessage?: unknown }).serverMessage;
  return typeof message === 'string' && message !== '' ? message : undefined;
}

/** Seconds to wait after a 429 (`Retry-After`), or undefined when it is not a 429 or unknown. */
export function retryAfterOf(error: unknown): number | undefined {
  if (statusOf(error) !== 429) return undefined;
  const seconds = (error as { retryAfter?: unknown }).retryAfter;
  return typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : undefined;
}

/** The first message of a 422 answer: for a field, else any field, else the server's message. */
export function firstValidationMessage(error: unknown, field?: string): string | undefined {
  const errors = validationErrorsOf(error);
  if (!errors) return undefined;
  if (field !== undefined && errors[field]?.[0]) return errors[field][0];
  return Object.values(errors).flat()[0] ?? serverMessageOf(error);
}
