/**
 * Stored print orders (spec §3 "Stored print orders", §4, §5): the atoms the design flow writes
 * them with, and the print-order page guard. The rules are cart-domain's: `appendStored` keeps the
 * last 4, `disableStored` sets the timestamp to 0 and moves the order to the front,
 * `checkPrintOrderGuard` decides whether the print-order page opens. The list lives in localStorage
 * (print-order-storage.ts); the clock comes from `servicesAtom`.
 */
import {
  appendStored,
  checkPrintOrderGuard,
  disableStored,
  findStored,
  type PrintOrderGuardError,
  type StoredPrintOrder,
} from '@shop/cart-domain';
import type { Result } from '@shop/result';
import { atom, type Getter } from 'jotai';
import { atomWithStorage } from 'jotai/utils';
import { servicesAtom } from '../api/services.ts';
import { localStorageOrUndefined } from '../storage/slot-storage.ts';
import {
  PRINT_ORDERS_KEY,
  UNREAD_PRINT_ORDERS,
  createPrintOrderStorage,
  type PrintOrdersSlot,
  type ReadPrintOrders,
} from './print-order-storage.ts';

const storage = createPrintOrderStorage();

const printOrdersSlotAtom = atomWithStorage<PrintOrdersSlot>(PRINT_ORDERS_KEY, UNREAD_PRINT_ORDERS, storage);

/** The orders now, read from storage when no component has read them yet (actions may run before mount). */
function currentOrders(get: Getter): readonly StoredPrintOrder[] {
  const slot = get(printOrdersSlotAtom);
  return slot.status === 'read' ? slot.orders : (storage.getItem(PRINT_ORDERS_KEY, slot) as ReadPrintOrders).orders;
}

/** The stored print orders as pages show them; `ready` is false until they have been read from storage. */
export interface PrintOrdersView {
  readonly ready: boolean;
  readonly orders: readonly StoredPrintOrder[]; // oldest first, disabled ones at the front
}

/** Read-only: the stored print orders (an empty list until read, on the server and during hydration). */
export const printOrdersAtom = atom<PrintOrdersView>((get) => {
  const slot = get(printOrdersSlotAtom);
  return slot.status === 'read' ? { ready: true, orders: slot.orders } : { ready: false, orders: [] };
});

/** A print order to store; the timestamp is stamped when it is stored. */
export type PrintOrderInput = Omit<StoredPrintOrder, 'timestamp'>;

/**
 * Stores a print order stamped with the services' clock (spec §4): appended, the list trimmed to the
 * last 4; an order already stored under the same id is replaced and moves to the end. Returns the
 * order as stored.
 */
export const appendPrintOrderAtom = atom(null, (get, set, order: PrintOrderInput): StoredPrintOrder => {
  const stored: StoredPrintOrder = { ...order, timestamp: get(servicesAtom).now() };
  set(printOrdersSlotAtom, { status: 'read', orders: appendStored(currentOrders(get), stored) });
  return stored;
});

/** Disables a stored print order (spec §4): timestamp 0, moved to the front. An unknown id changes nothing. */
export const disablePrintOrderAtom = atom(null, (get, set, id: string): void => {
  const orders = currentOrders(get);
  if (findStored(orders, id) === undefined) return;
  set(printOrdersSlotAtom, { status: 'read', orders: disableStored(orders, id) });
});

/** What the print-order page is opened with: the `pid` query parameter and the product code of the route. */
export interface PrintOrderPageQuery {
  readonly pid: string | null | undefined;
  readonly routeCode: string;
}

/**
 * Print-order page guard (spec §5) on the stored orders: no `pid` or no stored order with it →
 * `print_order_not_found` (404); another product's order → `print_order_product_mismatch` (400);
 * else the order. Reads localStorage itself, so that a route's clientLoader can call it before any
 * component (and the jotai store) exists:
 * `checkStoredPrintOrder({ pid: url.searchParams.get('pid'), routeCode: params.code })`.
 */
export function checkStoredPrintOrder(
  query: PrintOrderPageQuery,
  getStorage: () => Storage | undefined = localStorageOrUndefined,
): Result<StoredPrintOrder, PrintOrderGuardError> {
  const { orders } = createPrintOrderStorage(getStorage).getItem(PRINT_ORDERS_KEY, UNREAD_PRINT_ORDERS) as ReadPrintOrders;
  return checkPrintOrderGuard({ pid: query.pid, routeCode: query.routeCode, orders });
}
