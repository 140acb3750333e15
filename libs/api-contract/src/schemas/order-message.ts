/**
 * Messages of an order (issue #30): one thread per order between the customer and the shop's staff.
 * The customer reads and writes theirs on the order page (`/api/orders/{number}/messages`); the
 * staff through the back office (@shop/api-contract/admin). The text's rules are @shop/validation's
 * `OrderMessageFormSchema`, the same in the browser and on the server.
 */
import { OrderMessageFormSchema } from '@shop/validation';
import * as v from 'valibot';
import { IdSchema, TimestampSchema, camelOutput, dataEnvelope, listEnvelope, wireObject } from './common.ts';

/** Who wrote a message. */
export const ORDER_MESSAGE_AUTHORS = ['customer', 'staff'] as const;
export const OrderMessageAuthorSchema = v.picklist(ORDER_MESSAGE_AUTHORS);

/**
 * One message: who wrote it (`author_label`: the customer's name, or the shop's name for the
 * customer and the staff member's for the staff), the text as written (plain text, line breaks as
 * `\n`), when, and when the other side first read it (null: not yet).
 */
export const OrderMessageSchema = wireObject({
  id: IdSchema,
  author: OrderMessageAuthorSchema,
  author_label: v.string(),
  body: v.string(),
  created_at: TimestampSchema,
  read_at: v.nullable(TimestampSchema),
});
export type OrderMessageWire = v.InferInput<typeof OrderMessageSchema>;
export type OrderMessage = v.InferOutput<typeof OrderMessageSchema>;

/** `GET /api/orders/{number}/messages` → `{ data: OrderMessage[] }`, oldest first. */
export const OrderMessageListResponseSchema = listEnvelope(OrderMessageSchema);
export type OrderMessageListResponse = v.InferOutput<typeof OrderMessageListResponseSchema>;

/** `POST /api/orders/{number}/messages` → `{ data: OrderMessage }` (201). */
export const OrderMessageResponseSchema = dataEnvelope(OrderMessageSchema);

/** The body of a new message: `{ body }` (≤ 2,000 characters, plain text). */
export const OrderMessageRequestSchema = camelOutput(OrderMessageFormSchema);
export type OrderMessageRequestWire = v.InferInput<typeof OrderMessageRequestSchema>;
export type OrderMessageRequest = v.InferOutput<typeof OrderMessageRequestSchema>;
