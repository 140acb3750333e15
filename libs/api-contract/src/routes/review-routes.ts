/**
 * The customer's own reviews (issue #14), spread into `API_ROUTES` (api-routes.ts). A review is
 * accepted only for a product of one of the customer's delivered orders, one per product; another
 * customer's review answers 404 like a missing one.
 */
import { NoContentSchema } from '../schemas/common.ts';
import {
  MyReviewListResponseSchema,
  MyReviewResponseSchema,
  ReviewCreateRequestSchema,
  ReviewUpdateRequestSchema,
} from '../schemas/review.ts';
import { defineRoute } from './api-route.ts';

export const REVIEW_ROUTES = {
  myReviewList: defineRoute({
    method: 'GET',
    path: '/api/my/reviews',
    summary: "The customer's reviews (newest first) and the delivered products still waiting for a review",
    response: MyReviewListResponseSchema,
    successStatus: 200,
    requiresLogin: true,
    mutates: false,
  }),
  myReviewShow: defineRoute({
    method: 'GET',
    path: '/api/my/reviews/:id',
    summary: "One of the customer's reviews (404 for another customer's)",
    response: MyReviewResponseSchema,
    successStatus: 200,
    requiresLogin: true,
    mutates: false,
  }),
  myReviewCreate: defineRoute({
    method: 'POST',
    path: '/api/my/reviews',
    summary: 'Review a product of a delivered order (422 before delivery, for a product not bought, or when already reviewed; throttled)',
    request: ReviewCreateRequestSchema,
    response: MyReviewResponseSchema,
    successStatus: 201,
    requiresLogin: true,
    mutates: true,
  }),
  myReviewUpdate: defineRoute({
    method: 'PUT',
    path: '/api/my/reviews/:id',
    summary: "Replace the customer's review (404 for another customer's; throttled)",
    request: ReviewUpdateRequestSchema,
    response: MyReviewResponseSchema,
    successStatus: 200,
    requiresLogin: true,
    mutates: true,
  }),
  myReviewDelete: defineRoute({
    method: 'DELETE',
    path: '/api/my/reviews/:id',
    summary: "Delete the customer's review; the product can be reviewed again",
    response: NoContentSchema,
    successStatus: 204,
    requiresLogin: true,
    mutates: true,
  }),
} as const;
