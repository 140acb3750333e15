/** Breadcrumb trails of the account's estimate pages. */
import { HOME_CRUMB, type Crumb } from '../navigation/trail.ts';
import { ACCOUNT_CRUMB } from '../orders/order-trail.ts';

export const ESTIMATES_CRUMB: Crumb = { name: '見積履歴', path: '/myaccount/estimates' };

/** ホーム › アカウントサービス › 見積履歴 (› …). */
export function estimatesTrail(...pages: readonly Crumb[]): Crumb[] {
  return [HOME_CRUMB, ACCOUNT_CRUMB, ESTIMATES_CRUMB, ...pages];
}

/** The crumb of one estimate. */
export function estimateCrumb(number: string): Crumb {
  return { name: `お見積り ${number}`, path: `/myaccount/estimates/${number}` };
}

/** The page of one estimate. */
export const estimatePath = (number: string) => `/myaccount/estimates/${number}`;

/** Where the estimate's PDF is downloaded (the customer's session cookie goes along). */
export const estimatePdfPath = (number: string) => `/api/estimates/${encodeURIComponent(number)}/pdf`;
