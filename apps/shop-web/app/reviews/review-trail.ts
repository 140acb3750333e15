/** Breadcrumb trails of the account's review pages. */
import { ACCOUNT_CRUMB } from '../orders/order-trail.ts';
import { HOME_CRUMB, type Crumb } from '../navigation/trail.ts';

export const REVIEWS_CRUMB: Crumb = { name: 'レビュー', path: '/myaccount/reviews' };

/** ホーム › アカウントサービス › レビュー (› …). */
export function reviewsTrail(...pages: readonly Crumb[]): Crumb[] {
  return [HOME_CRUMB, ACCOUNT_CRUMB, REVIEWS_CRUMB, ...pages];
}

/** The path of one review of the customer. */
export const reviewPath = (id: number) => `/myaccount/reviews/${id}`;

/** The path of the form for a product (`?product=<code>`). */
export const writeReviewPath = (code: string) => `/myaccount/reviews/write-review?product=${encodeURIComponent(code)}`;
