/**
 * How the order service refuses: an `OrderRefused` (409, 402, 503 with a code the browser acts on and
 * a Japanese message saying what to do) for placing and the 3-D Secure bridge, and a
 * `TransitionRefused` for the operator's status changes. Field errors of the checkout choices are
 * ordinary 422s (HttpProblem).
 */
import type { OutOfStockLineWire } from '@shop/api-contract';
import { formatOrderDate, ORDER_STATUS_LABELS, type TransitionRefusal } from '@shop/order-domain';
import { CARD_DECLINE_MESSAGES, type CardDeclineCode } from '@shop/payment-card';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { HttpProblem } from '../http/errors.ts';

/** Japanese answers of the checkout. */
export const ORDER_MESSAGES = {
  cartEmpty: 'カートに商品がありません。商品をカートに入れてからご注文ください。',
  priceChanged: 'ご注文内容の価格が変更されました。最新の内容をご確認のうえ、もう一度ご注文ください。',
  outOfStock: (count: number) => `在庫が不足している商品が${count}点あります。カートで数量を変更してから、もう一度ご注文ください。`,
  inProgress: 'ご注文を処理しています。しばらくしてから注文履歴をご確認ください。',
  paymentUnavailable: '現在カード決済を利用できません。しばらくしてからもう一度お試しいただくか、銀行振込をご利用ください。',
  unknownAddress: 'お届け先を選んでください。',
  unknownSlot: '配達時間帯を選び直してください。',
  deliveryDate: (earliest: string, latest: string) =>
    `お届け希望日は${formatOrderDate(earliest)}から${formatOrderDate(latest)}までの日付を選んでください。`,
  cardExpired: 'カード情報の有効期限が切れました。お手数ですが、もう一度カード情報を入力してください。',
  cardSessionUnavailable: '現在カード決済を利用できません。しばらくしてからもう一度お試しください。',
  abandoned: '本人認証（3Dセキュア）を中止しました。ご注文は確定していません。カートの内容はそのまま残っています。',
} as const;

/** Codes of `OrderRefused` (the contract's ORDER_REFUSAL_CODES). */
export type OrderRefusalCode =
  'price_changed' | 'out_of_stock' | 'cart_empty' | 'order_in_progress' | 'payment_unavailable' | CardDeclineCode;

/** A refused order: answered as `{ message, code, lines? }` with its status. */
export class OrderRefused extends Error {
  readonly status: ContentfulStatusCode;
  readonly code: OrderRefusalCode;
  readonly lines: OutOfStockLineWire[] | undefined;
  constructor(status: ContentfulStatusCode, code: OrderRefusalCode, message: string, lines?: OutOfStockLineWire[]) {
    super(message);
    this.name = 'OrderRefused';
    this.status = status;
    this.code = code;
    this.lines = lines;
  }

  /** The JSON body (OrderRefusalSchema). */
  body(): { message: string; code: OrderRefusalCode; lines?: OutOfStockLineWire[] } {
    return this.lines ? { message: this.message, code: this.code, lines: this.lines } : { message: this.message, code: this.code };
  }
}

export const cartEmpty = () => new OrderRefused(409, 'cart_empty', ORDER_MESSAGES.cartEmpty);
export const priceChanged = () => new OrderRefused(409, 'price_changed', ORDER_MESSAGES.priceChanged);
export const outOfStock = (lines: OutOfStockLineWire[]) =>
  new OrderRefused(409, 'out_of_stock', ORDER_MESSAGES.outOfStock(lines.length), lines);
export const orderInProgress = () => new OrderRefused(409, 'order_in_progress', ORDER_MESSAGES.inProgress);
export const paymentUnavailable = () => new OrderRefused(503, 'payment_unavailable', ORDER_MESSAGES.paymentUnavailable);
/** The card issuer said no: 402 with what to do. */
export const declined = (code: CardDeclineCode) => new OrderRefused(402, code, CARD_DECLINE_MESSAGES[code]);

/** A 422 on one field of the checkout choices. */
export const choiceRefused = (field: string, message: string) => new HttpProblem(422, message, { [field]: [message] });

/** Japanese for a refused status change (the operator reads it). */
export function transitionMessage(refusal: TransitionRefusal): string {
  switch (refusal.type) {
    case 'not_allowed':
      return `「${ORDER_STATUS_LABELS[refusal.from]}」の注文にはこの操作はできません。`;
    case 'no_productions':
      return 'プリントのない注文にはデータ確認はありません。';
    case 'data_check_first':
      return 'プリントの注文は、データ確認を済ませてから製作・発送してください。';
    case 'artwork_not_ready':
      return 'すべてのプリント箇所のデータが承認されるまで（製作待ち）、製作を始められません。';
    case 'invalid_carrier':
      return `配送業者のコードが正しくありません（${refusal.carrier}）。1: ヤマト運輸、2: 日本郵便、3: 佐川急便。`;
    case 'invalid_tracking_number':
      return '伝票番号は英数字とハイフン（40文字以内）で入力してください。';
  }
}

/** An operator's status change that does not apply to the order. */
export class TransitionRefused extends Error {
  readonly refusal: TransitionRefusal;
  constructor(refusal: TransitionRefusal) {
    super(transitionMessage(refusal));
    this.name = 'TransitionRefused';
    this.refusal = refusal;
  }
}
