/** Stored print orders and stored productions of the design flow (spec §4, §5). */
import { STORED_ORDERS_LIMIT } from './constants.ts';
import { ok, refuse } from '@shop/result';
import type { Result } from '@shop/result';
import type { StoredEntry } from './types.ts';

/**
 * Appends an entry and keeps the last STORED_ORDERS_LIMIT (4). An entry already stored under the
 * same id is replaced (it moves to the end).
 */
export function appendStored<T extends StoredEntry>(list: readonly T[], entry: T): T[] {
  return [...list.filter((e) => e.id !== entry.id), entry].slice(-STORED_ORDERS_LIMIT);
}

/** Disables an entry: its timestamp becomes 0 and it moves to the front (trimmed first). Unknown ids change nothing. */
export function disableStored<T extends StoredEntry>(list: readonly T[], id: string): T[] {
  const entry = list.find((e) => e.id === id);
  if (!entry) return [...list];
  return [{ ...entry, timestamp: 0 }, ...list.filter((e) => e !== entry)];
}

/** The stored entry with this id, if any. */
export function findStored<T extends StoredEntry>(list: readonly T[], id: string): T | undefined {
  return list.find((e) => e.id === id);
}

/** Why the print-order page refuses to open, with the page status to show. */
export type PrintOrderGuardError =
  | { readonly type: 'print_order_not_found'; readonly status: 404 }
  | { readonly type: 'print_order_product_mismatch'; readonly status: 400 };

/** What the print-order page guard checks. */
export interface PrintOrderGuardInput<T> {
  readonly pid: string | null | undefined; // query parameter
  readonly routeCode: string; // product code in the route
  readonly orders: readonly T[];
}

/**
 * Print-order page guard (spec §5): pid missing → 404; no stored order with that id → 404;
 * its product code differs from the route's code → 400; otherwise the order.
 */
export function checkPrintOrderGuard<T extends { readonly id: string; readonly product: { readonly code: string } }>({
  pid,
  routeCode,
  orders,
}: PrintOrderGuardInput<T>): Result<T, PrintOrderGuardError> {
  const order = pid ? orders.find((o) => o.id === pid) : undefined;
  if (!order) return refuse({ type: 'print_order_not_found', status: 404 });
  if (order.product.code !== routeCode) return refuse({ type: 'print_order_product_mismatch', status: 400 });
  return ok(order);
}
