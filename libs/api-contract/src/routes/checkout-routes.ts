/**
 * The checkout calls of the route table (docs/decisions/009-checkout-orders-payments.md), spread into
 * `API_ROUTES` (api-routes.ts) so each area's entries live beside their schemas.
 */
import {
  CardSessionResponseSchema,
  CheckoutBridgeRequestSchema,
  CheckoutOptionsResponseSchema,
  CheckoutQuoteRequestSchema,
  CheckoutQuoteResponseSchema,
  OrderCreateRequestSchema,
  OrderPlacedResponseSchema,
} from '../schemas/checkout.ts';
import { PageQuerySchema } from '../schemas/common.ts';
import { OrderListResponseSchema, OrderProductionResponseSchema, OrderResponseSchema } from '../schemas/order.ts';
import { defineRoute } from './api-route.ts';

/** A read of the logged-in customer's data. */
const readOwn = { successStatus: 200, requiresLogin: true, mutates: false } as const;

export const CHECKOUT_ROUTES = {
  checkoutOptions: defineRoute({
    ...readOwn,
    method: 'GET',
    path: '/api/checkout/options',
    summary:
      'Checkout choices for the cart now: shipping and delivery dates, time slots, the shipping fee rule, payment methods, the bank account',
    response: CheckoutOptionsResponseSchema,
  }),
  checkoutQuote: defineRoute({
    method: 'POST',
    path: '/api/checkout/quote',
    summary:
      'The confirm page: the server cart priced again, every line with its snapshot and charges, shipping fee, total, tax, dates and the quote_token (409 out_of_stock or cart_empty)',
    request: CheckoutQuoteRequestSchema,
    response: CheckoutQuoteResponseSchema,
    successStatus: 200,
    requiresLogin: true,
    mutates: true,
  }),
  cardSessionCreate: defineRoute({
    method: 'POST',
    path: '/api/checkout/card_sessions',
    summary: 'Open a card session at the payment gateway: its token and the card form URL /checkout/cardpay/{token}',
    response: CardSessionResponseSchema,
    successStatus: 201,
    requiresLogin: true,
    mutates: true,
  }),
  orderCreate: defineRoute({
    method: 'POST',
    path: '/api/orders',
    summary:
      'Place the order (idempotent by idempotency_key): 201 with the order and next (done, or a 3-D Secure challenge URL); 409 price_changed, out_of_stock or cart_empty; 402 when the card is refused',
    request: OrderCreateRequestSchema,
    response: OrderPlacedResponseSchema,
    successStatus: 201,
    requiresLogin: true,
    mutates: true,
  }),
  checkoutBridge: defineRoute({
    method: 'POST',
    path: '/api/checkout/bridge/:token',
    summary: 'Back from 3-D Secure: completes the order, or cancels it (declined, or abandon: true); answers the order and next',
    request: CheckoutBridgeRequestSchema,
    response: OrderPlacedResponseSchema,
    successStatus: 200,
    requiresLogin: true,
    mutates: true,
  }),
  orderList: defineRoute({
    ...readOwn,
    method: 'GET',
    path: '/api/orders',
    summary: "The customer's orders, newest first, paginated (20 a page)",
    query: PageQuerySchema,
    response: OrderListResponseSchema,
  }),
  orderShow: defineRoute({
    ...readOwn,
    method: 'GET',
    path: '/api/orders/:number',
    summary: "One order with its lines, payment, address, dates, tracking link and history (404 for another customer's)",
    response: OrderResponseSchema,
  }),
  orderProductionShow: defineRoute({
    ...readOwn,
    method: 'GET',
    path: '/api/order_productions/:number',
    summary: "One production of an order (PF-2026-000123-1): placements, artwork, quantities and data check (404 for another customer's)",
    response: OrderProductionResponseSchema,
  }),
} as const;
