/**
 * The first transaction of placing an order (docs/decisions/009 "Placing an order"): reprice the
 * cart, compare the quote token, insert the order (the unique idempotency key serialises
 * duplicates), take the stock SKU by SKU and write everything as a reservation (`placing` for a
 * card, `awaiting_payment` for a bank transfer). The card is authorised after it, outside.
 */
import { addDays, DEFAULT_SHOP_OFFSET_HOURS, shopLocalDate } from '@shop/business-days';
import { formatOrderNumber, formatProductionNumber } from '@shop/order-domain';
import { randomBytes } from 'node:crypto';
import { chargesWire, type PricedCart } from '../cart/priced-line.ts';
import { takeStockFor } from '../cart/stock-service.ts';
import { markEstimatesOrdered } from '../estimates/estimate-ordering.ts';
import { lockCustomerPoints, spendOnOrder } from '../loyalty/loyalty-service.ts';
import type { CardSummary } from '../payments/payment-gateway.ts';
import type { CheckoutQuotes } from './checkout-quote-service.ts';
import { outOfStock, priceChanged } from './order-errors.ts';
import type { PlaceOrderRequest } from './order-placing-service.ts';
import {
  insertOrder,
  insertOrderEvent,
  insertOrderLines,
  type NewOrderLine,
  nextOrderSequence,
  removeOrderedCartEntries,
} from './order-store.ts';
import { insertPayment } from './order-payment-store.ts';
import type { OrderServiceDeps } from './order-transitions.ts';
import { placingClaims } from './placement-recovery.ts';

const randomToken = () => randomBytes(24).toString('base64url');

/** A reserved order: what the card authorisation needs (no bridge token for a bank transfer). */
export interface Reservation {
  orderId: number;
  number: string;
  total: number;
  bridgeToken: string | null;
}

/**
 * The reservation step of one database, clock and gateway; null when the same key was placed
 * meanwhile. A card order comes back claimed by this process (placement-recovery.ts).
 */
export function orderReservation(deps: OrderServiceDeps, quotes: CheckoutQuotes) {
  const { db, payments } = deps;
  const claims = placingClaims(deps);
  return async function reserve(customerId: number, request: PlaceOrderRequest, card: CardSummary | null): Promise<Reservation | null> {
    const now = deps.now();
    const at = new Date(now);
    // A card order is claimed before it commits: no other process sees it `placing` unclaimed while
    // this one lives (the caller releases it when placing ends).
    let claimed: number | null = null;
    try {
      return await reserveIn(customerId, request, card, now, at, async (orderId) => {
        if (!(await claims.tryClaim(orderId))) throw new Error(`order ${orderId} is new, yet claimed`);
        claimed = orderId;
      });
    } catch (error) {
      if (claimed !== null) await claims.release(claimed);
      throw error;
    }
  };

  async function reserveIn(
    customerId: number,
    request: PlaceOrderRequest,
    card: CardSummary | null,
    now: number,
    at: Date,
    claim: (orderId: number) => Promise<void>,
  ): Promise<Reservation | null> {
    return db.transaction(async (tx) => {
      // One customer's orders are reserved one after another: the same points cannot be spent twice.
      await lockCustomerPoints(tx, customerId);
      const quote = await quotes.quoteOf(tx, customerId, request, now);
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
        proof: cart.lines.some((l) => l.kind === 'production') ? (request.proof ?? 'wanted') : null,
        idempotencyKey: request.idempotencyKey,
        quoteToken: quote.token,
        at,
      });
      if (!inserted) return null; // the same key was placed meanwhile: answer that order
      if (isCard) await claim(inserted.id);
      const short = await takeStockFor(tx, cart.lines);
      if (short.length > 0) throw outOfStock(short);
      await insertOrderLines(
        tx,
        inserted.id,
        numbered(cart, number),
        cart.lines.flatMap((l) => l.files),
      );
      // One art job per production × placement, version 1 from its file (issue #30).
      await deps.artwork?.createJobsForOrder(tx, inserted.id, customerId, now);
      await markEstimatesOrdered(tx, customerId, cart.lines, inserted.id);
      await spendOnOrder(
        tx,
        customerId,
        { id: inserted.id, number },
        { coupon: quote.coupon, couponDiscount: totals.couponDiscount, pointsUsed: totals.pointsUsed, pointBalance: quote.pointBalance },
        at,
      );
      const bridgeToken = isCard ? randomToken() : null;
      await insertPayment(tx, inserted.id, {
        method: request.paymentMethod,
        gateway: isCard ? payments.name : null,
        card,
        amount: totals.total,
        status: isCard ? 'pending' : 'awaiting_transfer',
        bridgeToken,
        transferDueDate: isCard ? null : addDays(shopLocalDate(now, DEFAULT_SHOP_OFFSET_HOURS), settings.bankTransferDueDays),
        saveCard: isCard && request.saveCard === true && request.cardToken !== null,
        at,
      });
      if (!isCard) {
        await insertOrderEvent(tx, inserted.id, { status: 'awaiting_payment', actor: 'customer', at });
        await removeOrderedCartEntries(tx, inserted.id, customerId);
      }
      return { orderId: inserted.id, number, total: totals.total, bridgeToken };
    });
  }
}

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
