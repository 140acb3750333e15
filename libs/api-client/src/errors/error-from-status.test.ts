import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CsrfMismatchError } from './csrf-mismatch-error.ts';
import { errorFromStatus } from './error-from-status.ts';
import { HttpError } from './http-error.ts';
import { MaintenanceError } from './maintenance-error.ts';
import { NotFoundError } from './not-found-error.ts';
import { SchemaMismatchError } from './schema-mismatch-error.ts';
import { TooManyRequestsError } from './too-many-requests-error.ts';
import { UnauthenticatedError } from './unauthenticated-error.ts';
import { ValidationError } from './validation-error.ts';

describe('errorFromStatus', () => {
  it.each([
    [401, UnauthenticatedError, 'UnauthenticatedError'],
    [404, NotFoundError, 'NotFoundError'],
    [419, CsrfMismatchError, 'CsrfMismatchError'],
    [422, ValidationError, 'ValidationError'],
    [429, TooManyRequestsError, 'TooManyRequestsError'],
    [503, MaintenanceError, 'MaintenanceError'],
    [400, HttpError, 'HttpError'],
    [500, HttpError, 'HttpError'],
  ])('status %i becomes %o with that status and a message naming the request', (status, ErrorClass, name) => {
    const error = errorFromStatus({ method: 'PUT', path: '/api/cart_prints/5', status, body: undefined });
    expect(error).toBeInstanceOf(ErrorClass);
    expect({ name: error.name, statusCode: error.statusCode, message: error.message }).toEqual({
      name,
      statusCode: status,
      message: `PUT /api/cart_prints/5: ${status}`,
    });
  });

  it('a 422 keeps only well-formed per-field messages', () => {
    const error = errorFromStatus({
      method: 'POST',
      path: '/api/inquiries',
      status: 422,
      body: { message: '入力内容を確認してください。', errors: { email: ['メールアドレスを入力してください', 3], name: 'x' } },
    });
    expect(error).toMatchObject({ errors: { email: ['メールアドレスを入力してください'] } });
  });

  it.each([
    ['30', 30],
    [' 5 ', 5],
    ['Wed, 21 Oct 2015 07:28:00 GMT', undefined],
    [null, undefined],
  ])('a 429 with Retry-After %j waits %j seconds', (header, seconds) => {
    const error = errorFromStatus({ method: 'GET', path: '/api/search', status: 429, body: undefined, retryAfter: header });
    expect(error).toMatchObject({ retryAfter: seconds });
  });

  it('an HttpError without a status is a 500', () => {
    expect(new HttpError({ method: 'GET', path: '/x' }).statusCode).toBe(500);
  });
});

describe('SchemaMismatchError', () => {
  it('lists the first issues with their paths and stands for a 500', () => {
    const result = v.safeParse(v.object({ data: v.object({ price: v.number(), name: v.string() }) }), { data: { price: '1', name: 2 } });
    const error = new SchemaMismatchError({ method: 'GET', path: '/api/skus/1', responseStatus: 200, issues: result.issues ?? [] });
    expect({ statusCode: error.statusCode, message: error.message }).toEqual({
      statusCode: 500,
      message:
        'GET /api/skus/1: response does not match its schema (data.price: Invalid type: Expected number but received "1"; data.name: Invalid type: Expected string but received 2)',
    });
  });
});
