/**
 * The saved-card calls of the route table (issue #14, docs/decisions/009), spread into `API_ROUTES`
 * (api-routes.ts) so each area's entries live beside their schemas.
 */
import { NoContentSchema } from '../schemas/common.ts';
import {
  SavedCardCreateRequestSchema,
  SavedCardListResponseSchema,
  SavedCardResponseSchema,
  SavedCardSessionResponseSchema,
} from '../schemas/payment-method.ts';
import { defineRoute } from './api-route.ts';

export const PAYMENT_METHOD_ROUTES = {
  savedCardList: defineRoute({
    method: 'GET',
    path: '/api/payment_methods',
    summary: "The customer's saved cards (brand, last 4, expiry, expired, default): the default first, then the newest first",
    response: SavedCardListResponseSchema,
    successStatus: 200,
    requiresLogin: true,
    mutates: false,
  }),
  savedCardSessionCreate: defineRoute({
    method: 'POST',
    path: '/api/payment_methods/card_sessions',
    summary:
      'Open a save-mode card session at the payment gateway: its token and the card form URL /myaccount/payments/new/{token} (422 at 5 cards, 429 when throttled)',
    response: SavedCardSessionResponseSchema,
    successStatus: 201,
    requiresLogin: true,
    mutates: true,
  }),
  savedCardCreate: defineRoute({
    method: 'POST',
    path: '/api/payment_methods',
    summary: "Keep the card the gateway's form tokenised in save mode (the first becomes the default; at most 5, then 422)",
    request: SavedCardCreateRequestSchema,
    response: SavedCardResponseSchema,
    successStatus: 201,
    requiresLogin: true,
    mutates: true,
  }),
  savedCardMakeDefault: defineRoute({
    method: 'POST',
    path: '/api/payment_methods/:id/default',
    summary: "Make a saved card the default one, preselected at checkout (404 for another customer's)",
    response: SavedCardResponseSchema,
    successStatus: 200,
    requiresLogin: true,
    mutates: true,
  }),
  savedCardDelete: defineRoute({
    method: 'DELETE',
    path: '/api/payment_methods/:id',
    summary: 'Delete a saved card, also at the gateway; when it was the default, the newest remaining one becomes the default',
    response: NoContentSchema,
    successStatus: 204,
    requiresLogin: true,
    mutates: true,
  }),
} as const;
