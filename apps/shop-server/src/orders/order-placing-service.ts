/**
 * Placing an order (docs/decisions/009): two short transactions around the gateway call. The first
 * reserves (order-reservation.ts); then the card is authorised with no transaction open; the second
 * finishes (received, cart emptied) or, on a decline, undoes the reservation (stock back, order
 * gone), so a declined card leaves the cart and the stock as they were. A 3-D Secure challenge keeps
 * the cart until it ends (payment-completion-service.ts).
 *
 * One purchase, one authorisation (docs/decisions/019): the order is claimed by this process from
 * its reservation to its end; a retry with the same key waits for a live placer, takes over from a
 * dead one (the gateway answers the same key with the same charge), or is told the placing was
 * abandoned; an authorisation that has no order left to finish is voided.
 */
import type { OrderNextWire, OrderWire } from '@shop/api-contract';
import type { OrderStatus } from '@shop/order-domain';
import { cartChanged } from '../cart/contents-cache.ts';
import { crashPoint } from '../process/crash-points.ts';
import type { CardSummary } from '../payments/payment-gateway.ts';
import { chargeableCard, customerRefOf, SAVED_CARD_GONE_MESSAGE } from '../saved-cards/saved-card-service.ts';
import type { SavedCardRow } from '../saved-cards/saved-card-store.ts';
import type { CheckoutChoices } from './checkout-quote-service.ts';
import {
  choiceRefused,
  declined,
  ORDER_MESSAGES,
  orderAbandoned,
  orderInProgress,
  OrderRefused,
  paymentUnavailable,
} from './order-errors.ts';
import { cardKeeping } from './card-keeping.ts';
import { orderConfirmationMail } from './order-mail.ts';
import type { Reservation } from './order-reservation.ts';
import { insertOrderEvent, orderById, orderByKey, removeOrderedCartEntries, updateOrderStatus } from './order-store.ts';
import { paymentOf, updatePayment } from './order-payment-store.ts';
import { gatewayKeyOf } from './placement-recovery.ts';
import { otherPlacingOrders, wasAbandoned } from './placement-store.ts';
import type { OrderServiceDeps, OrderTransitions } from './order-transitions.ts';

/** A duplicate of an order being placed waits this long for it (real time, ms). */
const DUPLICATE_WAIT_MS = 30_000;

/** The place-order body. */
export interface PlaceOrderRequest extends CheckoutChoices {
  cardToken: string | null;
  /** a saved card (`/api/payment_methods`) instead of a new card's token */
  savedCardId?: number | null;
  /** keep the new card once its authorisation succeeded (issue #32) */
  saveCard?: boolean;
  quoteToken: string;
  idempotencyKey: string;
  /** a print order's proof (issue #30): `skipped` = 校正なしで進める; `wanted` when absent */
  proof?: 'wanted' | 'skipped';
}

