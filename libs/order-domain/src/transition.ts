/**
 * The order's life (docs/decisions/009 "Statuses") as one pure function: given an order and an
 * event, the order after it, the record of the change and what the caller must do besides (capture,
 * return stock, send a mail…), or a refusal saying why the event does not apply.
 *
 *   pending_authentication ─complete_authentication→ received
 *   awaiting_payment ─confirm_payment→ received
 *   received ─start_data_check→ data_check ─start_production→ in_production ─ship→ shipped ─deliver→ delivered
 *   (start_production only once every placement's artwork is approved: `artReady`)
 *   any status before shipped ─cancel (or abandon_authentication)→ cancelled
 *
 * An order of blank garments only has no print data to check: it may go from received straight to
 * in_production or shipped, and has no data check.
 */
import { ok, refuse, type Result } from '@shop/result';
import type { OrderStatus } from './labels.ts';

/** What a transition needs to know of an order; other fields are kept as they are. */
export interface OrderState {
  readonly status: OrderStatus;
  /** the order holds print productions (so its data must be checked before production) */
  readonly hasProductions: boolean;
  /** carrier code (spec §3: 1 Yamato, 2 Japan Post, 3 Sagawa); null until shipped */
  readonly carrier: number | null;
  readonly trackingNumber: string | null;
  /**
   * The order's artwork (issue #30): whether every art job is ready for production
   * (`@shop/artwork-domain`'s `orderArtState(jobs).mayStartProduction`); undefined for an order
   * placed before art jobs existed, whose data check alone decides.
   */
  readonly artReady?: boolean;
}

/** Something that happens to an order. */
export type OrderEvent =
  /** The shopper passed 3-D Secure. */
  | { readonly type: 'complete_authentication' }
  /** The shopper gave up 3-D Secure, it failed, or it was left for too long. */
  | { readonly type: 'abandon_authentication' }
  /** The operator saw the bank transfer arrive. */
  | { readonly type: 'confirm_payment' }
  | { readonly type: 'start_data_check' }
  | { readonly type: 'start_production' }
  | { readonly type: 'ship'; readonly carrier: number; readonly trackingNumber: string | null }
  | { readonly type: 'deliver' }
  | { readonly type: 'cancel' };
export type OrderEventType = OrderEvent['type'];

/** What the caller does besides storing the new state (the order service performs each). */
export type OrderEffect =
  /** the ordered cart lines leave the cart */
  | 'empty_cart'
  | 'send_confirmation_mail'
  /** the bank transfer is recorded as paid */
  | 'mark_paid'
  /** the productions' print data is being checked */
  | 'start_data_check'
  /** the productions' print data is approved */
  | 'approve_data'
  /** the card authorisation is taken (at shipping) */
  | 'capture_payment'
  | 'send_shipping_mail'
  /** the pieces go back into stock */
  | 'return_stock'
  /** an authorisation is voided, a capture or a received transfer refunded, a pending one dropped */
  | 'release_payment';

/** Why an event does not apply to an order. */
export type TransitionRefusal =
  | { readonly type: 'not_allowed'; readonly from: OrderStatus; readonly event: OrderEventType }
  /** a data check of an order without print productions */
  | { readonly type: 'no_productions' }
  /** production or shipping of print productions whose data was not checked */
  | { readonly type: 'data_check_first' }
  /** production of an order whose artwork is not approved on every placement yet */
  | { readonly type: 'artwork_not_ready' }
  | { readonly type: 'invalid_carrier'; readonly carrier: number }
  /** letters, digits and hyphens only, at most TRACKING_NUMBER_MAX_LENGTH */
  | { readonly type: 'invalid_tracking_number' };

/** The change as recorded in the order's history. */
export interface OrderEventRecord {
  readonly status: OrderStatus;
  /** epoch ms */
  readonly at: number;
}

export interface Transitioned<T extends OrderState> {
  readonly order: T;
  readonly record: OrderEventRecord;
  readonly effects: readonly OrderEffect[];
}

/** Longest tracking number accepted (characters). */
export const TRACKING_NUMBER_MAX_LENGTH = 40;
const TRACKING_NUMBER = /^[0-9A-Za-z-]+$/;

