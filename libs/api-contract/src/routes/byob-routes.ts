/**
 * The BYOB calls of the route table (issue #15, docs/decisions/013-reorders-estimates-byob.md):
 * a request from anyone, and the customer's requests ("custom orders") with the quote to accept.
 */
import {
  ByobRequestCreateSchema,
  ByobRequestCreatedResponseSchema,
  CustomOrderAcceptResponseSchema,
  CustomOrderListResponseSchema,
  CustomOrderClaimSchema,
  CustomOrderResponseSchema,
} from '../schemas/byob.ts';
import { defineRoute } from './api-route.ts';

export const BYOB_ROUTES = {
  byobRequestCreate: defineRoute({
    method: 'POST',
    path: '/api/byob_requests',
    summary:
      'Ask for a quote to print on garments the shopper brings (guest or customer; mails a receipt with the number; 422 per field, 429 when repeated)',
    request: ByobRequestCreateSchema,
    response: ByobRequestCreatedResponseSchema,
    successStatus: 201,
    requiresLogin: false,
    mutates: true,
  }),
  customOrderList: defineRoute({
    method: 'GET',
    path: '/api/custom_orders',
    summary: "The customer's BYOB requests with their status and quote, newest first",
    response: CustomOrderListResponseSchema,
    successStatus: 200,
    requiresLogin: true,
    mutates: false,
  }),
  customOrderShow: defineRoute({
    method: 'GET',
    path: '/api/custom_orders/:number',
    summary: "One BYOB request of the customer (404 for another customer's or a guest's not yet claimed)",
    response: CustomOrderResponseSchema,
    successStatus: 200,
    requiresLogin: true,
    mutates: false,
  }),
  customOrderClaim: defineRoute({
    method: 'POST',
    path: '/api/custom_orders/:number/claim',
    summary:
      "Make a guest's request the customer's with the token of its mailed link (once; 404 when the token does not match or the request has an owner)",
    request: CustomOrderClaimSchema,
    response: CustomOrderResponseSchema,
    successStatus: 200,
    requiresLogin: true,
    mutates: true,
  }),
  customOrderAccept: defineRoute({
    method: 'POST',
    path: '/api/custom_orders/:number/accept',
    summary: 'Accept the quote: an estimate (source byob) with one custom line, put in the cart (409 when not quoted or already accepted)',
    response: CustomOrderAcceptResponseSchema,
    successStatus: 201,
    requiresLogin: true,
    mutates: true,
  }),
} as const;
