/**
 * The loaders of the account's own pages (issue #14): the customer's record from `GET /api/account`
 * behind the guard (spec §6: a guest goes to `/login?return_to=…`, 302), on the server and in the
 * browser alike.
 */
import type { ApiClient } from '@shop/api-client';
import type { Account } from '@shop/api-contract';
import { loadForCustomer } from '../session/require-login.ts';

export function loadAccount(api: ApiClient, request: Request): Promise<Account> {
  return loadForCustomer(request, async () => (await api.account.get()).data);
}
