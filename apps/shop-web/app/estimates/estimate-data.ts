/** The loaders of the estimate pages: the customer's estimates through the API (guard of spec §6). */
import type { ApiClient } from '@shop/api-client';
import { API_ROUTES } from '@shop/api-contract';
import { loadForCustomer } from '../session/require-login.ts';

/** The customer's estimates, newest first. */
export function loadEstimates(api: ApiClient, request: Request) {
  return loadForCustomer(request, async () => (await api.call(API_ROUTES.estimateList)).data);
}

/** One estimate of the customer (another customer's answers 404, like a missing one). */
export function loadEstimate(api: ApiClient, request: Request, number: string) {
  return loadForCustomer(request, async () => (await api.call(API_ROUTES.estimateShow, { params: { number } })).data);
}
