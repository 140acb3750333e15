/**
 * The back office's order desk (issue #30): the dashboard, the order search, one order's detail and
 * the bulk status change. Orders are read and changed through the order service (changes as the
 * operator's command line makes them: order-actions.ts), art jobs through the artwork service;
 * the searches and counts are this folder's own reads (order-desk-store.ts).
 */
import {
  OPEN_ORDER_STATUSES,
  ORDER_BULK_ACTIONS,
  type AdminOrderQuery,
  type ArtWait,
  type OrderBulkAction,
  type OrderStatusFilter,
} from '@shop/api-contract/admin';
import type { OrderWire } from '@shop/api-contract';
import {
  ART_JOB_STATUS_LABELS,
  CUSTOMER_WAIT_STATUSES,
  DEFECT_REASONS,
  STAFF_QUEUE_STATUSES,
  currentDefects,
  latestVersion,
} from '@shop/artwork-domain';
import {
  ORDER_STATUS_LABELS,
  PAYMENT_METHOD_LABELS,
  PAYMENT_STATUS_LABELS,
  type OrderStatus,
  type PaymentStatus,
} from '@shop/order-domain';
import { addressService } from '../addresses/address-service.ts';
import type { ArtworkService } from '../artwork/artwork-service.ts';
import type { AuditActor } from '../audit/audit-service.ts';
import type { Db } from '../db/db.ts';
import type { OrderService } from '../orders/order-service.ts';
import { applyOrderAction } from './order-actions.ts';
import {
  customerOfOrder,
  historyOfOrder,
  methodCounts,
  overdueOrders,
  printMethods,
  searchOrders,
  workCounts,
  type OrderSearchRow,
} from './order-desk-store.ts';
import { orderSearchKeys } from './search-keys.ts';

/** Orders per page of the search. */
export const ORDER_DESK_PAGE_SIZE = 50;
/** Overdue orders the dashboard lists by name. */
const OVERDUE_LISTED = 20;

/** Japanese names of who changed an order (order_events.actor). */
const ACTOR_LABELS: Readonly<Record<string, string>> = {
  customer: 'お客様',
  operator: 'ショップ',
  system: 'システム',
  gateway: '決済代行',
  cli: 'コマンドライン',
};

/** Statuses after which an order has left the shop (never overdue). */
const DONE: ReadonlySet<string> = new Set(['shipped', 'delivered', 'cancelled']);

const DAY_MS = 86_400_000;
const JST_MS = 9 * 3_600_000;
/** The JST calendar day `days` after the one of `at` (epoch ms), as 'YYYY-MM-DD'. */
const jstDay = (at: number, days = 0) => new Date(at + JST_MS + days * DAY_MS).toISOString().slice(0, 10);

const isOrderStatus = (status: string): status is OrderStatus => status in ORDER_STATUS_LABELS;
const statusLabel = (status: string) => (isOrderStatus(status) ? ORDER_STATUS_LABELS[status] : status);
const paymentStatusOf = (status: string | null): PaymentStatus =>
  status === null || status === 'pending' ? 'pending_challenge' : (status as PaymentStatus);

/** The statuses a filter value means. */
function statusesOf(filter: OrderStatusFilter | undefined): readonly string[] | null {
  if (filter === undefined) return null;
  return filter === 'open' ? OPEN_ORDER_STATUSES : [filter];
}

export interface OrderDeskDeps {
  db: Db;
  /** epoch ms */
  now: () => number;
  orders: OrderService;
  artwork: ArtworkService;
}

