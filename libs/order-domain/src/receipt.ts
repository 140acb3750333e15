/**
 * When an order gets a receipt (領収書) or an invoice (請求書), issue #32, and the dates they carry.
 *
 * - A receipt acknowledges money received: a card payment once it is captured (at shipping), a bank
 *   transfer once the shop has seen it arrive. A refunded or cancelled order gets none.
 * - An invoice asks for a bank transfer: bank-transfer orders only, before and after payment (for
 *   the customer's accounts), never once cancelled or refunded.
 *
 * Both read the payment status the order answers (`payment.status`): `captured` for a card, `paid`
 * for a bank transfer; `refunded` and `voided` end any document.
 */
import { shopLocalDate } from '@shop/business-days';
import type { OrderStatus, PaymentMethod, PaymentStatus } from './labels.ts';

/** What the rules read of an order. */
export interface DocumentOrder {
  readonly status: OrderStatus;
  readonly paymentMethod: PaymentMethod;
  readonly paymentStatus: PaymentStatus;
}

/** Why an order has no receipt. */
export type ReceiptRefusal =
  | { readonly type: 'cancelled' }
  | { readonly type: 'refunded' }
  /** not paid yet: a card before shipping, a bank transfer before it arrived */
  | { readonly type: 'not_paid'; readonly method: PaymentMethod };

/** Why an order has no invoice. */
export type InvoiceRefusal = { readonly type: 'cancelled' } | { readonly type: 'refunded' } | { readonly type: 'not_bank_transfer' };

/** The payment status that means the money was received, per method. */
const PAID: Readonly<Record<PaymentMethod, PaymentStatus>> = { card: 'captured', bank_transfer: 'paid' };

/** Refunded, then cancelled (an order cancelled or a payment voided or failed); undefined otherwise. */
function ended(order: DocumentOrder): { readonly type: 'cancelled' } | { readonly type: 'refunded' } | undefined {
  if (order.paymentStatus === 'refunded') return { type: 'refunded' };
  if (order.status === 'cancelled' || order.paymentStatus === 'voided' || order.paymentStatus === 'failed') return { type: 'cancelled' };
  return undefined;
}

/** Why the order has no receipt now; null when it may have one. */
export function receiptRefusal(order: DocumentOrder): ReceiptRefusal | null {
  const end = ended(order);
  if (end) return end;
  return order.paymentStatus === PAID[order.paymentMethod] ? null : { type: 'not_paid', method: order.paymentMethod };
}

/** Why the order has no invoice; null when it may have one. */
export function invoiceRefusal(order: DocumentOrder): InvoiceRefusal | null {
  if (order.paymentMethod !== 'bank_transfer') return { type: 'not_bank_transfer' };
  return ended(order) ?? null;
}

/** The refusal of a receipt in Japanese, for the order page and the API's 409. */
export function receiptRefusalMessage(refusal: ReceiptRefusal): string {
  switch (refusal.type) {
    case 'cancelled':
      return 'キャンセルされたご注文のため、領収書は発行できません。';
    case 'refunded':
      return '返金済みのご注文のため、領収書は発行できません。';
    case 'not_paid':
      return refusal.method === 'card'
        ? 'クレジットカードのお支払いは商品の発送時に確定します。領収書は発送後に発行できます。'
        : 'ご入金を確認した後に、領収書を発行できます。';
  }
}

/** The refusal of an invoice in Japanese. */
export function invoiceRefusalMessage(refusal: InvoiceRefusal): string {
  switch (refusal.type) {
    case 'cancelled':
      return 'キャンセルされたご注文のため、請求書は発行できません。';
    case 'refunded':
      return '返金済みのご注文のため、請求書は発行できません。';
    case 'not_bank_transfer':
      return '請求書は銀行振込のご注文で発行できます。';
  }
}

/** One change of an order's status as the order answers it (`at`: ISO timestamp). */
export interface StatusEvent {
  readonly status: OrderStatus;
  readonly at: string;
}

/**
 * The day the money was received, in shop time (`YYYY-MM-DD`): a card's capture is the shipping
 * (the first `shipped` event), a bank transfer's is the shop confirming it (the first `received`
 * event: a bank-transfer order is placed awaiting payment). Null when no such event is recorded.
 */
export function paymentReceivedOn(method: PaymentMethod, events: readonly StatusEvent[], offsetHours = 9): string | null {
  const status: OrderStatus = method === 'card' ? 'shipped' : 'received';
  const event = events.find((e) => e.status === status);
  return event ? shopLocalDate(Date.parse(event.at), offsetHours) : null;
}
