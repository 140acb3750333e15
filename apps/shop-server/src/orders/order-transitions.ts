/**
 * Changing an order after it is placed (docs/decisions/009 "Statuses"): the operator's command line,
 * the 3-D Secure bridge and the sweep all go through `applyEvent`, which asks order-domain's
 * `transition` and performs the effects it answers: the gateway's part (capture, void, refund) first
 * with no transaction open (the sandbox gateway uses the same database), then one transaction that
 * re-checks the transition under the order's row lock and records it with its event, the stock and
 * the data check; mails after commit.
 */
import type { OrderWire } from '@shop/api-contract';
import { type OrderEffect, type OrderEvent, type PaymentStatus, transition } from '@shop/order-domain';
import type { Config } from '../config/config.ts';
import type { Db, Queryable } from '../db/db.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { DeclineCode, PaymentGateway } from '../payments/payment-gateway.ts';
import { afterTransition } from '../loyalty/loyalty-service.ts';
import { cartChanged } from '../cart/contents-cache.ts';
import { TransitionRefused } from './order-errors.ts';
import { orderConfirmationMail, shippingMail } from './order-mail.ts';
import { customerContact } from '../account/account-service.ts';
import {
  deleteOrder,
  insertOrderEvent,
  orderById,
  orderByNumber,
  type OrderRow,
  removeOrderedCartEntries,
  returnStock,
  setDataCheckStatus,
  stockOfOrder,
  unfinishedOrders,
  updateOrderStatus,
} from './order-store.ts';
import { paymentOf, type PaymentRow, updatePayment } from './order-payment-store.ts';
import { orderWire, stateOf } from './order-wire.ts';

/** An order left waiting for 3-D Secure this long is abandoned (ms). */
export const CHALLENGE_ABANDON_MS = 30 * 60_000;
/** A reservation whose placing never finished (a crash during authorisation) is undone after this (ms). */
export const RESERVATION_ABANDON_MS = 10 * 60_000;
/** The sweep runs at most this often per process (clock time, ms). */
const SWEEP_EVERY_MS = 10_000;

/** What the order service and its transitions need. */
export interface OrderServiceDeps {
  db: Db;
  config: Pick<Config, 'publicUrl' | 'closures'>;
  /** epoch ms */
  now: () => number;
  mailer: Mailer;
  payments: PaymentGateway;
  /** The artwork loop (issue #30), handed over by the mount table: the artwork folder sits above this one. */
  artwork?: OrderArtwork;
}

/** What orders need of the artwork loop: jobs made with a new order, and whether production may start. */
export interface OrderArtwork {
  /** Makes the art jobs of a new order inside its transaction; answers how many. */
  createJobsForOrder(tx: Queryable, orderId: number, customerId: number, at: number): Promise<number>;
  /** Whether every art job is ready; undefined for an order without jobs. */
  artReady(db: Queryable, orderId: number): Promise<boolean | undefined>;
}

/** Who changed an order (order_events.actor). */
export type Actor = 'customer' | 'operator' | 'system' | 'gateway';