export function orderDeskService(deps: OrderDeskDeps) {
  const { db, orders, artwork } = deps;

  function rowWire(row: OrderSearchRow, today: string) {
    const payment = paymentStatusOf(row.payment_status);
    const status = isOrderStatus(row.status) ? row.status : 'pending_authentication';
    return {
      number: row.number,
      status,
      status_label: ORDER_STATUS_LABELS[status],
      placed_at: new Date(row.placed_at).toISOString(),
      ship_date: row.ship_date,
      overdue: !DONE.has(row.status) && row.ship_date < today,
      customer_name: row.customer_name,
      customer_name_kana: row.customer_name_kana,
      email: row.email,
      phone: row.phone,
      postal_code: row.postal_code,
      payment_method: row.payment_method,
      payment_method_label: PAYMENT_METHOD_LABELS[row.payment_method],
      payment_status: payment,
      payment_status_label: PAYMENT_STATUS_LABELS[payment],
      total: row.total,
      quantity: row.quantity,
      has_productions: row.has_productions,
      print_methods: row.print_methods,
    };
  }

  /** The orders whose art jobs wait on `side`. */
  async function ordersWaitingOn(side: ArtWait): Promise<number[]> {
    const waits = await artwork.waits();
    return [...new Set(waits[side].map((w) => w.orderId))];
  }

  return {
    /** `GET /api/admin/orders`: one page of the search, by shipping date. */
    async search(query: AdminOrderQuery) {
      const today = jstDay(deps.now());
      const page = query.page ?? 1;
      const { rows, total } = await searchOrders(
        db,
        {
          keys: query.q === undefined ? undefined : orderSearchKeys(query.q),
          statuses: statusesOf(query.status),
          methodSlug: query.method ?? null,
          paymentMethod: query.paymentMethod ?? null,
          paymentStatus: query.paymentStatus ?? null,
          dueFrom: query.dueFrom ?? null,
          dueUntil: query.dueUntil ?? null,
          orderIds: query.art ? await ordersWaitingOn(query.art) : null,
        },
        ORDER_DESK_PAGE_SIZE,
        (page - 1) * ORDER_DESK_PAGE_SIZE,
      );
      const methods = await printMethods(db);
      return {
        data: rows.map((row) => rowWire(row, today)),
        meta: {
          current_page: page,
          last_page: Math.max(1, Math.ceil(total / ORDER_DESK_PAGE_SIZE)),
          per_page: ORDER_DESK_PAGE_SIZE,
          total,
          print_methods: methods.map(({ slug, name }) => ({ slug, name })),
          today,
        },
      };
    },

    /** `GET /api/admin/orders/:number`; undefined when there is no such order. */
    async detail(number: string) {
      const order = await orders.find(number);
      const [customer] = await customerOfOrder(db, number);
      if (!order || !customer) return undefined;
      const addresses = await addressService(db, deps.now).list(customer.id);
      const history = await historyOfOrder(db, number);
      const art = await artwork.staffJobsOfOrder(number);
      const now = deps.now();
      return {
        data: {
          order,
          customer: {
            ...customer,
            addresses: addresses.map((a) => ({
              name: a.name,
              name_kana: a.name_kana,
              postal_code: a.postal_code,
              prefecture: a.prefecture,
              city: a.city,
              town: a.town,
              street: a.street,
              building: a.building,
              company: a.company,
              phone: a.phone,
            })),
          },
          history: history.map((line) => ({
            at: new Date(line.created_at).toISOString(),
            status: isOrderStatus(line.status) ? line.status : 'pending_authentication',
            status_label: statusLabel(line.status),
            actor: line.actor,
            actor_label: ACTOR_LABELS[line.actor] ?? line.actor,
            note: line.note,
            artwork: line.artwork,
          })),
          art_jobs: (art?.jobs ?? []).map(({ job, productionNumber }) => {
            const latest = latestVersion(job);
            const waitingOn: ArtWait | null = STAFF_QUEUE_STATUSES.includes(job.status)
              ? 'staff'
              : CUSTOMER_WAIT_STATUSES.includes(job.status)
                ? 'customer'
                : null;
            const since = waitingOn === 'customer' ? (job.waiting?.since ?? job.updatedAt) : waitingOn === 'staff' ? job.updatedAt : null;
            return {
              id: job.id,
              production_number: productionNumber,
              placement_name: job.placement.name,
              method: job.method,
              proof: job.proof,
              status: job.status,
              status_label: ART_JOB_STATUS_LABELS[job.status].staff,
              waiting_on: waitingOn,
              waiting_since: since === null ? null : new Date(since).toISOString(),
              deadline: job.waiting?.deadline ?? null,
              latest_version: latest.number,
              latest_file_name: latest.customerFile.name,
              reasons: currentDefects(job).map((r) => DEFECT_REASONS[r.code].label),
            };
          }),
          ship_date_recount: art?.shipDateRecount ?? null,
          overdue: !DONE.has(order.status) && order.ship_date < jstDay(now),
        },
      };
    },

    /**
     * `POST /api/admin/orders/bulk_status`: `action` on each order in turn, as `actor`; a refusal of
     * one never stops the others. Answers one result per order, in the order given.
     */
    async bulkStatus(numbers: readonly string[], action: OrderBulkAction, actor: AuditActor & { kind: 'staff' }) {
      if (!ORDER_BULK_ACTIONS.includes(action)) throw new Error(`not a bulk action: ${action}`);
      const results = [];
      for (const number of numbers) {
        const applied = await applyOrderAction(deps, orders, number, { type: action }, actor, `管理画面（${actor.email}）`);
        results.push(bulkResult(number, applied));
      }
      return { data: results };
    },

    /** `GET /api/admin/dashboard`. */
    async dashboard() {
      const now = deps.now();
      const today = jstDay(now);
      const counts = await workCounts(db, OPEN_ORDER_STATUSES, today);
      const waits = await artwork.waits();
      const side = (list: { orderId: number; since: number }[]) => ({
        jobs: list.length,
        orders: new Set(list.map((w) => w.orderId)).size,
        oldest_since: list.length === 0 ? null : new Date(Math.min(...list.map((w) => w.since))).toISOString(),
      });
      return {
        data: {
          today,
          yesterday: jstDay(now, -1),
          tomorrow: jstDay(now, 1),
          work: OPEN_ORDER_STATUSES.map((status) => {
            const row = counts.find((c) => c.status === status);
            return {
              status,
              status_label: ORDER_STATUS_LABELS[status],
              overdue: row?.overdue ?? 0,
              today: row?.today ?? 0,
              later: row?.later ?? 0,
            };
          }),
          overdue_orders: (await overdueOrders(db, OPEN_ORDER_STATUSES, today, OVERDUE_LISTED)).map((row) => ({
            ...row,
            status_label: statusLabel(row.status),
          })),
          methods: await methodCounts(db, OPEN_ORDER_STATUSES),
          art: { staff: side(waits.staff), customer: side(waits.customer) },
        },
      };
    },
  };
}

/** One order's line of a bulk answer. */
function bulkResult(number: string, applied: Awaited<ReturnType<typeof applyOrderAction>>) {
  const labelled = (order: OrderWire | null) => ({ status: order?.status ?? null, status_label: order?.status_label ?? null });
  if (applied.ok) {
    const before = labelled(applied.before);
    return {
      number,
      outcome: 'changed' as const,
      before_status: before.status,
      before_status_label: before.status_label,
      ...labelled(applied.order),
      message: null,
    };
  }
  if (applied.reason === 'not_found') {
    return {
      number,
      outcome: 'refused' as const,
      before_status: null,
      before_status_label: null,
      status: null,
      status_label: null,
      message: '注文が見つかりません。',
    };
  }
  const before = labelled(applied.before);
  return {
    number,
    outcome: 'refused' as const,
    before_status: before.status,
    before_status_label: before.status_label,
    ...before,
    message: applied.message,
  };
}

export type OrderDeskService = ReturnType<typeof orderDeskService>;
