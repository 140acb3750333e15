/**
 * The checkout's quote (docs/decisions/009): the server cart priced again, the shopper's choices
 * checked against the settings, the calendar and the address book, the coupon and points applied
 * and the totals summed. The options call, the confirm page and placing an order all start here.
 */
import {
  PAYMENT_METHOD_VALUES,
  type AddressSnapshotWire,
  type CheckoutAddress,
  type CheckoutOptionsWire,
  type CheckoutQuoteWire,
} from '@shop/api-contract';
import { FREE_SHIPPING_MINIMUM, yen } from '@shop/cart-domain';
import {
  checkDeliveryDate,
  type DeliveryWindow,
  deliveryWindow,
  orderLeadDays,
  orderTotals,
  PAYMENT_METHOD_LABELS,
  type PaymentMethod,
  pointBalance,
  quoteToken,
} from '@shop/order-domain';
import { chargesWire, type PricedLine } from '../cart/priced-line.ts';
import { upcomingBusinessDays } from '../catalog/business-day-routes.ts';
import type { Queryable } from '../db/db.ts';
import { HttpProblem } from '../http/errors.ts';
import { appliedCouponWire, chooseCoupon, couponRefused, currentLedger, LOYALTY_MESSAGES, termsOf } from '../loyalty/loyalty-service.ts';
import { type CheckoutSettings, loadCheckoutSettings } from '../settings/settings-service.ts';
import { cartEmpty, choiceRefused, ORDER_MESSAGES, outOfStock } from './order-errors.ts';
import { addressOf } from './order-store.ts';
import type { OrderServiceDeps } from './order-transitions.ts';
import { priceCart } from './priced-cart.ts';

/** The shopper's choices on the checkout page. */
export interface CheckoutChoices {
  /** a saved address; null when `address` was typed at checkout (issue #32) */
  addressId: number | null;
  /** an address typed at checkout and not saved: the order keeps it as its snapshot */
  address?: CheckoutAddress | null;
  deliveryDate: string | null;
  deliverySlot: string | null;
  paymentMethod: PaymentMethod;
  /** a coupon of the account, or a code typed at checkout (issue #14) */
  couponId?: number | null;
  couponCode?: string | null;
  /** points the shopper asked to use (capped by the server) */
  points?: number;
}

/** The choices checked against the settings, the calendar and the customer's address book. */
interface CheckedChoices {
  address: AddressSnapshotWire;
  window: DeliveryWindow;
  deliveryDate: string | null;
  deliverySlot: string | null;
}

/** The snapshot of an address typed at checkout (already checked by the contract's address schema). */
function snapshotOfTyped(typed: CheckoutAddress | null): AddressSnapshotWire | undefined {
  if (!typed) return undefined;
  const { name, nameKana, postalCode, prefecture, city, town, street, building, company, phone } = typed;
  return { name, name_kana: nameKana, postal_code: postalCode, prefecture, city, town, street, building, company, phone };
}

/** The quotes of one database, clock and calendar. */
export function checkoutQuotes(deps: OrderServiceDeps) {
  const { db, config } = deps;

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
    const address =
      choices.addressId === null ? snapshotOfTyped(choices.address ?? null) : await addressOf(q, customerId, choices.addressId);
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

  return {
    quoteOf,

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
        payment_methods: PAYMENT_METHOD_VALUES.map((method) => ({ method, label: PAYMENT_METHOD_LABELS[method] })),
        bank_account: settings.bankAccount,
        bank_transfer_due_days: Math.max(1, settings.bankTransferDueDays),
      };
    },

    /** `POST /api/checkout/quote`: the confirm page. */
    async quote(customerId: number, choices: CheckoutChoices): Promise<CheckoutQuoteWire> {
      return quoteWire(await quoteOf(db, customerId, choices, deps.now()), choices.paymentMethod);
    },
  };
}

/** The quotes of one database, clock and calendar (placing an order reprices through them). */
export type CheckoutQuotes = ReturnType<typeof checkoutQuotes>;
