/**
 * The back office's side of the order messages (issue #30): the threads (orders with messages) with
 * their unread counts and how long each has waited on the customer, one thread, a reply, and the
 * reply templates filled for one order. The message itself is the storefront's `OrderMessageSchema`.
 */
import * as v from 'valibot';
import { CountSchema, PageQuerySchema, TimestampSchema, dataEnvelope, listEnvelope, paginated, wireObject } from '../schemas/common.ts';
import { OrderNumberSchema, OrderStatusSchema } from '../schemas/order.ts';
import { OrderMessageSchema } from '../schemas/order-message.ts';

/**
 * Why an order waits on the customer: the shop had the last word (`message`) or an art job waits on
 * their answer (`artwork`: データ不備 or 校正確認待ち); where both, the one that has waited longer.
 */
export const WAITING_REASONS = ['message', 'artwork'] as const;

/** Japanese names of the reasons (back office). */
export const WAITING_REASON_LABELS: Readonly<Record<(typeof WAITING_REASONS)[number], string>> = {
  message: 'ショップの返信後、お客様の返信待ち',
  artwork: 'データ不備・校正のご返答待ち',
};

/** What a thread says about the order and the wait, in the list and above one thread. */
const THREAD_ENTRIES = {
  order_number: OrderNumberSchema,
  order_status: OrderStatusSchema,
  order_status_label: v.string(),
  customer_name: v.string(),
  /** since when the order waits on the customer (null: it does not) */
  waiting_since: v.nullable(TimestampSchema),
  waiting_reason: v.nullable(v.picklist(WAITING_REASONS)),
};

/** One thread of the list: the order, the wait, the customer's messages no staff member has read yet. */
export const MessageThreadSummarySchema = wireObject({
  ...THREAD_ENTRIES,
  message_count: CountSchema,
  unread_count: CountSchema,
  last_message_at: TimestampSchema,
  last_author: v.picklist(['customer', 'staff']),
});
export type MessageThreadSummaryWire = v.InferInput<typeof MessageThreadSummarySchema>;
export type MessageThreadSummary = v.InferOutput<typeof MessageThreadSummarySchema>;

/** `GET /api/admin/messages?page=` */
export const MessageThreadQuerySchema = PageQuerySchema;
export type MessageThreadQuery = v.InferOutput<typeof MessageThreadQuerySchema>;

/** `GET /api/admin/messages` → the orders with messages, the longest wait on the customer first, 50 a page. */
export const MessageThreadListResponseSchema = paginated(MessageThreadSummarySchema);
export type MessageThreadListResponse = v.InferOutput<typeof MessageThreadListResponseSchema>;

/** One order's thread for the staff: the order, the wait, every message oldest first (an order without any has none). */
export const MessageThreadSchema = wireObject({ ...THREAD_ENTRIES, messages: v.array(OrderMessageSchema) });
export type MessageThreadWire = v.InferInput<typeof MessageThreadSchema>;
export type MessageThread = v.InferOutput<typeof MessageThreadSchema>;
export const MessageThreadResponseSchema = dataEnvelope(MessageThreadSchema);

/** A reply template with the order's values filled in ({name}, {orderNumber}…). */
export const MessageTemplateSchema = wireObject({ id: v.string(), title: v.string(), body: v.string() });
export type MessageTemplate = v.InferOutput<typeof MessageTemplateSchema>;
export const MessageTemplateListResponseSchema = listEnvelope(MessageTemplateSchema);
