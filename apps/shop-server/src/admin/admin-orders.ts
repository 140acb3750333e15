/** What the operator's commands do to orders, through the server's own order service. */
import { ORDER_STATUS_LABELS, PAYMENT_METHOD_LABELS, type OrderStatus } from '@shop/order-domain';
import { ORDER_STATUS_VALUES, type OrderWire } from '@shop/api-contract';
import { audit, CLI_ACTOR } from '../audit/audit-service.ts';
import { applyOrderAction, type ShopOrderEvent } from '../order-desk/order-actions.ts';
import { reconcileSummaryLine } from '../orders/order-service.ts';
import { ordersWithArtwork } from '../artwork/artwork-service.ts';
import type { AdminDeps } from './commands.ts';
import { listOrders } from './admin-store.ts';
import type { AdminOrderRow } from './format.ts';

/** The events an operator sends (the gateway's own two are not theirs). */
export type AdminOrderEvent = ShopOrderEvent;

export type AdminApplied = { ok: true; statusLabel: string; note: string | null } | { ok: false; message: string };

export interface AdminOrders {
  list(filter: { status: string | null; limit: number }): Promise<{ ok: true; orders: AdminOrderRow[] } | { ok: false; message: string }>;
  show(number: string): Promise<OrderWire | undefined>;
  apply(number: string, event: AdminOrderEvent): Promise<AdminApplied>;
  /** Abandons unfinished placings and 3-D Secure checks left too long; answers how many. */
  sweep(): Promise<number>;
  /** Voids the gateway's charges no live order holds: one line per charge, then the summary. */
  reconcilePayments(): Promise<string[]>;
}

const isStatus = (status: string): status is OrderStatus => (ORDER_STATUS_VALUES as readonly string[]).includes(status);

export function adminOrders(deps: AdminDeps): AdminOrders {
  // start-production waits for the artwork (issue #30): the order service with the loop plugged in
  const service = ordersWithArtwork(deps).orders;
  return {
    async list(filter) {
      if (filter.status !== null && !isStatus(filter.status)) {
        return { ok: false, message: `unknown status ${filter.status}; one of: ${ORDER_STATUS_VALUES.join(' ')}` };
      }
      const rows = await listOrders(deps.db, filter);
      return {
        ok: true,
        orders: rows.map((row) => ({
          number: row.number,
          status: row.status,
          statusLabel: isStatus(row.status) ? ORDER_STATUS_LABELS[row.status] : row.status,
          placedAt: row.placed_at,
          customer: `${row.customer_name} <${row.customer_email}>`,
          paymentLabel: PAYMENT_METHOD_LABELS[row.payment_method],
          total: row.total,
        })),
      };
    },
    show: (number) => service.find(number),
    async apply(number, event) {
      const applied = await applyOrderAction(deps, service, number, event, CLI_ACTOR);
      if (!applied.ok) return { ok: false, message: applied.reason === 'not_found' ? 'no such order' : applied.message };
      const { order } = applied;
      const note = order.tracking_url ?? (order.tracking_number ? `${order.carrier_label ?? ''} ${order.tracking_number}`.trim() : null);
      return { ok: true, statusLabel: `${order.status_label} (${order.status})`, note: event.type === 'ship' ? note : null };
    },
    async sweep() {
      const abandoned = await service.sweep(true);
      if (abandoned > 0) {
        await audit.record(deps.db, {
          actor: CLI_ACTOR,
          action: 'order.sweep',
          target: { type: 'order', id: null },
          after: { abandoned },
          at: deps.now(),
        });
      }
      return abandoned;
    },
    async reconcilePayments() {
      const lines: string[] = [];
      const summary = await service.reconcilePayments((line) => lines.push(line));
      return [...lines, reconcileSummaryLine(summary)];
    },
  };
}
