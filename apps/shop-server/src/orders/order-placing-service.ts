/**
 * Placing an order (docs/decisions/009): two short transactions around the gateway call. The first
 * reserves (order-reservation.ts); then the card is authorised with no transaction open; the second
 * finishes (received, cart emptied) or, on a decline, undoes the reservation (stock back, order
 * gone), so a declined card leaves the cart and the stock as they were. A 3-D Secure challenge keeps
 * the cart until it ends (payment-completion-service.ts).
 */
import type { OrderNextWire, OrderWire } from '@shop/api-contract';
import type { OrderStatus } from '@shop/order-domain';
import { cartChanged } from '../cart/contents-cache.ts';
import type { CardSummary } from '../payments/payment-gateway.ts';
import { chargeableCard, customerRefOf, SAVED_CARD_GONE_MESSAGE } from '../saved-cards/saved-card-service.ts';
import type { SavedCardRow } from '../saved-cards/saved-card-store.ts';
import type { CheckoutChoices } from './checkout-quote-service.ts';
import { choiceRefused, declined, ORDER_MESSAGES, orderInProgress, OrderRefused, paymentUnavailable } from './order-errors.ts';
import { orderConfirmationMail } from './order-mail.ts';
import type { Reservation } from './order-reservation.ts';
import { insertOrderEvent, orderByKey, removeOrderedCartEntries, updateOrderStatus } from './order-store.ts';
import { updatePayment } from './order-payment-store.ts';
import type { OrderServiceDeps, OrderTransitions } from './order-transitions.ts';

/** A duplicate of an order being placed waits this long for it (real time, ms). */
const DUPLICATE_WAIT_MS = 30_000;

/** The place-order body. */
export interface PlaceOrderRequest extends CheckoutChoices {
  cardToken: string | null;
  /** a saved card (`/api/payment_methods`) instead of a new card's token */
  savedCardId?: number | null;
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
  transitions: Pick<OrderTransitions, 'sendMail' | 'undoReservation' | 'sweep'>;
  answer: (orderId: number) => Promise<PlacedOrder>;
}

/** Placing orders with one database, clock, gateway and mailer. */
export function orderPlacing(deps: OrderServiceDeps, { reserve, transitions, answer }: PlacingParts) {
  const { db, payments, config } = deps;
  const { sendMail, undoReservation, sweep } = transitions;
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
     * `POST /api/orders`. The same idempotency key again answers the order it placed (waiting for it
     * while it is being placed); refusals are OrderRefused (409, 402, 503) or 422s on a choice.
     */
    async place(customerId: number, request: PlaceOrderRequest): Promise<PlacedOrder> {
      await sweep().catch((error: unknown) => console.error('[shop-server] order sweep failed:', error));
      const waitUntil = performance.now() + DUPLICATE_WAIT_MS;
      let reserved: Reservation | null = null;
      let savedCard: SavedCardRow | undefined;
      while (!reserved) {
        const existing = await orderByKey(db, customerId, request.idempotencyKey);
        if (existing) {
          if (existing.status !== 'placing') return answer(existing.id);
          if (performance.now() > waitUntil) throw orderInProgress();
          await sleep(25);
          continue;
        }
        let card: CardSummary | null = null;
        const savedCardId = request.paymentMethod === 'card' ? (request.savedCardId ?? null) : null;
        if (savedCardId !== null) {
          // Another customer's card, a deleted one or one of another gateway: not this customer's to charge.
          savedCard = await chargeableCard(db, customerId, savedCardId, payments.name);
          if (!savedCard) throw choiceRefused('saved_card_id', SAVED_CARD_GONE_MESSAGE);
          card = { brand: savedCard.brand, last4: savedCard.last4, expMonth: savedCard.exp_month, expYear: savedCard.exp_year };
        } else if (request.paymentMethod === 'card') {
          card = request.cardToken === null ? null : await payments.cardOf(request.cardToken);
          if (!card) {
            // A duplicate whose twin already used the token: answer the twin's order.
            if (await orderByKey(db, customerId, request.idempotencyKey)) continue;
            throw choiceRefused('card_token', ORDER_MESSAGES.cardExpired);
          }
        }
        try {
          reserved = await reserve(customerId, request, card);
        } catch (error) {
          // A refusal may only mean a duplicate finished first (cart emptied): then answer its order.
          if (error instanceof OrderRefused && (await orderByKey(db, customerId, request.idempotencyKey))) continue;
          throw error;
        }
      }

      const { orderId, number, total, bridgeToken } = reserved;
      if (request.paymentMethod === 'bank_transfer' || bridgeToken === null) {
        cartChanged(customerId);
        await sendMail(customerId, orderId, orderConfirmationMail);
        return answer(orderId);
      }

      let result;
      try {
        const charge = {
          amount: total,
          orderNumber: number,
          returnUrl: `${config.publicUrl}/checkout/bridge/${bridgeToken}`,
          // One authorisation per order: a retry of this order number gets the same answer.
          idempotencyKey: `order-${number}`,
        };
        result = savedCard
          ? await payments.authorizeStoredCard({ ...charge, storedCardRef: savedCard.reference, customerRef: customerRefOf(customerId) })
          : await payments.authorize({ ...charge, cardToken: request.cardToken ?? '' });
      } catch (error) {
        console.error(`[shop-server] authorising order ${number} failed:`, error);
        await undoReservation(orderId);
        throw paymentUnavailable();
      }
      if (result.status === 'declined') {
        await undoReservation(orderId);
        throw declined(result.code);
      }
      const at = new Date(deps.now());
      const challenge = result.status === 'challenge' ? result : null;
      await db.transaction(async (tx) => {
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
      });
      if (!challenge) {
        cartChanged(customerId);
        await sendMail(customerId, orderId, orderConfirmationMail);
      }
      return answer(orderId);
    },
  };
}
