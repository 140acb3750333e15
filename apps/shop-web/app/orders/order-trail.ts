/** Breadcrumb trails of the account's order pages. */
import { HOME_CRUMB, type Crumb } from '../navigation/trail.ts';

export const ACCOUNT_CRUMB: Crumb = { name: 'アカウントサービス', path: '/myaccount' };
export const ORDERS_CRUMB: Crumb = { name: '注文履歴', path: '/myaccount/orders' };

/** ホーム › アカウントサービス › 注文履歴 (› …). */
export function ordersTrail(...pages: readonly Crumb[]): Crumb[] {
  return [HOME_CRUMB, ACCOUNT_CRUMB, ORDERS_CRUMB, ...pages];
}

/** The crumb of one order. */
export function orderCrumb(number: string): Crumb {
  return { name: `ご注文 ${number}`, path: `/myaccount/orders/${number}` };
}
