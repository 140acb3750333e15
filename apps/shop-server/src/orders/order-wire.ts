/**
 * Orders in their wire shape (the contract's OrderSchema and friends): the stored snapshots with the
 * labels, the tracking link and the payment as they stand now.
 */
import { positionsOnView } from '@shop/design-document/garment';
import {
  API_ROUTES,
  buildPath,
  lineMockupAlt,
  type OrderLineWire,
  type OrderNextWire,
  type OrderProductionWire,
  type OrderSummaryWire,
  type OrderWire,
} from '@shop/api-contract';
import {
  carrierLabel,
  DATA_CHECK_STATUS_LABELS,
  type DataCheckStatus,
  ORDER_STATUS_LABELS,
  type OrderState,
  type OrderStatus,
  PAYMENT_METHOD_LABELS,
  PAYMENT_STATUS_LABELS,
  type PaymentStatus,
  trackingUrl,
} from '@shop/order-domain';
import { CARD_DECLINE_MESSAGES } from '@shop/payment-card';
import type { Queryable } from '../db/db.ts';
import type { DeclineCode } from '../payments/payment-gateway.ts';
import { loadCheckoutSettings } from '../settings/settings-service.ts';
import { eventsOf, linesOf, type OrderListExtras, type OrderRow } from './order-store.ts';
import { paymentOf, type PaymentRow } from './order-payment-store.ts';

/** Reservations are never shown; should one be read, it reads as waiting. */
export function publicStatus(status: OrderRow['status']): OrderStatus {
  return status === 'placing' ? 'pending_authentication' : status;
}

/** What order-domain's transitions read of an order row. */
export function stateOf(row: OrderRow): OrderState {
  return {
    status: publicStatus(row.status),
    hasProductions: row.has_productions,
    carrier: row.carrier,
    trackingNumber: row.tracking_number,
  };
}

export function isDeclineCode(code: string): code is DeclineCode {
  return code === 'card_declined' || code === 'insufficient_funds' || code === 'expired_card' || code === 'authentication_failed';
}

/** A line with its production's data check as it stands. */
export function withDataCheck(line: OrderLineWire, status: DataCheckStatus | null): OrderLineWire {
  if (line.kind !== 'production' || status === null) return line;
  return {
    ...line,
    production: { ...line.production, data_check_status: status, data_check_status_label: DATA_CHECK_STATUS_LABELS[status] },
  };
}

/**
 * The address of a production's mock-up (issue #30, docs/decisions/022): the design on the garment,
 * drawn from its latest art versions; null when no print has artwork. The token is the capability.
 */
export function productionMockupUrl(prints: OrderProductionWire['prints'] | null, token: string | null): string | null {
  if (token === null || !prints?.some((print) => (print.file_uuid ?? print.svg_file_uuid) !== null)) return null;
  return buildPath(API_ROUTES.productionMockup.path, { token });
}

/** The alternative text of a production's mock-up: 「Tシャツ（ホワイト）に前面プリントのイメージ」. */
export function productionMockupAlt(production: Pick<OrderProductionWire, 'product' | 'prints' | 'item_groups'>): string {
  const positions = production.prints
    .filter((print) => (print.file_uuid ?? print.svg_file_uuid) !== null)
    .map((print) => print.print_spec.position);
  return lineMockupAlt(production.product.name, production.item_groups[0]?.color.name ?? '', positionsOnView(positions));
}

/** A line with its production's mock-up address (items and BYOB lines as they are). */
export function withMockup(line: OrderLineWire, token: string | null): OrderLineWire {
  if (line.kind !== 'production') return line;
  return { ...line, production: { ...line.production, mockup_url: productionMockupUrl(line.production.prints, token) } };
}

