/**
 * Reading orders: the customer's history and one order or production of theirs, an order for the
 * operator, and the answer to a placed order (the order and what the browser does next).
 */
import type { OrderSummaryWire, OrderWire } from '@shop/api-contract';
import { ORDER_STATUS_LABELS } from '@shop/order-domain';
import type { Queryable } from '../db/db.ts';
import type { PlacedOrder } from './order-placing-service.ts';
import { orderById, orderByNumber, ordersOfCustomer, productionByNumber } from './order-store.ts';
import { nextOf, orderWire, publicStatus, summaryWire, withDataCheck, withMockup } from './order-wire.ts';

/** Orders per page of the order history. */
export const ORDERS_PER_PAGE = 20;

/** The order queries of one database. */
export function orderQueries(db: Queryable) {
  return {
    /** A placed (or replayed) order and what the browser does next. */
    async answer(orderId: number): Promise<PlacedOrder> {
      const row = await orderById(db, orderId);
      if (!row) throw new Error(`order ${orderId} vanished`);
      return { order: await orderWire(db, row), next: await nextOf(db, row) };
    },

    /** `GET /api/orders`: a page of the customer's orders. */
    async list(
      customerId: number,
      page: number,
    ): Promise<{ data: OrderSummaryWire[]; meta: { current_page: number; last_page: number; per_page: number; total: number } }> {
      const { rows, total } = await ordersOfCustomer(db, customerId, { limit: ORDERS_PER_PAGE, offset: (page - 1) * ORDERS_PER_PAGE });
      return {
        data: rows.map(summaryWire),
        meta: { current_page: page, last_page: Math.max(1, Math.ceil(total / ORDERS_PER_PAGE)), per_page: ORDERS_PER_PAGE, total },
      };
    },

    /** `GET /api/orders/:number` (undefined: none of the customer's). */
    async show(customerId: number, number: string): Promise<OrderWire | undefined> {
      const row = await orderByNumber(db, number, customerId);
      if (!row || row.status === 'placing') return undefined;
      return orderWire(db, row);
    },

    /** `GET /api/order_productions/:number` (undefined: none of the customer's). */
    async production(customerId: number, number: string) {
      const found = await productionByNumber(db, number, customerId);
      if (!found || found.line.kind !== 'production') return undefined;
      const row = await orderById(db, found.order_id);
      if (!row) return undefined;
      const line = withMockup(withDataCheck(found.line, found.data_check_status), found.mockup_token);
      if (line.kind !== 'production') return undefined;
      return {
        order: {
          number: row.number,
          status: publicStatus(row.status),
          status_label: ORDER_STATUS_LABELS[publicStatus(row.status)],
          placed_at: row.placed_at.toISOString(),
          ship_date: row.ship_date,
        },
        production: line.production,
        charges: line.charges,
        subtotal: line.subtotal,
      };
    },

    /** An order by number for the operator (any customer's); undefined when there is none. */
    async find(number: string): Promise<OrderWire | undefined> {
      const row = await orderByNumber(db, number);
      return row && row.status !== 'placing' ? orderWire(db, row) : undefined;
    },
  };
}
