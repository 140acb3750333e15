/**
 * The coupon and point calls of the route table (issue #14), spread into `API_ROUTES`
 * (api-routes.ts) so each area's entries live beside their schemas.
 */
import { PageQuerySchema } from '../schemas/common.ts';
import { CouponClaimRequestSchema, CouponListResponseSchema, CouponResponseSchema, PointsResponseSchema } from '../schemas/loyalty.ts';
import { defineRoute } from './api-route.ts';

export const LOYALTY_ROUTES = {
  couponList: defineRoute({
    method: 'GET',
    path: '/api/coupons',
    summary: "The customer's coupons: available, used and expired, each with its conditions in Japanese",
    response: CouponListResponseSchema,
    successStatus: 200,
    requiresLogin: true,
    mutates: false,
  }),
  couponClaim: defineRoute({
    method: 'POST',
    path: '/api/coupons/claim',
    summary:
      'Add a coupon to the account by its code (422 with a Japanese message: unknown, expired, used, not first order, already added; throttled, 429)',
    request: CouponClaimRequestSchema,
    response: CouponResponseSchema,
    successStatus: 201,
    requiresLogin: true,
    mutates: true,
  }),
  pointHistory: defineRoute({
    method: 'GET',
    path: '/api/points',
    summary:
      'The point balance, the day it expires and the movements, newest first, paginated (20 a page); expired points are written off when read',
    query: PageQuerySchema,
    response: PointsResponseSchema,
    successStatus: 200,
    requiresLogin: true,
    mutates: false,
  }),
} as const;
