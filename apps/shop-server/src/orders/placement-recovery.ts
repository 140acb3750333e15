/**
 * Every gateway charge ends attached to a completed order or voided (issue #29, docs/decisions/019).
 *
 * A `placing` order is claimed (Db.claims) by the process placing it for as long as it works on it;
 * one nobody claims was left by a process that died. Such an order is abandoned here: the charge the
 * gateway made with its key is voided (a pending 3-D Secure check too), the stock goes back, the
 * order goes, and its idempotency key is kept so the customer's retry is told what happened instead
 * of authorising the card a second time. Reconciling does that for every unclaimed `placing` order,
 * then voids every open charge at the gateway that no live order holds.
 */
import type { Claims } from '../db/db.ts';
import type { GatewayCharge } from '../payments/payment-gateway.ts';
import { deleteOrder, orderById, returnStock, stockOfOrder } from './order-store.ts';
import type { OrderServiceDeps } from './order-transitions.ts';
import { chargedOrder, insertAbandonedPlacement, placingOrders } from './placement-store.ts';

/** The claim space of placing orders ("plac"). */
export const PLACING_CLAIMS = 0x706c6163;

/** The gateway's idempotency key of an order's authorisation: one authorisation per order number. */
export const gatewayKeyOf = (orderNumber: string) => `order-${orderNumber}`;

/** An amount as the operator reads it (¥18,610). */
const formatYen = (amount: number) => `¥${amount.toLocaleString('en-US')}`;

const isOpen = (charge: GatewayCharge | null): charge is GatewayCharge =>
  charge !== null && (charge.status === 'authorized' || charge.status === 'challenge_pending');

/** What abandoning one placing did. */
export interface AbandonedPlacing {
  number: string;
  /** The gateway's charge for it, if it made one (voided now when it was open). */
  charge: GatewayCharge | null;
  voided: boolean;
}

/** What reconciling did, counted. */
export interface ReconcileSummary {
  /** open charges the gateway listed */
  checked: number;
  /** of those, attached to a live order */
  attached: number;
  /** charges voided (of abandoned placings and of no live order) */
  voided: number;
  /** `placing` orders abandoned */
  abandoned: number;
  /** charges and orders left alone because a live process is placing them */
  inFlight: number;
}

/**
 * The claims of one process's order service, per database (one holder each; tests may bring their
 * own). The holder is opened on first use, so building the routes touches no database.
 */
const holders = new WeakMap<object, Claims>();
export function placingClaims(deps: Pick<OrderServiceDeps, 'db' | 'claims'>): Claims {
  if (deps.claims) return deps.claims;
  const holder = (): Claims => {
    let claims = holders.get(deps.db);
    if (!claims) holders.set(deps.db, (claims = deps.db.claims(PLACING_CLAIMS)));
    return claims;
  };
  return {
    tryClaim: (id) => holder().tryClaim(id),
    release: (id) => holder().release(id),
    held: () => holder().held(),
    close: async () => holders.get(deps.db)?.close(),
  };
}

export function placementRecovery(deps: OrderServiceDeps) {
  const { db, payments } = deps;
  const claims = placingClaims(deps);

  /**
   * Abandons a `placing` order whose claim the caller holds: voids what the gateway holds for it,
   * returns the stock, removes the order and, when the gateway had a charge, keeps its key.
   * Null when it is no longer `placing`.
   */
  async function abandon(orderId: number): Promise<AbandonedPlacing | null> {
    const row = await orderById(db, orderId);
    if (!row || row.status !== 'placing') return null;
    const charge = await payments.chargeByKey(gatewayKeyOf(row.number));
    const voided = isOpen(charge);
    if (voided) await payments.void(charge.reference);
    const at = new Date(deps.now());
    const done = await db.transaction(async (tx) => {
      const locked = await orderById(tx, orderId, true);
      if (!locked || locked.status !== 'placing') return false;
      for (const { skuId, quantity } of await stockOfOrder(tx, orderId)) await returnStock(tx, skuId, quantity);
      const [key] = await tx.query<{ idempotency_key: string }>('select idempotency_key from orders where id = $1', [orderId]);
      await deleteOrder(tx, orderId);
      if (charge && key) {
        await insertAbandonedPlacement(tx, {
          customerId: locked.customer_id,
          idempotencyKey: key.idempotency_key,
          orderNumber: locked.number,
          amount: locked.total,
          chargeReference: charge.reference,
          at,
        });
      }
      return true;
    });
    return done ? { number: row.number, charge, voided } : null;
  }

  /** Claims a `placing` order and abandons it; null when a live process claims it or it moved on. */
  async function abandonUnclaimed(orderId: number): Promise<AbandonedPlacing | 'claimed' | null> {
    if (!(await claims.tryClaim(orderId))) return 'claimed';
    try {
      return await abandon(orderId);
    } finally {
      await claims.release(orderId);
    }
  }

  /**
   * Abandons every `placing` order nobody claims (reserved before `before`, or all when null), then
   * voids every open charge at the gateway that no live order holds; one English line per charge
   * or order to `log`.
   */
  async function reconcile(log: (line: string) => void, before: Date | null = null): Promise<ReconcileSummary> {
    const summary: ReconcileSummary = { checked: 0, attached: 0, voided: 0, abandoned: 0, inFlight: 0 };
    for (const placing of await placingOrders(db, before)) {
      const outcome = await abandonUnclaimed(placing.id);
      if (outcome === 'claimed') {
        summary.inFlight++;
        log(`left order ${placing.number}: a live process is placing it`);
        continue;
      }
      if (!outcome) continue;
      summary.abandoned++;
      if (outcome.voided && outcome.charge) {
        summary.voided++;
        log(
          `voided ${outcome.charge.reference} ${formatYen(outcome.charge.amount)} of order ${outcome.number}: its placing never finished (order removed, stock returned)`,
        );
      } else {
        log(`removed order ${outcome.number}: its placing never finished and the gateway holds nothing for it (stock returned)`);
      }
    }
    for (const charge of await payments.openCharges()) {
      summary.checked++;
      const order = await chargedOrder(db, charge.orderNumber);
      const reason = !order
        ? `order ${charge.orderNumber} does not exist`
        : order.status === 'placing'
          ? null
          : order.status === 'cancelled'
            ? `order ${order.number} is cancelled`
            : order.payment_reference !== charge.reference
              ? `order ${order.number} is paid by ${order.payment_reference ?? 'no charge'}`
              : undefined;
      if (reason === undefined) {
        summary.attached++;
        continue;
      }
      if (reason === null) {
        summary.inFlight++;
        log(`left ${charge.reference} ${formatYen(charge.amount)}: order ${charge.orderNumber} is being placed`);
        continue;
      }
      await payments.void(charge.reference);
      summary.voided++;
      log(`voided ${charge.reference} ${formatYen(charge.amount)}: ${reason}`);
    }
    return summary;
  }

  return { claims, abandon, abandonUnclaimed, reconcile };
}

/** The summary line of a reconciliation. */
export function reconcileSummaryLine(s: ReconcileSummary): string {
  return (
    `reconcile-payments: ${s.checked} open charge${s.checked === 1 ? '' : 's'} checked, ${s.attached} attached to live orders, ` +
    `${s.voided} voided, ${s.abandoned} unfinished placing${s.abandoned === 1 ? '' : 's'} abandoned, ${s.inFlight} being placed left alone`
  );
}

export type PlacementRecovery = ReturnType<typeof placementRecovery>;
