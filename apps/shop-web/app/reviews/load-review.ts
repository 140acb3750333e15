/** The loader of one review of the customer, shared by `/myaccount/reviews/:id` and its edit page. */
import type { ApiClient } from '@shop/api-client';
import { notFound } from '../api/route-error.ts';
import { loadForCustomer } from '../session/require-login.ts';

/** A review id of the path as the API takes it, else 404. */
export function reviewIdOf(param: string | undefined): number {
  if (param === undefined || !/^[1-9]\d{0,9}$/.test(param)) throw notFound();
  return Number(param);
}

/** One review of the customer (another customer's answers 404, like a missing one). */
export async function loadReview(api: ApiClient, request: Request, id: string | undefined) {
  const reviewId = reviewIdOf(id);
  return loadForCustomer(request, async () => (await api.myReviews.get(reviewId)).data);
}

/** What the form passes to the review page when it arrives there after saving. */
export interface ReviewArrival {
  saved: 'created' | 'updated';
}
