/** Breadcrumb trails of the coupon and point pages. */
import { HOME_CRUMB, type Crumb } from '../navigation/trail.ts';
import { ACCOUNT_CRUMB } from '../orders/order-trail.ts';

export const COUPONS_CRUMB: Crumb = { name: 'クーポン', path: '/myaccount/coupons' };
export const POINT_HISTORY_CRUMB: Crumb = { name: 'ポイント履歴', path: '/myaccount/point_history' };

/** ホーム › アカウントサービス › クーポン. */
export const couponsTrail = (): Crumb[] => [HOME_CRUMB, ACCOUNT_CRUMB, COUPONS_CRUMB];
/** ホーム › アカウントサービス › ポイント履歴. */
export const pointHistoryTrail = (): Crumb[] => [HOME_CRUMB, ACCOUNT_CRUMB, POINT_HISTORY_CRUMB];
