/**
 * When a customer may close their account (issue #14, `/myaccount/cancel-membership`): only once
 * every order of theirs is settled, i.e. delivered or cancelled. An order still being authorised,
 * paid, checked, made or carried keeps the account open, so the shop can still reach the customer
 * about it and the customer can still follow it.
 */
import type { OrderStatus } from './labels.ts';

/** The statuses an order ends in; any other keeps its customer's account from being closed. */
export const SETTLED_ORDER_STATUSES = ['delivered', 'cancelled'] as const satisfies readonly OrderStatus[];

/** Whether an order in this status keeps its customer's account open. */
export function blocksAccountClosure(status: OrderStatus): boolean {
  return !(SETTLED_ORDER_STATUSES as readonly OrderStatus[]).includes(status);
}

/** An order as the closure check reads it. */
export interface ClosureOrder {
  readonly number: string;
  readonly status: OrderStatus;
}

/** The orders that keep the account open (in the order given); an empty list means it may close. */
export function ordersBlockingClosure<TOrder extends ClosureOrder>(orders: readonly TOrder[]): TOrder[] {
  return orders.filter((order) => blocksAccountClosure(order.status));
}
