/** Breadcrumb trails of the account area's own pages (issue #14). */
import { ACCOUNT_CRUMB } from '../orders/order-trail.ts';
import { HOME_CRUMB, type Crumb } from '../navigation/trail.ts';

/** ホーム › アカウントサービス › `name`. */
export function accountTrail(name: string, path: string): Crumb[] {
  return [HOME_CRUMB, ACCOUNT_CRUMB, { name, path }];
}
