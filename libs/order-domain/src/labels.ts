/**
 * The words shoppers and the operator read for an order's states (docs/decisions/009): statuses,
 * payment methods and payment states, and the data check of a production. Carriers are in
 * tracking.ts beside their links.
 */

/** An order's status, from 3-D Secure under way to delivered or cancelled. */
export const ORDER_STATUSES = [
  'pending_authentication',
  'received',
  'awaiting_payment',
  'data_check',
  'in_production',
  'shipped',
  'delivered',
  'cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Japanese label of each status. */
export const ORDER_STATUS_LABELS: Readonly<Record<OrderStatus, string>> = {
  pending_authentication: '本人認証待ち',
  received: '受付',
  awaiting_payment: '入金待ち',
  data_check: 'データ確認中',
  in_production: '製作中',
  shipped: '発送済み',
  delivered: '配達完了',
  cancelled: 'キャンセル',
};

/** How an order is paid. */
export const PAYMENT_METHODS = ['card', 'bank_transfer'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const PAYMENT_METHOD_LABELS: Readonly<Record<PaymentMethod, string>> = { card: 'クレジットカード', bank_transfer: '銀行振込' };

/** Where the money of an order stands. */
export const PAYMENT_STATUSES = [
  'pending_challenge',
  'authorized',
  'captured',
  'voided',
  'refunded',
  'awaiting_transfer',
  'paid',
  'failed',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const PAYMENT_STATUS_LABELS: Readonly<Record<PaymentStatus, string>> = {
  pending_challenge: '本人認証待ち',
  authorized: 'オーソリ済み（発送時に確定）',
  captured: '決済済み',
  voided: '取消済み',
  refunded: '返金済み',
  awaiting_transfer: 'お振込み待ち',
  paid: '入金確認済み',
  failed: '決済できませんでした',
};

/** The check of a production's print data by the shop. */
export const DATA_CHECK_STATUSES = ['waiting', 'checking', 'approved'] as const;
export type DataCheckStatus = (typeof DATA_CHECK_STATUSES)[number];

export const DATA_CHECK_STATUS_LABELS: Readonly<Record<DataCheckStatus, string>> = {
  waiting: '確認待ち',
  checking: 'データ確認中',
  approved: '確認済み',
};
