import { describe, expect, it } from 'vitest';
import type { OrderStatus, PaymentMethod, PaymentStatus } from './labels.ts';
import {
  type DocumentOrder,
  invoiceRefusal,
  invoiceRefusalMessage,
  paymentReceivedOn,
  receiptRefusal,
  receiptRefusalMessage,
} from './receipt.ts';

const order = (paymentMethod: PaymentMethod, status: OrderStatus, paymentStatus: PaymentStatus): DocumentOrder => ({
  status,
  paymentMethod,
  paymentStatus,
});

describe('receiptRefusal', () => {
  it.each<[string, DocumentOrder, ReturnType<typeof receiptRefusal>]>([
    ['a card order captured at shipping', order('card', 'shipped', 'captured'), null],
    ['a delivered card order', order('card', 'delivered', 'captured'), null],
    ['a bank transfer received', order('bank_transfer', 'received', 'paid'), null],
    ['a bank transfer received and in production', order('bank_transfer', 'in_production', 'paid'), null],
    ['a card only authorised (before shipping)', order('card', 'in_production', 'authorized'), { type: 'not_paid', method: 'card' }],
    ['a card waiting for 3-D Secure', order('card', 'pending_authentication', 'pending_challenge'), { type: 'not_paid', method: 'card' }],
    [
      'a bank transfer not arrived yet',
      order('bank_transfer', 'awaiting_payment', 'awaiting_transfer'),
      { type: 'not_paid', method: 'bank_transfer' },
    ],
    ['a cancelled card order (voided)', order('card', 'cancelled', 'voided'), { type: 'cancelled' }],
    ['a cancelled order whose transfer was refunded', order('bank_transfer', 'cancelled', 'refunded'), { type: 'refunded' }],
    ['a refunded capture', order('card', 'delivered', 'refunded'), { type: 'refunded' }],
    ['a declined card', order('card', 'cancelled', 'failed'), { type: 'cancelled' }],
  ])('%s', (_name, input, expected) => {
    expect(receiptRefusal(input)).toEqual(expected);
  });

  it('says why in Japanese', () => {
    expect(receiptRefusalMessage({ type: 'cancelled' })).toBe('キャンセルされたご注文のため、領収書は発行できません。');
    expect(receiptRefusalMessage({ type: 'refunded' })).toBe('返金済みのご注文のため、領収書は発行できません。');
    expect(receiptRefusalMessage({ type: 'not_paid', method: 'card' })).toContain('発送後に発行できます');
    expect(receiptRefusalMessage({ type: 'not_paid', method: 'bank_transfer' })).toContain('ご入金を確認した後');
  });
});

describe('invoiceRefusal', () => {
  it.each<[string, DocumentOrder, ReturnType<typeof invoiceRefusal>]>([
    ['a bank transfer awaited', order('bank_transfer', 'awaiting_payment', 'awaiting_transfer'), null],
    ['a bank transfer received', order('bank_transfer', 'delivered', 'paid'), null],
    ['a card order', order('card', 'shipped', 'captured'), { type: 'not_bank_transfer' }],
    ['a cancelled bank transfer', order('bank_transfer', 'cancelled', 'voided'), { type: 'cancelled' }],
    ['a refunded bank transfer', order('bank_transfer', 'cancelled', 'refunded'), { type: 'refunded' }],
  ])('%s', (_name, input, expected) => {
    expect(invoiceRefusal(input)).toEqual(expected);
  });

  it('says why in Japanese', () => {
    expect(invoiceRefusalMessage({ type: 'not_bank_transfer' })).toBe('請求書は銀行振込のご注文で発行できます。');
    expect(invoiceRefusalMessage({ type: 'cancelled' })).toBe('キャンセルされたご注文のため、請求書は発行できません。');
    expect(invoiceRefusalMessage({ type: 'refunded' })).toBe('返金済みのご注文のため、請求書は発行できません。');
  });
});

describe('paymentReceivedOn', () => {
  const events = [
    { status: 'awaiting_payment', at: '2026-11-27T05:00:00.000Z' },
    { status: 'received', at: '2026-11-28T15:30:00.000Z' }, // 00:30 on the 29th in Japan
    { status: 'in_production', at: '2026-11-30T01:00:00.000Z' },
    { status: 'shipped', at: '2026-12-02T08:00:00.000Z' },
  ] as const;

  it('a bank transfer was received when the shop confirmed it, a card at shipping, in shop time', () => {
    expect(paymentReceivedOn('bank_transfer', events)).toBe('2026-11-29');
    expect(paymentReceivedOn('card', events)).toBe('2026-12-02');
  });

  it('is null before it happened', () => {
    expect(paymentReceivedOn('card', events.slice(0, 3))).toBeNull();
    expect(paymentReceivedOn('bank_transfer', events.slice(0, 1))).toBeNull();
  });
});
