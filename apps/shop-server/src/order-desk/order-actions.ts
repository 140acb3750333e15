/**
 * One status change of an order by the shop (the operator's command line, a staff member in the back
 * office): through the order service's `change` (order-domain's `transition`, payments, stock, mails),
 * then the audit log with the status before and after. A refused change records nothing.
 */
import type { OrderWire } from '@shop/api-contract';
import type { OrderEvent } from '@shop/order-domain';
import { audit, type AuditActor } from '../audit/audit-service.ts';
import type { Db } from '../db/db.ts';
import { TransitionRefused } from '../orders/order-errors.ts';
import type { OrderService } from '../orders/order-service.ts';

/** The events the shop sends (the gateway's own two are not theirs). */
export type ShopOrderEvent = Exclude<OrderEvent, { type: 'complete_authentication' | 'abandon_authentication' }>;

export type OrderActionResult =
  | { ok: true; before: OrderWire; order: OrderWire }
  | { ok: false; reason: 'not_found' }
  | { ok: false; reason: 'refused'; before: OrderWire; message: string };

/**
 * Applies `event` to order `number` as `actor` and records it (`order.<event>`); `note` goes into
 * the order's history line.
 */
export async function applyOrderAction(
  deps: { db: Db; now: () => number },
  orders: OrderService,
  number: string,
  event: ShopOrderEvent,
  actor: AuditActor,
  note?: string,
): Promise<OrderActionResult> {
  const before = await orders.find(number);
  if (!before) return { ok: false, reason: 'not_found' };
  let order: OrderWire | undefined;
  try {
    order = await orders.change(number, event, 'operator', note);
  } catch (error) {
    if (error instanceof TransitionRefused) return { ok: false, reason: 'refused', before, message: error.message };
    throw error;
  }
  if (!order) return { ok: false, reason: 'not_found' };
  await audit.record(deps.db, {
    actor,
    action: `order.${event.type}`,
    target: { type: 'order', id: number },
    before: { status: before.status },
    after: { status: order.status, ...(event.type === 'ship' ? { carrier: event.carrier, tracking_number: event.trackingNumber } : {}) },
    at: deps.now(),
  });
  return { ok: true, before, order };
}
