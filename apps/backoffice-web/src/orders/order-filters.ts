/**
 * The order list's address: what the search box and the filters put in `/admin/orders?…` (so a
 * dashboard count is a link to its filtered list), and the query the API receives from it.
 */
import {
  ART_WAIT_VALUES,
  ORDER_STATUS_FILTER_VALUES,
  type AdminOrderQuery,
  type ArtWait,
  type OrderStatusFilter,
} from '@shop/api-contract/admin';
import { PAYMENT_STATUS_LABELS, type PaymentStatus } from '@shop/order-domain';

/** The search parameters the list reads, in the order the form shows them. */
export const ORDER_FILTER_KEYS = ['q', 'status', 'method', 'payment_method', 'payment_status', 'due_from', 'due_until', 'art'] as const;
export type OrderFilterKey = (typeof ORDER_FILTER_KEYS)[number];

const isOneOf = <T extends string>(values: readonly T[], value: string): value is T => (values as readonly string[]).includes(value);
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The API query of the list's address. A value the API would refuse (hand-edited address) is left
 * out instead of being sent, so the page still lists something.
 */
export function orderQueryOf(params: URLSearchParams): Partial<AdminOrderQuery> {
  const text = (key: OrderFilterKey) => params.get(key)?.trim() || undefined;
  const status = text('status');
  const art = text('art');
  const date = (key: 'due_from' | 'due_until') => {
    const value = text(key);
    return value && ISO_DATE.test(value) ? value : undefined;
  };
  const page = Number(params.get('page'));
  const method = text('method');
  const paymentMethod = text('payment_method');
  const paymentStatus = text('payment_status');
  return {
    q: text('q')?.slice(0, 100),
    status: status && isOneOf<OrderStatusFilter>(ORDER_STATUS_FILTER_VALUES, status) ? status : undefined,
    method: method && /^[a-z0-9-]{1,50}$/.test(method) ? method : undefined,
    paymentMethod: paymentMethod === 'card' || paymentMethod === 'bank_transfer' ? paymentMethod : undefined,
    paymentStatus:
      paymentStatus && isOneOf<PaymentStatus>(Object.keys(PAYMENT_STATUS_LABELS) as PaymentStatus[], paymentStatus)
        ? paymentStatus
        : undefined,
    dueFrom: date('due_from'),
    dueUntil: date('due_until'),
    art: art && isOneOf<ArtWait>(ART_WAIT_VALUES, art) ? art : undefined,
    page: Number.isSafeInteger(page) && page > 1 && page < 1_000_000 ? page : undefined,
  };
}

/** `/admin/orders?…` (router path `/orders?…`) with the given filters, blanks left out. */
export function ordersLink(filters: Partial<Record<OrderFilterKey, string>>): string {
  const params = new URLSearchParams();
  for (const key of ORDER_FILTER_KEYS) {
    const value = filters[key];
    if (value) params.set(key, value);
  }
  const query = params.toString();
  return query ? `/orders?${query}` : '/orders';
}
