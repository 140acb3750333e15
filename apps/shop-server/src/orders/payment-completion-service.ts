/**
 * Ending a 3-D Secure challenge (`POST /api/checkout/bridge/:token`): the gateway says how it ended
 * (the shopper's return alone proves nothing) and the order moves on by its transitions
 * (order-transitions.ts): received and the cart emptied, or cancelled with the stock given back.
 */
import { crashPoint } from '../process/crash-points.ts';
import { cardKeeping } from './card-keeping.ts';
import { ORDER_MESSAGES, TransitionRefused } from './order-errors.ts';
import type { PlacedOrder } from './order-placing-service.ts';
import { orderById } from './order-store.ts';
import { orderIdByBridgeToken, paymentOf } from './order-payment-store.ts';
import type { OrderServiceDeps, OrderTransitions } from './order-transitions.ts';

/** The bridge of one database and gateway. */
export function paymentCompletion(
  deps: OrderServiceDeps,
  { applyEvent, sweep }: Pick<OrderTransitions, 'applyEvent' | 'sweep'>,
  answer: (orderId: number) => Promise<PlacedOrder>,
) {
  const { db, payments } = deps;
  const keeping = cardKeeping(deps);
  return {
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
          return { ...placed, next: { type: 'declined', code: 'authentication_failed', message: ORDER_MESSAGES.challengeAbandoned } };
        }
        const outcome = await payments.challengeResult(payment.reference);
        if (outcome.status === 'pending') return answer(row.id);
        if (outcome.status === 'authorized') {
          await crashPoint('bridge:confirmed');
          await applyEvent(row.id, { type: 'complete_authentication' }, 'gateway');
          // The card is kept only now that 3-D Secure passed (once, whoever calls first).
          await keeping.keepAfterSuccess(customerId, row.id);
        } else await applyEvent(row.id, { type: 'abandon_authentication' }, 'gateway', { declineCode: outcome.code });
      } catch (error) {
        // Ended meanwhile by another call (a double submit of the bridge page): answer as it is now.
        if (!(error instanceof TransitionRefused)) throw error;
      }
      return answer(row.id);
    },
  };
}
