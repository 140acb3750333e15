/** The customer's calls of an order's message thread (issue #30), spread into `API_ROUTES` (api-routes.ts). */
import { NoContentSchema } from '../schemas/common.ts';
import { OrderMessageListResponseSchema, OrderMessageRequestSchema, OrderMessageResponseSchema } from '../schemas/order-message.ts';
import { defineRoute } from './api-route.ts';

const own = { requiresLogin: true } as const;

export const ORDER_MESSAGE_ROUTES = {
  orderMessages: defineRoute({
    ...own,
    method: 'GET',
    path: '/api/orders/:number/messages',
    summary:
      "The order's thread between the customer and the shop, oldest first: who, when, the text and when the other side read it (404 for another customer's order)",
    response: OrderMessageListResponseSchema,
    successStatus: 200,
    mutates: false,
  }),
  orderMessageCreate: defineRoute({
    ...own,
    method: 'POST',
    path: '/api/orders/:number/messages',
    summary:
      "Writes to the shop about the order (plain text, ≤ 2,000 characters, no control characters but line breaks); the shop's mailbox gets a mail. Throttled per customer (429); 404 for another customer's order",
    request: OrderMessageRequestSchema,
    response: OrderMessageResponseSchema,
    successStatus: 201,
    mutates: true,
  }),
  orderMessagesRead: defineRoute({
    ...own,
    method: 'POST',
    path: '/api/orders/:number/messages/read',
    summary: "Marks the shop's messages of the order read (the order page calls it once it shows them); 404 for another customer's order",
    response: NoContentSchema,
    successStatus: 204,
    mutates: true,
  }),
};