/** A placed (or replayed) order and what the browser does next. */
export interface PlacedOrder {
  order: OrderWire;
  next: OrderNextWire;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** What placing uses of the other parts of the order service. */
export interface PlacingParts {
  reserve: (customerId: number, request: PlaceOrderRequest, card: CardSummary | null) => Promise<Reservation | null>;
  transitions: Pick<OrderTransitions, 'sendMail' | 'undoReservation' | 'sweep' | 'recovery'>;
  answer: (orderId: number) => Promise<PlacedOrder>;
}

/** Placing orders with one database, clock, gateway and mailer. */
export function orderPlacing(deps: OrderServiceDeps, { reserve, transitions, answer }: PlacingParts) {
  const { db, payments, config } = deps;
  const { sendMail, undoReservation, sweep, recovery } = transitions;
  const { claims } = recovery;
  const keeping = cardKeeping(deps);
  return {
    /** `POST /api/checkout/card_sessions`: a session at the gateway for the card form. */
    async openCardSession(customerId: number): Promise<{ token: string; url: string }> {
      try {
        const { token } = await payments.createCardSession({ customerRef: `customer-${customerId}`, returnPath: '/checkout/confirm' });
        return { token, url: `/checkout/cardpay/${encodeURIComponent(token)}` };
      } catch (error) {
        console.error('[shop-server] opening a card session failed:', error);
        throw new OrderRefused(503, 'payment_unavailable', ORDER_MESSAGES.cardSessionUnavailable);
      }
    },

    /**
     * `POST /api/orders`. The same idempotency key again answers the order it placed: waiting for it
     * while a live process places it, taking it over when the process placing it died (the gateway's
     * own key makes the second call answer the first's authorisation), or saying that it was
     * abandoned (its authorisation voided). Refusals are OrderRefused (409, 402, 503) or 422s on a choice.
     */
    async place(customerId: number, request: PlaceOrderRequest): Promise<PlacedOrder> {
      await sweep().catch((error: unknown) => console.error('[shop-server] order sweep failed:', error));
      let held: number | null = null;
      try {
        const started = await start(customerId, request);
        if ('answered' in started) return started.answered;
        held = started.reserved.orderId;
        return await authorizeAndFinish(customerId, request, started.reserved, started.savedCard);
      } finally {
        if (held !== null)
          await claims.release(held).catch((error: unknown) => console.error('[shop-server] releasing a claim failed:', error));
      }
    },
  };

  /**
   * Until this request holds a reserved (or taken over) order: the order of a duplicate is answered,
   * a live one waited for, an abandoned key refused, another order of the customer still being placed
   * settled first.
   */
  async function start(
    customerId: number,
    request: PlaceOrderRequest,
  ): Promise<{ answered: PlacedOrder } | { reserved: Reservation; savedCard: SavedCardRow | undefined }> {
    const waitUntil = performance.now() + DUPLICATE_WAIT_MS;
    for (;;) {
      const existing = await orderByKey(db, customerId, request.idempotencyKey);
      if (existing) {
        if (existing.status !== 'placing') {
          // A placer that died after authorising left the card to keep (claimed once, whoever comes).
          await keeping.keepAfterSuccess(customerId, existing.id);
          return { answered: await answer(existing.id) };
        }
        if (await claims.tryClaim(existing.id)) {
          // Nobody places it any more (its process died): this retry finishes it.
          const taken = await takeOver(customerId, existing.id, request);
          if (taken) return taken;
          continue;
        }
        if (performance.now() > waitUntil) throw orderInProgress();
        await sleep(25);
        continue;
      }
      if (await wasAbandoned(db, customerId, request.idempotencyKey)) throw orderAbandoned();
      // One cart, one order at a time: another key's order still being placed is waited for, or
      // abandoned (its authorisation voided) when its process died.
      const others = await otherPlacingOrders(db, customerId, request.idempotencyKey);
      let busy = false;
      for (const id of others) busy = (await recovery.abandonUnclaimed(id)) === 'claimed' || busy;
      if (busy) {
        if (performance.now() > waitUntil) throw orderInProgress();
        await sleep(25);
        continue;
      }
      let card: CardSummary | null = null;
      let savedCard: SavedCardRow | undefined;
      const savedCardId = request.paymentMethod === 'card' ? (request.savedCardId ?? null) : null;
      if (savedCardId !== null) {
        // Another customer's card, a deleted one or one of another gateway: not this customer's to charge.
        savedCard = await chargeableCard(db, customerId, savedCardId, payments.name);
        if (!savedCard) throw choiceRefused('saved_card_id', SAVED_CARD_GONE_MESSAGE);
        card = { brand: savedCard.brand, last4: savedCard.last4, expMonth: savedCard.exp_month, expYear: savedCard.exp_year };
      } else if (request.paymentMethod === 'card') {
        // Keeping the card is refused before it is charged, not found impossible after.
        if (request.saveCard === true) await keeping.checkRoom(customerId);
        card = request.cardToken === null ? null : await payments.cardOf(request.cardToken);
        if (!card) {
          // A duplicate whose twin already used the token: answer the twin's order.
          if (await orderByKey(db, customerId, request.idempotencyKey)) continue;
          throw choiceRefused('card_token', ORDER_MESSAGES.cardExpired);
        }
      }
      try {
        const reserved = await reserve(customerId, request, card);
        if (reserved) return { reserved, savedCard };
      } catch (error) {
        // A refusal may only mean a duplicate finished first (cart emptied): then answer its order.
        if (error instanceof OrderRefused && (await orderByKey(db, customerId, request.idempotencyKey))) continue;
        throw error;
      }
    }
  }

  /** The reservation of a `placing` order this request has just claimed; null (claim given back) when it moved on. */
  async function takeOver(
    customerId: number,
    orderId: number,
    request: PlaceOrderRequest,
  ): Promise<{ reserved: Reservation; savedCard: SavedCardRow | undefined } | null> {
    try {
      const row = await orderById(db, orderId);
      const payment = await paymentOf(db, orderId);
      if (!row || row.status !== 'placing' || !payment) {
        await claims.release(orderId);
        return null;
      }
      const savedCardId = request.paymentMethod === 'card' ? (request.savedCardId ?? null) : null;
      const savedCard = savedCardId === null ? undefined : await chargeableCard(db, customerId, savedCardId, payments.name);
      if (savedCardId !== null && !savedCard) {
        await recovery.abandon(orderId);
        throw choiceRefused('saved_card_id', SAVED_CARD_GONE_MESSAGE);
      }
      return { reserved: { orderId, number: row.number, total: row.total, bridgeToken: payment.bridge_token }, savedCard };
    } catch (error) {
      await claims.release(orderId);
      throw error;
    }
  }

  /** The gateway call (no transaction open) and the second transaction, for a reservation this request claims. */
  async function authorizeAndFinish(
    customerId: number,
    request: PlaceOrderRequest,
    reserved: Reservation,
    savedCard: SavedCardRow | undefined,
  ): Promise<PlacedOrder> {
    const { orderId, number, total, bridgeToken } = reserved;
    if (request.paymentMethod === 'bank_transfer' || bridgeToken === null) {
      cartChanged(customerId);
      await sendMail(customerId, orderId, orderConfirmationMail);
      return answer(orderId);
    }

    await crashPoint('placing:reserved');
    let result;
    try {
      const charge = {
        amount: total,
        orderNumber: number,
        returnUrl: `${config.publicUrl}/checkout/bridge/${bridgeToken}`,
        // One authorisation per order: a retry of this order number gets the same answer.
        idempotencyKey: gatewayKeyOf(number),
      };
      result = savedCard
        ? await payments.authorizeStoredCard({ ...charge, storedCardRef: savedCard.reference, customerRef: customerRefOf(customerId) })
        : await payments.authorize({ ...charge, cardToken: request.cardToken ?? '' });
    } catch (error) {
      console.error(`[shop-server] authorising order ${number} failed:`, error);
      // Whatever the gateway may have authorised before failing is voided with the order.
      await recovery.abandon(orderId);
      throw paymentUnavailable();
    }
    if (result.status === 'declined') {
      await undoReservation(orderId);
      throw declined(result.code);
    }
    await crashPoint('placing:authorised');
    const at = new Date(deps.now());
    const challenge = result.status === 'challenge' ? result : null;
    const finished = await db.transaction(async (tx) => {
      // Still ours to finish? (A claim lost with its connection lets another process abandon it.)
      const row = await orderById(tx, orderId, true);
      if (!row || row.status !== 'placing') return false;
      const status: OrderStatus = challenge ? 'pending_authentication' : 'received';
      await updateOrderStatus(tx, orderId, { status, at });
      await updatePayment(tx, orderId, {
        status: challenge ? 'pending_challenge' : 'authorized',
        reference: result.reference,
        ...(challenge ? { challengeUrl: challenge.challengeUrl } : {}),
        at,
      });
      await insertOrderEvent(tx, orderId, { status, actor: 'customer', at });
      // 3-D Secure keeps the cart until the challenge ends.
      if (!challenge) await removeOrderedCartEntries(tx, orderId, customerId);
      return true;
    });
    if (!finished) {
      // Abandoned meanwhile: the authorisation this call got must not stay held.
      await payments.void(result.reference);
      throw orderAbandoned();
    }
    await crashPoint('placing:finished');
    if (!challenge) {
      await keeping.keepAfterSuccess(customerId, orderId);
      cartChanged(customerId);
      await sendMail(customerId, orderId, orderConfirmationMail);
    }
    return answer(orderId);
  }
}