/** Statuses an order can be cancelled from: everything before it leaves the shop. */
const CANCELLABLE: ReadonlySet<OrderStatus> = new Set([
  'pending_authentication',
  'received',
  'awaiting_payment',
  'data_check',
  'in_production',
]);

/** The status an event leads to from `order`, or why not (parameters of `ship` aside). */
function target(order: OrderState, type: OrderEventType): Result<OrderStatus, TransitionRefusal> {
  const notAllowed = refuse<TransitionRefusal>({ type: 'not_allowed', from: order.status, event: type });
  const from = order.status;
  switch (type) {
    case 'complete_authentication':
      return from === 'pending_authentication' ? ok('received') : notAllowed;
    case 'abandon_authentication':
      return from === 'pending_authentication' ? ok('cancelled') : notAllowed;
    case 'confirm_payment':
      return from === 'awaiting_payment' ? ok('received') : notAllowed;
    case 'start_data_check':
      if (from !== 'received') return notAllowed;
      return order.hasProductions ? ok('data_check') : refuse({ type: 'no_productions' });
    case 'start_production':
      if (from === 'data_check') return order.artReady === false ? refuse({ type: 'artwork_not_ready' }) : ok('in_production');
      if (from !== 'received') return notAllowed;
      return order.hasProductions ? refuse({ type: 'data_check_first' }) : ok('in_production');
    case 'ship':
      if (from === 'in_production') return ok('shipped');
      if (from !== 'received') return notAllowed;
      return order.hasProductions ? refuse({ type: 'data_check_first' }) : ok('shipped');
    case 'deliver':
      return from === 'shipped' ? ok('delivered') : notAllowed;
    case 'cancel':
      return CANCELLABLE.has(from) ? ok('cancelled') : notAllowed;
  }
}

const EFFECTS: Readonly<Record<OrderEventType, readonly OrderEffect[]>> = {
  complete_authentication: ['empty_cart', 'send_confirmation_mail'],
  abandon_authentication: ['return_stock', 'release_payment'],
  confirm_payment: ['mark_paid'],
  start_data_check: ['start_data_check'],
  start_production: [],
  ship: ['capture_payment', 'send_shipping_mail'],
  deliver: [],
  cancel: ['return_stock', 'release_payment'],
};

/** A tracking number as stored: trimmed, null when empty; undefined when it is not one. */
export function normaliseTrackingNumber(raw: string | null): string | null | undefined {
  const text = (raw ?? '').trim();
  if (text === '') return null;
  return text.length <= TRACKING_NUMBER_MAX_LENGTH && TRACKING_NUMBER.test(text) ? text : undefined;
}

/**
 * Applies `event` to `order` at `now` (epoch ms): the order after it (other fields kept), the
 * history record and the effects to perform, or a refusal.
 *
 * @example transition(order, { type: 'ship', carrier: 1, trackingNumber: '1234-5678-9012' }, now)
 */
export function transition<T extends OrderState>(order: T, event: OrderEvent, now: number): Result<Transitioned<T>, TransitionRefusal> {
  const next = target(order, event.type);
  if (!next.ok) return next;
  const status = next.value;
  let effects = EFFECTS[event.type];
  let changed: T = { ...order, status };
  if (event.type === 'ship') {
    if (!Number.isSafeInteger(event.carrier) || event.carrier < 1) return refuse({ type: 'invalid_carrier', carrier: event.carrier });
    const trackingNumber = normaliseTrackingNumber(event.trackingNumber);
    if (trackingNumber === undefined) return refuse({ type: 'invalid_tracking_number' });
    changed = { ...changed, carrier: event.carrier, trackingNumber };
  }
  // Production starts on data the shop approved; blank garments have none.
  if (event.type === 'start_production' && order.hasProductions) effects = ['approve_data'];
  return ok({ order: changed, record: { status, at: now }, effects });
}

/** The events that apply to an order now (those `transition` would not refuse for its status). */
export function allowedEvents(order: OrderState): OrderEventType[] {
  const types: OrderEventType[] = [
    'complete_authentication',
    'abandon_authentication',
    'confirm_payment',
    'start_data_check',
    'start_production',
    'ship',
    'deliver',
    'cancel',
  ];
  return types.filter((type) => target(order, type).ok);
}
