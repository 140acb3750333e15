/** Wire examples of the customer's calls of an order's message thread (issue #30). */
import type { OrderMessageRequestWire, OrderMessageWire } from '../schemas/order-message.ts';

/** A question of the customer, read by the staff. */
export const CUSTOMER_MESSAGE_EXAMPLE: OrderMessageWire = {
  id: 7,
  author: 'customer',
  author_label: '山田 太郎',
  body: '発送日を早めることはできますか？\n12月10日までに必要です。',
  created_at: '2026-12-03T01:00:00.000Z',
  read_at: '2026-12-03T02:00:00.000Z',
};

/** The shop's answer, not read yet. */
export const STAFF_MESSAGE_EXAMPLE: OrderMessageWire = {
  id: 8,
  author: 'staff',
  author_label: 'プリントファクトリー',
  body: '山田 太郎 様\n12月9日の発送でご用意いたします。',
  created_at: '2026-12-03T03:00:00.000Z',
  read_at: null,
};

const request: OrderMessageRequestWire = { body: '発送日を早めることはできますか？' };

export const ORDER_MESSAGE_WIRE_EXAMPLES = {
  orderMessages: { params: { number: 'PF-2026-000123' }, response: { data: [CUSTOMER_MESSAGE_EXAMPLE, STAFF_MESSAGE_EXAMPLE] } },
  orderMessageCreate: { params: { number: 'PF-2026-000123' }, request, response: { data: { ...CUSTOMER_MESSAGE_EXAMPLE, read_at: null } } },
  orderMessagesRead: { params: { number: 'PF-2026-000123' }, response: undefined },
} as const;
