/**
 * What the checkout and order calls do, apart from HTTP (docs/decisions/009): quoting the server cart,
 * placing an order, ending a 3-D Secure challenge, reading orders, and (from order-transitions.ts)
 * the status changes the operator's command line makes. Every rule comes from @shop/order-domain
 * (totals, dates, numbers, transitions) and @shop/cart-domain (prices); every statement from
 * order-store.ts; the wire shapes from order-wire.ts; the card through the PaymentGateway port.
 *
 * Placing is two short transactions around the gateway call (the decision's deviation, see 009
 * "Placing an order"): the first reprices the cart, compares the quote token, inserts the order (the
 * unique idempotency key serialises duplicates), takes the stock SKU by SKU in id order with the
 * conditional update and writes everything as a reservation (`placing`); then the card is
 * authorised with no transaction open; the second finishes (received, cart emptied) or, on a
 * decline, undoes the reservation (stock back, order gone), so a declined card leaves the cart and
 * the stock as they were.
 */
import type {
  AddressSnapshotWire,
  CheckoutOptionsWire,
  CheckoutQuoteWire,
  OrderNextWire,
  OrderSummaryWire,
  OrderWire,
  OutOfStockLineWire,
} from '@shop/api-contract';
import { addDays, DEFAULT_SHOP_OFFSET_HOURS, shopLocalDate } from '@shop/business-days';
import { FREE_SHIPPING_MINIMUM, yen } from '@shop/cart-domain';
import {
  checkDeliveryDate,
  type DeliveryWindow,
  deliveryWindow,
  formatOrderNumber,
  formatProductionNumber,
  ORDER_STATUS_LABELS,
  orderLeadDays,
  type OrderStatus,
  orderTotals,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  type PaymentMethod,
  couponRefusalMessage,
  pointBalance,
  quoteToken,
  spendMovement,
} from '@shop/order-domain';
import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/db.ts';
import { appliedCouponWire, chooseCoupon, couponRefused, currentLedger, LOYALTY_MESSAGES, termsOf } from '../loyalty/loyalty-service.ts';
import { claimCoupon, insertCouponUse, insertPointMovement, lockCustomer } from '../loyalty/loyalty-store.ts';
import type { CardSummary } from '../payments/payment-gateway.ts';
import { upcomingBusinessDays } from '../catalog/business-day-routes.ts';
import { customerRefOf, SAVED_CARD_GONE_MESSAGE } from '../saved-cards/saved-card-service.ts';
import { savedCardOf, type SavedCardRow } from '../saved-cards/saved-card-store.ts';
import { cartChanged } from '../cart/contents-cache.ts';
import { markEstimatesOrdered } from '../estimates/estimate-ordering.ts';
import { HttpProblem } from '../http/errors.ts';
import { takeStock } from '../cart/stock-store.ts';
import {
  cartEmpty,
  choiceRefused,
  declined,
  ORDER_MESSAGES,
  orderInProgress,
  OrderRefused,
  outOfStock,
  paymentUnavailable,
  priceChanged,
  TransitionRefused,
} from './order-errors.ts';
import { orderConfirmationMail } from './order-mail.ts';
import {
  addressOf,
  type CheckoutSettings,
  insertOrder,
  insertOrderEvent,
  insertOrderLines,
  insertPayment,
  loadCheckoutSettings,
  type NewOrderLine,
  nextOrderSequence,
  orderById,
  orderByKey,
  orderByNumber,
  orderIdByBridgeToken,
  ordersOfCustomer,
  paymentOf,
  productionByNumber,
  removeOrderedCartEntries,
  stockLevels,
  updateOrderStatus,
  updatePayment,
} from './order-store.ts';
import { type OrderServiceDeps, orderTransitions } from './order-transitions.ts';
import { nextOf, orderWire, publicStatus, summaryWire, withDataCheck } from './order-wire.ts';
import { chargesWire, type PricedCart, type PricedLine, priceCart } from './priced-cart.ts';

export { CHALLENGE_ABANDON_MS, RESERVATION_ABANDON_MS } from './order-transitions.ts';
export type { Actor, OrderServiceDeps } from './order-transitions.ts';

/** A duplicate of an order being placed waits this long for it (real time, ms). */
const DUPLICATE_WAIT_MS = 30_000;
/** Orders per page of the order history. */
export const ORDERS_PER_PAGE = 20;

/** The shopper's choices on the checkout page. */
export interface CheckoutChoices {
  addressId: number;
  deliveryDate: string | null;
  deliverySlot: string | null;
  paymentMethod: PaymentMethod;
  /** a coupon of the account, or a code typed at checkout (issue #14) */
  couponId?: number | null;
  couponCode?: string | null;
  /** points the shopper asked to use (capped by the server) */
  points?: number;
}

