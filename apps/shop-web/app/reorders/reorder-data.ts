/** What the reorder pages load (guarded: a guest goes to login with return_to, spec §6). */
import type { ApiClient } from '@shop/api-client';
import { API_ROUTES, type ReorderDetail, type ReorderSummary } from '@shop/api-contract';
import { HOME_CRUMB, type Crumb } from '../navigation/trail.ts';
import { ACCOUNT_CRUMB } from '../orders/order-trail.ts';
import { loadForCustomer } from '../session/require-login.ts';

/** The customer's delivered productions with whether each can be reordered. */
export function loadReorders(api: ApiClient, request: Request): Promise<ReorderSummary[]> {
  return loadForCustomer(request, async () => ((await api.call(API_ROUTES.reorderList)) as { data: ReorderSummary[] }).data);
}

/** One delivered production with today's colours, sizes, stock, prices and inks (404 for another customer's). */
export function loadReorder(api: ApiClient, request: Request, number: string): Promise<ReorderDetail> {
  return loadForCustomer(
    request,
    async () => ((await api.call(API_ROUTES.reorderShow, { params: { number } })) as { data: ReorderDetail }).data,
  );
}

export const REORDER_CRUMB: Crumb = { name: '再注文', path: '/myaccount/reorder' };

/** ホーム › アカウントサービス › 再注文 (› …). */
export function reorderTrail(...pages: readonly Crumb[]): Crumb[] {
  return [HOME_CRUMB, ACCOUNT_CRUMB, REORDER_CRUMB, ...pages];
}

/** The names of a production's placements: 前面 A4（2色）、背面 A3（1色）. */
export function placementsOf(reorder: Pick<ReorderSummary, 'prints' | 'printMethod'>): string {
  const inks = reorder.printMethod.slug === 'silkscreen' || reorder.prints.some((p) => p.plates > 1);
  return reorder.prints.map((p) => `${p.position} ${p.size}${inks ? `（${Math.max(1, p.plates)}色）` : ''}`).join('、');
}
