import { HttpError, MaintenanceError, NotFoundError, SchemaMismatchError, UnauthenticatedError } from '@shop/api-client';
import { isRouteErrorResponse } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { NOT_FOUND_MESSAGE, throwAsRouteError } from './route-error.ts';

/** What a loader ends up throwing, as the router sees it. */
function thrown(error: unknown): unknown {
  try {
    throwAsRouteError(error);
  } catch (result) {
    return result;
  }
  throw new Error('throwAsRouteError returned');
}

const request = { method: 'GET', path: '/api/products/x' };

describe('throwAsRouteError', () => {
  it.each([
    { error: new NotFoundError(request), status: 404, data: { message: NOT_FOUND_MESSAGE } },
    {
      error: new MaintenanceError({ ...request, body: { message: '終了予定: 17:00' } }),
      status: 503,
      data: { message: '終了予定: 17:00' },
    },
    { error: new MaintenanceError(request), status: 503, data: {} },
    { error: new UnauthenticatedError(request), status: 401, data: {} },
    { error: new HttpError({ ...request, statusCode: 403 }), status: 403, data: {} },
  ])('turns $error.name into a $status route error', ({ error, status, data }) => {
    const result = thrown(error) as { data: unknown; init: { status: number } };
    expect(result.init.status).toBe(status);
    expect(result.data).toEqual(data);
  });

  it('logs server errors and broken contracts, which are bugs, before turning them into a 500', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const error = new SchemaMismatchError({ ...request, responseStatus: 200, issues: [] });
    const result = thrown(error) as { init: { status: number } };
    expect(result.init.status).toBe(500);
    expect(log).toHaveBeenCalledWith(expect.any(String), error);
    log.mockRestore();
  });

  it('rethrows an error without a status unchanged', () => {
    const bug = new TypeError('x is undefined');
    expect(thrown(bug)).toBe(bug);
    expect(isRouteErrorResponse(thrown(bug))).toBe(false);
  });
});
