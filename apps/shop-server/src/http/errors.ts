import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** Laravel-style error body: `{ message, errors? }`. */
export interface ErrorBody {
  message: string;
  errors?: Record<string, string[]>;
}

/** Answers a JSON error; developers get precise English, shoppers' messages are Japanese (422). */
export function jsonError(c: Context, status: ContentfulStatusCode, message: string, errors?: Record<string, string[]>) {
  const body: ErrorBody = errors ? { message, errors } : { message };
  return c.json(body, status);
}

/** Thrown inside handlers for expected HTTP refusals; turned into a JSON error by the app's onError. */
export class HttpProblem extends Error {
  readonly status: ContentfulStatusCode;
  readonly errors: Record<string, string[]> | undefined;
  constructor(status: ContentfulStatusCode, message: string, errors?: Record<string, string[]>) {
    super(message);
    this.name = 'HttpProblem';
    this.status = status;
    this.errors = errors;
  }
}

export const notFound = (what = 'Not found.') => new HttpProblem(404, what);
