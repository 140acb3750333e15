/** Breadcrumb trails of the account's address book and saved cards. */
import { HOME_CRUMB, type Crumb } from '../navigation/trail.ts';
import { ACCOUNT_CRUMB } from '../orders/order-trail.ts';

export const ADDRESSES_CRUMB: Crumb = { name: 'お届け先住所', path: '/myaccount/addresses' };
export const PAYMENTS_CRUMB: Crumb = { name: 'お支払い方法', path: '/myaccount/payments' };

/** ホーム › アカウントサービス › お届け先住所. */
export const addressesTrail = (): Crumb[] => [HOME_CRUMB, ACCOUNT_CRUMB, ADDRESSES_CRUMB];

/** ホーム › アカウントサービス › お支払い方法 (› …). */
export const paymentsTrail = (...pages: readonly Crumb[]): Crumb[] => [HOME_CRUMB, ACCOUNT_CRUMB, PAYMENTS_CRUMB, ...pages];
