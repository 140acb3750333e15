/**
 * What the checkout and order calls do, apart from HTTP (docs/decisions/009): quoting the server cart,
 * placing an order, ending a 3-D Secure challenge, reading orders, and (from order-transitions.ts)
 * the status changes the operator's command line makes. Every rule comes from @shop/order-domain
 * (totals, dates, numbers, transitions) and @shop/cart-domain (prices); every statement from
 * order-store.ts; the wire shapes from order-wire.ts; the card through the PaymentGateway port.
 *
 * It is put together from its parts: the quote (checkout-quote-service.ts), the reservation
 * (order-reservation.ts) and placing around the gateway call (order-placing-service.ts), the end of a
 * 3-D Secure challenge (payment-completion-service.ts), the queries (order-query-service.ts) and the
 * transitions (order-transitions.ts).
 */
import { checkoutQuotes } from './checkout-quote-service.ts';
import { orderPlacing } from './order-placing-service.ts';
import { orderQueries } from './order-query-service.ts';
import { orderReservation } from './order-reservation.ts';
import { type OrderServiceDeps, orderTransitions } from './order-transitions.ts';
import { paymentCompletion } from './payment-completion-service.ts';
export type { CheckoutChoices } from './checkout-quote-service.ts';
export { ORDERS_PER_PAGE } from './order-query-service.ts';
export type { PlacedOrder, PlaceOrderRequest } from './order-placing-service.ts';
export { CHALLENGE_ABANDON_MS, RESERVATION_ABANDON_MS } from './order-transitions.ts';
export type { Actor, OrderServiceDeps } from './order-transitions.ts';
export { reconcileSummaryLine, type ReconcileSummary } from './placement-recovery.ts';

/** The order service of one database, clock, mailer and gateway. */
export function orderService(deps: OrderServiceDeps) {
  const transitions = orderTransitions(deps);
  const { sweep, change, recovery } = transitions;
  const quotes = checkoutQuotes(deps);
  const { answer, ...queries } = orderQueries(deps.db);
  const reserve = orderReservation(deps, quotes);
  return {
    sweep,
    /**
     * Voids every gateway charge no live order holds, abandoning first the `placing` orders no live
     * process claims (the start-up pass and `npm run admin -- reconcile-payments`); one line per
     * charge or order to `log`.
     */
    reconcilePayments: (log: (line: string) => void) => recovery.reconcile(log, null),
    options: quotes.options,
    quote: quotes.quote,
    ...orderPlacing(deps, { reserve, transitions, answer }),
    ...paymentCompletion(deps, transitions, answer),
    ...queries,

    change,
    confirmPayment: (number: string) => change(number, { type: 'confirm_payment' }),
    startDataCheck: (number: string) => change(number, { type: 'start_data_check' }),
    startProduction: (number: string) => change(number, { type: 'start_production' }),
    ship: (number: string, carrier: number, trackingNumber: string | null) => change(number, { type: 'ship', carrier, trackingNumber }),
    deliver: (number: string) => change(number, { type: 'deliver' }),
    cancel: (number: string, note?: string) => change(number, { type: 'cancel' }, 'operator', note),
  };
}

/** The service's type (routes and the operator's command line receive it). */
export type OrderService = ReturnType<typeof orderService>;
