/**
 * The reorder calls of the route table (issue #15, docs/decisions/013-reorders-estimates-byob.md),
 * spread into `API_ROUTES` (api-routes.ts).
 */
import {
  CartReorderCreateRequestSchema,
  CartReorderCreateResponseSchema,
  ReorderDetailResponseSchema,
  ReorderEstimateResponseSchema,
  ReorderListResponseSchema,
  ReorderQuoteResponseSchema,
  ReorderRequestSchema,
} from '../schemas/reorder.ts';
import { defineRoute } from './api-route.ts';

const own = { requiresLogin: true } as const;

export const REORDER_ROUTES = {
  reorderList: defineRoute({
    ...own,
    method: 'GET',
    path: '/api/reorders',
    summary:
      "The customer's productions of delivered orders, newest first, each with its plate-keeping date and whether it can be reordered (and why not)",
    response: ReorderListResponseSchema,
    successStatus: 200,
    mutates: false,
  }),
  reorderShow: defineRoute({
    ...own,
    method: 'GET',
    path: '/api/reorders/:number',
    summary:
      "One delivered production to reorder, with the product's colours, sizes, stock and prices today and the method's inks (404 for another customer's)",
    response: ReorderDetailResponseSchema,
    successStatus: 200,
    mutates: false,
  }),
  reorderQuote: defineRoute({
    ...own,
    method: 'POST',
    path: '/api/reorders/:number/quote',
    summary: 'Price a reorder (spec §9: garments + print charge + wrapping per piece, colour changes; no plates): nothing is stored',
    request: ReorderRequestSchema,
    response: ReorderQuoteResponseSchema,
    successStatus: 200,
    mutates: true,
  }),
  reorderEstimate: defineRoute({
    ...own,
    method: 'POST',
    path: '/api/reorders/:number/estimate',
    summary: 'Write a reorder as an estimate (見積, source reorder) instead of putting it in the cart: its number',
    request: ReorderRequestSchema,
    response: ReorderEstimateResponseSchema,
    successStatus: 201,
    mutates: true,
  }),
  cartReorderCreate: defineRoute({
    ...own,
    method: 'POST',
    path: '/api/cart_reorders',
    summary: 'Put a reorder in the cart, priced by the server; it expires when the plates are no longer kept',
    request: CartReorderCreateRequestSchema,
    response: CartReorderCreateResponseSchema,
    successStatus: 201,
    mutates: true,
  }),
} as const;
