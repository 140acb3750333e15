/**
 * The words shoppers and the operator read for an order's states (docs/decisions/009): statuses,
 * payment methods and payment states, and the data check of a production. Carriers are in
 * tracking.ts beside their links. The lists themselves are the API contract's (`ORDER_STATUS_VALUES`,
 * `PAYMENT_METHOD_VALUES`, `PAYMENT_STATUS_VALUES`, `DATA_CHECK_STATUS_VALUES`).
 */
import type { DATA_CHECK_STATUS_VALUES, ORDER_STATUS_VALUES, PAYMENT_METHOD_VALUES, PAYMENT_STATUS_VALUES } from '@shop/api-contract';

/** An order's status, from 3-D Secure under way to delivered or cancelled. */
export type OrderStatus = (typeof ORDER_STATUS_VALUES)[number];

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
export type PaymentMethod = (typeof PAYMENT_METHOD_VALUES)[number];

export const PAYMENT_METHOD_LABELS: Readonly<Record<PaymentMethod, string>> = { card: 'クレジットカード', bank_transfer: '銀行振込' };

/** Where the money of an order stands. */
export type PaymentStatus = (typeof PAYMENT_STATUS_VALUES)[number];

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
export type DataCheckStatus = (typeof DATA_CHECK_STATUS_VALUES)[number];

export const DATA_CHECK_STATUS_LABELS: Readonly<Record<DataCheckStatus, string>> = {
  waiting: '確認待ち',
  checking: 'データ確認中',
  approved: '確認済み',
};