/** The payment on the wire. */
function paymentWire(
  row: OrderRow,
  payment: PaymentRow | undefined,
  bankAccount: OrderWire['payment']['bank_account'],
): OrderWire['payment'] {
  const status: PaymentStatus = !payment || payment.status === 'pending' ? 'pending_challenge' : payment.status;
  return {
    method: row.payment_method,
    method_label: PAYMENT_METHOD_LABELS[row.payment_method],
    status,
    status_label: PAYMENT_STATUS_LABELS[status],
    amount: payment?.amount ?? row.total,
    brand: payment?.card_brand ?? null,
    last4: payment?.card_last4 ?? null,
    exp_month: payment?.card_exp_month ?? null,
    exp_year: payment?.card_exp_year ?? null,
    transfer_due_date: payment?.transfer_due_date ?? null,
    bank_account: bankAccount,
  };
}

/** What an order's answers start with: its number, the status the customer sees and when it was placed. */
function orderHead(row: OrderRow) {
  const status = publicStatus(row.status);
  return { number: row.number, status, status_label: ORDER_STATUS_LABELS[status], placed_at: row.placed_at.toISOString() };
}

/** The whole order as the API answers it. */
export async function orderWire(q: Queryable, row: OrderRow): Promise<OrderWire> {
  const payment = await paymentOf(q, row.id);
  const lines = await linesOf(q, row.id);
  const events = await eventsOf(q, row.id);
  const bankAccount = row.payment_method === 'bank_transfer' ? (await loadCheckoutSettings(q)).bankAccount : null;
  return {
    ...orderHead(row),
    updated_at: row.updated_at.toISOString(),
    payment: paymentWire(row, payment, bankAccount),
    address: row.address,
    delivery_date: row.delivery_date,
    delivery_slot: row.delivery_slot,
    ship_date: row.ship_date,
    carrier: row.carrier,
    carrier_label: row.carrier === null ? null : carrierLabel(row.carrier),
    tracking_number: row.tracking_number,
    tracking_url: trackingUrl(row.carrier, row.tracking_number),
    lines: lines.map(({ snapshot, data_check_status, mockup_token }) =>
      withMockup(withDataCheck(snapshot, data_check_status), mockup_token),
    ),
    charges: row.charges,
    quantity: row.quantity,
    goods_total: row.goods_total,
    shipping_fee: row.shipping_fee,
    coupon_discount: row.coupon_discount,
    coupon_label: row.coupon_label,
    points_used: row.points_used,
    total: row.total,
    tax: row.tax,
    ...(row.proof ? { proof: row.proof } : {}),
    events: events.map((e) => ({ status: e.status, status_label: ORDER_STATUS_LABELS[e.status], at: e.created_at.toISOString() })),
  };
}

/** What the browser does next for an order as it stands: the 3-D Secure page, the refusal, or nothing. */
export async function nextOf(q: Queryable, row: OrderRow): Promise<OrderNextWire> {
  const payment = await paymentOf(q, row.id);
  if (row.status === 'pending_authentication' && payment?.challenge_url) return { type: 'challenge', url: payment.challenge_url };
  if (row.status === 'cancelled' && payment?.decline_code && isDeclineCode(payment.decline_code)) {
    return { type: 'declined', code: payment.decline_code, message: CARD_DECLINE_MESSAGES[payment.decline_code] };
  }
  return { type: 'done' };
}

/**
 * The picture of an order in the history: the first line's mock-up (the design on the garment) with
 * its alternative text when it has one, else its product picture (decorative: no text).
 */
function summaryPicture(row: OrderRow & OrderListExtras): { image: string | null; image_alt: string | null } {
  const line = row.first_line;
  if (line?.kind === 'production') {
    const url = productionMockupUrl(line.production.prints, row.first_mockup_token);
    if (url) return { image: url, image_alt: productionMockupAlt(line.production) };
  }
  return { image: row.image, image_alt: null };
}

/** An order in the order history. */
export function summaryWire(row: OrderRow & OrderListExtras): OrderSummaryWire {
  return {
    ...orderHead(row),
    ship_date: row.ship_date,
    delivery_date: row.delivery_date,
    payment_method: row.payment_method,
    total: row.total,
    coupon_discount: row.coupon_discount,
    points_used: row.points_used,
    quantity: row.quantity,
    line_names: row.line_names,
    ...summaryPicture(row),
  };
}
