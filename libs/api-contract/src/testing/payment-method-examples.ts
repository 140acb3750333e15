/** Wire examples of the saved-card calls (spread into WIRE_EXAMPLES). */
import type { SavedCardWire } from '../schemas/payment-method.ts';

const card: SavedCardWire = {
  id: 7,
  brand: 'visa',
  last4: '4242',
  exp_month: 12,
  exp_year: 2030,
  expired: false,
  is_default: true,
  created_at: '2026-05-01T09:30:00.000Z',
};

export const PAYMENT_METHOD_WIRE_EXAMPLES = {
  savedCardList: {
    response: {
      data: [card, { ...card, id: 8, brand: 'jcb', last4: '0000', exp_month: 1, exp_year: 2026, expired: true, is_default: false }],
    },
  },
  savedCardSessionCreate: {
    response: {
      data: { token: 'cs_0123456789abcdefghijklmnopqrstuv', url: '/myaccount/payments/new/cs_0123456789abcdefghijklmnopqrstuv' },
    },
  },
  savedCardCreate: { request: { card_token: 'card_0123456789abcdefghijklmnopqrstuv' }, response: { data: card } },
  savedCardMakeDefault: { params: { id: 7 }, response: { data: card } },
  savedCardDelete: { params: { id: 7 }, response: undefined },
} as const;
