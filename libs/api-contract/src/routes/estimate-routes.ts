/**
 * The estimate calls of the route table (issue #15, docs/decisions/013-reorders-estimates-byob.md),
 * spread into `API_ROUTES` (api-routes.ts).
 */
import {
  EstimateCartResponseSchema,
  EstimateListResponseSchema,
  EstimateResponseSchema,
  PdfBytesSchema,
  QuotePdfRequestSchema,
} from '../schemas/estimate.ts';
import { CartProductionCreateRequestSchema } from '../schemas/cart-production.ts';
import { defineRoute } from './api-route.ts';

export const ESTIMATE_ROUTES = {
  estimateList: defineRoute({
    method: 'GET',
    path: '/api/estimates',
    summary: "The customer's estimates (見積), newest first, each with its state (valid, expired, ordered)",
    response: EstimateListResponseSchema,
    successStatus: 200,
    requiresLogin: true,
    mutates: false,
  }),
  estimateCreate: defineRoute({
    method: 'POST',
    path: '/api/estimates',
    summary:
      'Save an estimate of a print order (the body of POST /api/cart_productions), priced by the server as the cart prices it; valid estimate_valid_days days (throttled, 429)',
    request: CartProductionCreateRequestSchema,
    response: EstimateResponseSchema,
    successStatus: 201,
    requiresLogin: true,
    mutates: true,
  }),
  estimateShow: defineRoute({
    method: 'GET',
    path: '/api/estimates/:number',
    summary: "One estimate with its lines and charges (404 for another customer's)",
    response: EstimateResponseSchema,
    successStatus: 200,
    requiresLogin: true,
    mutates: false,
  }),
  estimatePdf: defineRoute({
    method: 'GET',
    path: '/api/estimates/:number/pdf',
    summary: "The estimate as a PDF 見積書 (application/pdf, attachment Q-….pdf; 404 for another customer's)",
    response: PdfBytesSchema,
    binary: true,
    successStatus: 200,
    requiresLogin: true,
    mutates: false,
  }),
  estimateCart: defineRoute({
    method: 'POST',
    path: '/api/estimates/:number/cart',
    summary:
      'Put the estimate into the cart at its total (a cart_estimate until the end of its last valid day); 409 once ordered or expired',
    response: EstimateCartResponseSchema,
    successStatus: 201,
    requiresLogin: true,
    mutates: true,
  }),
  quotePdf: defineRoute({
    method: 'POST',
    path: '/api/quotes/pdf',
    summary:
      'A quote PDF of a print order without saving it (guests too): priced as the cart prices it, numbered WEB-YYYYMMDD-XXXX, valid 30 days (throttled per client, 429)',
    request: QuotePdfRequestSchema,
    response: PdfBytesSchema,
    binary: true,
    successStatus: 200,
    requiresLogin: false,
    mutates: true,
  }),
} as const;
