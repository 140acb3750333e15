import { isRouteErrorResponse } from 'react-router';

/** The route error a loader threw (status and data); fails when it did not throw. */
export async function routeError(promise: Promise<unknown>): Promise<{ status: number; data: unknown }> {
  try {
    await promise;
  } catch (error) {
    const response = error as { init?: { status?: number }; data?: unknown };
    return { status: response.init?.status ?? (isRouteErrorResponse(error) ? error.status : -1), data: response.data };
  }
  throw new Error('the loader did not throw');
}