/** The transitions of one database, clock, mailer and gateway. */
export function orderTransitions(deps: OrderServiceDeps) {
  const { db, payments } = deps;
  let lastSweep = Number.NEGATIVE_INFINITY;

  /** Sends a mail of an order without letting a failure undo what was done (the mailer logs it). */
  async function sendMail(customerId: number, orderId: number, make: typeof orderConfirmationMail): Promise<void> {
    try {
      const to = await customerContact(db, customerId);
      const row = await orderById(db, orderId);
      if (!to || !row) return;
      await deps.mailer.send(make(to, await orderWire(db, row), deps.config.publicUrl));
    } catch (error) {
      console.error(`[shop-server] mail of order ${orderId} was not sent:`, error);
    }
  }

  /** Undoes a reservation that did not become an order: stock back, the order and its rows gone. */
  async function undoReservation(orderId: number): Promise<void> {
    await db.transaction(async (tx) => {
      const row = await orderById(tx, orderId, true);
      if (!row || row.status !== 'placing') return;
      for (const { skuId, quantity } of await stockOfOrder(tx, orderId)) await returnStock(tx, skuId, quantity);
      await deleteOrder(tx, orderId);
    });
  }

  /** Releases a payment through the gateway: void an authorisation, refund a capture; the status it ends in. */
  async function releasePayment(payment: PaymentRow, declineCode: DeclineCode | undefined): Promise<PaymentStatus> {
    if (payment.method === 'bank_transfer') return payment.status === 'paid' ? 'refunded' : 'voided';
    if (declineCode) return 'failed'; // the issuer refused: nothing was authorised
    if (!payment.reference) return 'voided';
    if (payment.status === 'captured') {
      await payments.refund(payment.reference, payment.amount);
      return 'refunded';
    }
    if (payment.status === 'authorized' || payment.status === 'pending_challenge') await payments.void(payment.reference);
    return 'voided';
  }

  /** The effects that live in the database, inside the transition's transaction. */
  async function performInside(tx: Queryable, row: OrderRow, effects: readonly OrderEffect[]): Promise<void> {
    for (const effect of effects) {
      switch (effect) {
        case 'empty_cart':
          await removeOrderedCartEntries(tx, row.id, row.customer_id);
          break;
        case 'return_stock':
          for (const { skuId, quantity } of await stockOfOrder(tx, row.id)) await returnStock(tx, skuId, quantity);
          break;
        case 'start_data_check':
          await setDataCheckStatus(tx, row.id, 'checking');
          break;
        case 'approve_data':
          await setDataCheckStatus(tx, row.id, 'approved');
          break;
        default:
          break; // the gateway and mails: around the transaction
      }
    }
  }

  /**
   * Applies an event to an order (refused: TransitionRefused): the gateway's part, then the new
   * status, its event and the database effects in one transaction, then mails.
   */
  async function applyEvent(
    orderId: number,
    event: OrderEvent,
    actor: Actor,
    extra: { declineCode?: DeclineCode; note?: string } = {},
  ): Promise<OrderRow> {
    const before = await orderById(db, orderId);
    if (!before || before.status === 'placing') throw new Error(`order ${orderId} is not there to change`);
    // Production starts on artwork approved on every placement (issue #30).
    const withArt = async (q: Queryable, row: OrderRow) => {
      const artReady = event.type === 'start_production' ? await deps.artwork?.artReady(q, orderId) : undefined;
      return artReady === undefined ? stateOf(row) : { ...stateOf(row), artReady };
    };
    const planned = transition(await withArt(db, before), event, deps.now());
    if (!planned.ok) throw new TransitionRefused(planned.error);
    const payment = await paymentOf(db, orderId);
    const effects = planned.value.effects;
    let paymentStatus: PaymentStatus | undefined;
    if (effects.includes('capture_payment') && payment?.method === 'card') {
      if (payment.status === 'authorized' && payment.reference) await payments.capture(payment.reference);
      paymentStatus = 'captured';
    }
    if (effects.includes('release_payment') && payment) paymentStatus = await releasePayment(payment, extra.declineCode);
    if (effects.includes('mark_paid')) paymentStatus = 'paid';

    const at = new Date(deps.now());
    const applied = await db.transaction(async (tx) => {
      const row = await orderById(tx, orderId, true);
      if (!row) throw new Error(`order ${orderId} vanished`);
      const result = transition(await withArt(tx, row), event, at.getTime());
      // Another change came first (the gateway step above already ran for this one): refuse plainly.
      if (!result.ok) throw new TransitionRefused(result.error);
      const next = result.value.order;
      await updateOrderStatus(tx, orderId, {
        status: next.status,
        ...(event.type === 'ship' ? { carrier: next.carrier, trackingNumber: next.trackingNumber } : {}),
        at,
      });
      await insertOrderEvent(tx, orderId, { status: next.status, actor, note: extra.note ?? null, at });
      if (paymentStatus) {
        await updatePayment(tx, orderId, { status: paymentStatus, ...(extra.declineCode ? { declineCode: extra.declineCode } : {}), at });
      }
      await performInside(tx, row, result.value.effects);
      // Points earned at delivery; points and coupon given back at cancellation (issue #14).
      await afterTransition(tx, row, next.status, at);
      return row;
    });
    if (effects.includes('empty_cart')) cartChanged(applied.customer_id);
    if (effects.includes('send_confirmation_mail')) await sendMail(applied.customer_id, orderId, orderConfirmationMail);
    if (effects.includes('send_shipping_mail')) await sendMail(applied.customer_id, orderId, shippingMail);
    const after = await orderById(db, orderId);
    if (!after) throw new Error(`order ${orderId} vanished`);
    return after;
  }

  /**
   * Abandons what was left behind: reservations of a crashed placing (10 minutes) and 3-D Secure
   * challenges (30 minutes). At most every 10 s per process unless `force`; answers how many.
   */
  async function sweep(force = false): Promise<number> {
    const now = deps.now();
    if (!force && now - lastSweep < SWEEP_EVERY_MS) return 0;
    lastSweep = now;
    let done = 0;
    for (const id of await unfinishedOrders(db, 'placing', new Date(now - RESERVATION_ABANDON_MS))) {
      await undoReservation(id);
      done++;
    }
    for (const id of await unfinishedOrders(db, 'pending_authentication', new Date(now - CHALLENGE_ABANDON_MS))) {
      try {
        await applyEvent(id, { type: 'abandon_authentication' }, 'system', { note: '3Dセキュアが30分以内に完了しなかったため' });
        done++;
      } catch (error) {
        if (!(error instanceof TransitionRefused)) console.error(`[shop-server] abandoning order ${id} failed:`, error);
      }
    }
    return done;
  }

  /**
   * A status change by order number (the operator's, the system's): refused: TransitionRefused;
   * unknown number (or a reservation under way): undefined.
   */
  async function change(number: string, event: OrderEvent, actor: Actor = 'operator', note?: string): Promise<OrderWire | undefined> {
    const row = await orderByNumber(db, number);
    if (!row || row.status === 'placing') return undefined;
    const after = await applyEvent(row.id, event, actor, note === undefined ? {} : { note });
    return orderWire(db, after);
  }

  return { sendMail, undoReservation, applyEvent, sweep, change };
}

/** The transitions of one database, clock, mailer and gateway (the order service's parts receive them). */
export type OrderTransitions = ReturnType<typeof orderTransitions>;