/** The place-order body. */
export interface PlaceOrderRequest extends CheckoutChoices {
  cardToken: string | null;
  /** a saved card (`/api/payment_methods`) instead of a new card's token */
  savedCardId?: number | null;
  quoteToken: string;
  idempotencyKey: string;
}

/** A placed (or replayed) order and what the browser does next. */
export interface PlacedOrder {
  order: OrderWire;
  next: OrderNextWire;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const randomToken = () => randomBytes(24).toString('base64url');

/** The choices checked against the settings, the calendar and the customer's address book. */
interface CheckedChoices {
  address: AddressSnapshotWire;
  window: DeliveryWindow;
  deliveryDate: string | null;
  deliverySlot: string | null;
}

/** The order service of one database, clock, mailer and gateway. */
export function orderService(deps: OrderServiceDeps) {
  const { db, payments, config } = deps;
  const { sendMail, undoReservation, applyEvent, sweep, change } = orderTransitions(deps);

  /** The shipping and delivery dates of an order of these lines placed now. */
  function windowFor(lines: readonly PricedLine[], settings: CheckoutSettings, now: number): DeliveryWindow {
    const { days } = upcomingBusinessDays(now, config.closures);
    const result = deliveryWindow({
      now,
      businessDays: days,
      leadDays: orderLeadDays(lines.map((l) => l.input)),
      transitDays: settings.transitDays,
      windowDays: settings.windowDays,
    });
    if (!result.ok) throw new Error(`no shipping date: ${result.error.type}`);
    return result.value;
  }

  /** Checks the choices (422 on the field that is wrong). */
  async function checkChoices(
    q: Queryable,
    customerId: number,
    choices: CheckoutChoices,
    window: DeliveryWindow,
    settings: CheckoutSettings,
  ): Promise<CheckedChoices> {
    const address = await addressOf(q, customerId, choices.addressId);
    if (!address) throw choiceRefused('address_id', ORDER_MESSAGES.unknownAddress);
    const date = checkDeliveryDate(choices.deliveryDate, window);
    if (!date.ok) throw choiceRefused('delivery_date', ORDER_MESSAGES.deliveryDate(window.earliestDeliveryDate, window.latestDeliveryDate));
    let slot = choices.deliverySlot;
    if (slot !== null && !settings.timeSlots.includes(slot)) throw choiceRefused('delivery_slot', ORDER_MESSAGES.unknownSlot);
    // The first slot is "no slot" (指定なし).
    if (slot === settings.timeSlots[0]) slot = null;
    return { address, window, deliveryDate: date.value, deliverySlot: slot };
  }

  /** The cart priced, checked and summed: what a quote shows and an order is placed from. */
  async function quoteOf(q: Queryable, customerId: number, choices: CheckoutChoices, now: number) {
    const settings = await loadCheckoutSettings(q);
    const cart = await priceCart(q, customerId, now);
    if (cart.refused && cart.refused.length > 0) throw new HttpProblem(409, cart.refused.join('\n'));
    if (cart.lines.length === 0 && cart.outOfStock.length === 0) throw cartEmpty();
    if (cart.outOfStock.length > 0) throw outOfStock(cart.outOfStock);
    const window = windowFor(cart.lines, settings, now);
    const checked = await checkChoices(q, customerId, choices, window, settings);
    const inputs = cart.lines.map((l) => l.input);
    const shippingFee = yen(settings.shippingFee);
    // The coupon's conditions (its minimum) are checked on the goods total before any discount.
    const { goodsTotal } = orderTotals(inputs, { shippingFee });
    const coupon = await chooseCoupon(
      q,
      customerId,
      { couponId: choices.couponId ?? null, couponCode: choices.couponCode ?? null },
      goodsTotal,
      now,
    );
    const pointBalanceNow = pointBalance(await currentLedger(q, customerId, now));
    const totals = orderTotals(inputs, {
      shippingFee,
      coupon: coupon ? termsOf(coupon.row) : null,
      points: { requested: choices.points ?? 0, balance: pointBalanceNow },
    });
    // The gateway charges 1 yen at least: neither points nor a coupon (a 100 % one, or one worth the
    // goods of an order with free shipping) may pay the whole order.
    if (totals.total === 0 && totals.pointsUsed > 0) throw couponRefused('points', LOYALTY_MESSAGES.nothingToPay);
    if (totals.total === 0 && coupon) throw couponRefused(coupon.claimNeeded ? 'coupon_code' : 'coupon_id', LOYALTY_MESSAGES.couponPaysAll);
    return { settings, cart, checked, totals, coupon, pointBalance: pointBalanceNow, token: quoteToken(inputs, totals) };
  }

  /** The quote on the wire. */
  function quoteWire(quote: Awaited<ReturnType<typeof quoteOf>>, paymentMethod: PaymentMethod): CheckoutQuoteWire {
    const { cart, checked, totals } = quote;
    return {
      lines: cart.lines.map((l) => l.wire),
      charges: chargesWire(totals.charges),
      quantity: totals.quantity,
      goods_total: totals.goodsTotal,
      shipping_fee: totals.shippingFee,
      coupon_discount: totals.couponDiscount,
      points_used: totals.pointsUsed,
      coupon: quote.coupon ? appliedCouponWire(quote.coupon.row, totals.goodsTotal) : null,
      point_balance: quote.pointBalance,
      total: totals.total,
      tax: totals.tax,
      ship_date: checked.window.shipDate,
      earliest_delivery_date: checked.window.earliestDeliveryDate,
      latest_delivery_date: checked.window.latestDeliveryDate,
      delivery_date: checked.deliveryDate,
      delivery_slot: checked.deliverySlot,
      payment_method: paymentMethod,
      address: checked.address,
      revision: cart.revision,
      quote_token: quote.token,
    };
  }

  async function answer(orderId: number): Promise<PlacedOrder> {
    const row = await orderById(db, orderId);
    if (!row) throw new Error(`order ${orderId} vanished`);
    return { order: await orderWire(db, row), next: await nextOf(db, row) };
  }

  /** Takes the stock of the lines, SKU by SKU in id order; the lines that could not be served. */
  async function takeStockFor(tx: Queryable, lines: readonly PricedLine[]): Promise<OutOfStockLineWire[]> {
    const bySku = new Map<number, number>();
    for (const line of lines) for (const item of line.stock) bySku.set(item.skuId, (bySku.get(item.skuId) ?? 0) + item.quantity);
    const short: number[] = [];
    for (const skuId of [...bySku.keys()].sort((a, b) => a - b)) {
      if (!(await takeStock(tx, skuId, bySku.get(skuId) ?? 0))) short.push(skuId);
    }
    if (short.length === 0) return [];
    const left = await stockLevels(tx, short);
    return lines.flatMap((line) =>
      line.stock
        .filter((item) => short.includes(item.skuId))
        .map((item) => ({
          ...describe(line, item.skuId),
          kind: line.kind === 'item' ? ('item' as const) : ('production' as const),
          cart_id: line.cartEntryId,
          sku_id: item.skuId,
          requested: item.quantity,
          available: Math.max(0, left.get(item.skuId) ?? 0),
        })),
    );
  }

  /**
   * The coupon use and the points spent of a new order, in its reservation's transaction (a declined
   * card deletes the order, and these rows with it; a cancelled order gives them back).
   */
  async function spendLoyalty(
    tx: Queryable,
    customerId: number,
    order: { id: number; number: string },
    quote: Awaited<ReturnType<typeof quoteOf>>,
    at: Date,
  ) {
    const { coupon, totals } = quote;
    if (coupon) {
      if (coupon.claimNeeded) await claimCoupon(tx, customerId, coupon.row.id, at);
      const recorded = await insertCouponUse(tx, {
        orderId: order.id,
        customerId,
        couponId: coupon.row.id,
        oncePerCustomer: coupon.row.once_per_customer,
        discount: totals.couponDiscount,
        at,
      });
      if (!recorded) throw couponRefused(coupon.claimNeeded ? 'coupon_code' : 'coupon_id', couponRefusalMessage({ type: 'already_used' }));
    }
    const spent = spendMovement(quote.pointBalance, totals.pointsUsed, order.number);
    if (spent) await insertPointMovement(tx, customerId, spent, order.id, at);
  }

  /** The first transaction of placing: reprice, compare, insert, take stock, write the reservation. */
  async function reserve(customerId: number, request: PlaceOrderRequest, card: CardSummary | null) {
    const now = deps.now();
    const at = new Date(now);
    return db.transaction(async (tx) => {
      // One customer's orders are reserved one after another: the same points cannot be spent twice.
      await lockCustomer(tx, customerId);
      const quote = await quoteOf(tx, customerId, request, now);
      if (quote.token !== request.quoteToken) throw priceChanged();
      const { totals, checked, cart, settings } = quote;
      const year = Number(shopLocalDate(now, DEFAULT_SHOP_OFFSET_HOURS).slice(0, 4));
      const number = formatOrderNumber({ year, sequence: await nextOrderSequence(tx) });
      const isCard = request.paymentMethod === 'card';
      const inserted = await insertOrder(tx, {
        number,
        customerId,
        status: isCard ? 'placing' : 'awaiting_payment',
        paymentMethod: request.paymentMethod,
        goodsTotal: totals.goodsTotal,
        shippingFee: totals.shippingFee,
        couponDiscount: totals.couponDiscount,
        couponLabel: quote.coupon ? quote.coupon.row.name : null,
        pointsUsed: totals.pointsUsed,
        total: totals.total,
        tax: totals.tax,
        quantity: totals.quantity,
        shipDate: checked.window.shipDate,
        deliveryDate: checked.deliveryDate,
        deliverySlot: checked.deliverySlot,
        address: checked.address,
        charges: chargesWire(totals.charges),
        hasProductions: cart.lines.some((l) => l.kind === 'production'),
        idempotencyKey: request.idempotencyKey,
        quoteToken: quote.token,
        at,
      });
      if (!inserted) return null; // the same key was placed meanwhile: answer that order
      const short = await takeStockFor(tx, cart.lines);
      if (short.length > 0) throw outOfStock(short);
      await insertOrderLines(
        tx,
        inserted.id,
        numbered(cart, number),
        cart.lines.flatMap((l) => l.files),
      );
      await markEstimatesOrdered(tx, customerId, cart.lines, inserted.id);
      await spendLoyalty(tx, customerId, { id: inserted.id, number }, quote, at);
      const bridgeToken = isCard ? randomToken() : null;
      await insertPayment(tx, inserted.id, {
        method: request.paymentMethod,
        gateway: isCard ? payments.name : null,
        card,
        amount: totals.total,
        status: isCard ? 'pending' : 'awaiting_transfer',
        bridgeToken,
        transferDueDate: isCard ? null : addDays(shopLocalDate(now, DEFAULT_SHOP_OFFSET_HOURS), settings.bankTransferDueDays),
        at,
      });
      if (!isCard) {
        await insertOrderEvent(tx, inserted.id, { status: 'awaiting_payment', actor: 'customer', at });
        await removeOrderedCartEntries(tx, inserted.id, customerId);
      }
      return { orderId: inserted.id, number, total: totals.total, bridgeToken };
    });
  }

  return {
    sweep,

    /** `GET /api/checkout/options`. */
    async options(customerId: number): Promise<CheckoutOptionsWire> {
      const now = deps.now();
      const settings = await loadCheckoutSettings(db);
      const cart = await priceCart(db, customerId, now);
      const window = windowFor(cart.lines, settings, now);
      return {
        ship_date: window.shipDate,
        earliest_delivery_date: window.earliestDeliveryDate,
        latest_delivery_date: window.latestDeliveryDate,
        time_slots: settings.timeSlots,
        shipping_fee: settings.shippingFee,
        free_shipping_minimum: FREE_SHIPPING_MINIMUM,
        payment_methods: PAYMENT_METHODS.map((method) => ({ method, label: PAYMENT_METHOD_LABELS[method] })),
        bank_account: settings.bankAccount,
        bank_transfer_due_days: Math.max(1, settings.bankTransferDueDays),
      };
    },

    /** `POST /api/checkout/quote`: the confirm page. */
    async quote(customerId: number, choices: CheckoutChoices): Promise<CheckoutQuoteWire> {
      return quoteWire(await quoteOf(db, customerId, choices, deps.now()), choices.paymentMethod);
    },

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
      let reserved: { orderId: number; number: string; total: number; bridgeToken: string | null } | null = null;
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
          savedCard = await savedCardOf(db, customerId, savedCardId);
          if (!savedCard || savedCard.gateway !== payments.name) throw choiceRefused('saved_card_id', SAVED_CARD_GONE_MESSAGE);
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

    /**
     * `POST /api/checkout/bridge/:token`: after 3-D Secure. The gateway says how it ended (the
     * shopper's return alone proves nothing); `abandon` cancels the order. 404 for another
     * customer's token.
     */
    async bridge(customerId: number, token: string, abandon: boolean): Promise<PlacedOrder | undefined> {
      await sweep().catch((error: unknown) => console.error('[shop-server] order sweep failed:', error));
      const found = await orderIdByBridgeToken(db, token);
      if (!found || found.customer_id !== customerId) return undefined;
      const row = await orderById(db, found.id);
      const payment = await paymentOf(db, found.id);
      if (!row || !payment) return undefined;
      if (row.status !== 'pending_authentication' || !payment.reference) return answer(row.id);
      try {
        if (abandon) {
          await applyEvent(row.id, { type: 'abandon_authentication' }, 'customer', { note: '本人認証を中止' });
          const placed = await answer(row.id);
          return { ...placed, next: { type: 'declined', code: 'authentication_failed', message: ORDER_MESSAGES.abandoned } };
        }
        const outcome = await payments.challengeResult(payment.reference);
        if (outcome.status === 'pending') return answer(row.id);
        if (outcome.status === 'authorized') await applyEvent(row.id, { type: 'complete_authentication' }, 'gateway');
        else await applyEvent(row.id, { type: 'abandon_authentication' }, 'gateway', { declineCode: outcome.code });
      } catch (error) {
        // Ended meanwhile by another call (a double submit of the bridge page): answer as it is now.
        if (!(error instanceof TransitionRefused)) throw error;
      }
      return answer(row.id);
    },

    /** `GET /api/orders`: a page of the customer's orders. */
    async list(
      customerId: number,
      page: number,
    ): Promise<{ data: OrderSummaryWire[]; meta: { current_page: number; last_page: number; per_page: number; total: number } }> {
      const { rows, total } = await ordersOfCustomer(db, customerId, { limit: ORDERS_PER_PAGE, offset: (page - 1) * ORDERS_PER_PAGE });
      return {
        data: rows.map(summaryWire),
        meta: { current_page: page, last_page: Math.max(1, Math.ceil(total / ORDERS_PER_PAGE)), per_page: ORDERS_PER_PAGE, total },
      };
    },

    /** `GET /api/orders/:number` (undefined: none of the customer's). */
    async show(customerId: number, number: string): Promise<OrderWire | undefined> {
      const row = await orderByNumber(db, number, customerId);
      if (!row || row.status === 'placing') return undefined;
      return orderWire(db, row);
    },

    /** `GET /api/order_productions/:number` (undefined: none of the customer's). */
    async production(customerId: number, number: string) {
      const found = await productionByNumber(db, number, customerId);
      if (!found || found.line.kind !== 'production') return undefined;
      const row = await orderById(db, found.order_id);
      if (!row) return undefined;
      const line = withDataCheck(found.line, found.data_check_status);
      if (line.kind !== 'production') return undefined;
      return {
        order: {
          number: row.number,
          status: publicStatus(row.status),
          status_label: ORDER_STATUS_LABELS[publicStatus(row.status)],
          placed_at: row.placed_at.toISOString(),
          ship_date: row.ship_date,
        },
        production: line.production,
        charges: line.charges,
        subtotal: line.subtotal,
      };
    },

    /** An order by number for the operator (any customer's); undefined when there is none. */
    async find(number: string): Promise<OrderWire | undefined> {
      const row = await orderByNumber(db, number);
      return row && row.status !== 'placing' ? orderWire(db, row) : undefined;
    },

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

/** The lines of a new order, each production numbered `PF-2026-000123-1`, `-2`… in cart order. */
function numbered(cart: PricedCart, orderNumber: string): NewOrderLine[] {
  let productions = 0;
  return cart.lines.map((line) => {
    const base = {
      position: line.wire.position,
      kind: line.kind,
      subtotal: line.wire.subtotal,
      cartEntryId: line.cartEntryId,
      ...(line.cartEntryKind ? { cartEntryKind: line.cartEntryKind } : {}),
      items: line.stock,
    };
    if (line.wire.kind !== 'production' || !line.production) return { ...base, snapshot: line.wire };
    const production = { ...line.wire.production, number: formatProductionNumber(orderNumber, ++productions) };
    return {
      ...base,
      snapshot: { ...line.wire, production },
      production: {
        number: production.number,
        productId: line.production.productId,
        printMethodId: line.production.printMethodId,
        snapshot: production,
        // a reorder's artwork is the one already checked (issue #15)
        ...(line.cartEntryKind === 'cart_reorder' ? { dataCheckStatus: 'approved' as const } : {}),
      },
    };
  });
}

/** Name, colour and size of the part of a line that sells a SKU (for out-of-stock answers). */
function describe(line: PricedLine, skuId: number): { name: string; color: string | null; size: string | null } {
  const wire = line.wire;
  if (wire.kind === 'item') return { name: wire.product.name, color: wire.color.name, size: wire.size.name };
  if (wire.kind === 'custom') return { name: wire.title, color: null, size: null };
  for (const group of wire.production.item_groups) {
    const item = group.items.find((i) => i.sku_id === skuId);
    if (item) return { name: wire.production.product.name, color: group.color.name, size: item.size.name };
  }
  return { name: wire.production.product.name, color: null, size: null };
}
