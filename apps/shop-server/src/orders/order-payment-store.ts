/** The payment of each order (table payments, migration 011): written when placing, changed by the gateway's answers. */
import type { PaymentMethod, PaymentStatus } from '@shop/order-domain';
import { one, type Queryable } from '../db/db.ts';
import type { CardBrand } from '../payments/payment-gateway.ts';

/** A payment's status in the table: the public ones, and `pending` while it is being authorised. */
export type StoredPaymentStatus = PaymentStatus | 'pending';

/** The payment of a new order. */
export interface NewPayment {
  method: PaymentMethod;
  gateway: string | null;
  card: { brand: CardBrand; last4: string; expMonth: number; expYear: number } | null;
  amount: number;
  status: StoredPaymentStatus;
  bridgeToken: string | null;
  transferDueDate: string | null;
  /** the shopper asked to keep the new card once it is authorised (issue #32) */
  saveCard?: boolean;
  at: Date;
}

export async function insertPayment(tx: Queryable, orderId: number, p: NewPayment): Promise<void> {
  await tx.query(
    `insert into payments (order_id, method, gateway, card_brand, card_last4, card_exp_month, card_exp_year, amount, status, bridge_token,
       transfer_due_date, created_at, updated_at, save_card)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $12, $13)`,
    [
      orderId,
      p.method,
      p.gateway,
      p.card?.brand ?? null,
      p.card?.last4 ?? null,
      p.card?.expMonth ?? null,
      p.card?.expYear ?? null,
      p.amount,
      p.status,
      p.bridgeToken,
      p.transferDueDate,
      p.at,
      p.saveCard ? 'requested' : null,
    ],
  );
}

/**
 * Takes the keeping of an order's card for the one caller that keeps it: the gateway reference of its
 * authorised charge when the shopper asked for it and nobody took it before; null otherwise.
 */
export async function claimCardKeeping(db: Queryable, orderId: number): Promise<string | null> {
  const row = await one<{ reference: string }>(
    db,
    `update payments set save_card = 'saving'
     where order_id = $1 and save_card = 'requested' and status in ('authorized', 'captured') and reference is not null
     returning reference`,
    [orderId],
  );
  return row?.reference ?? null;
}

/** What became of keeping an order's card. */
export async function finishCardKeeping(db: Queryable, orderId: number, saved: boolean): Promise<void> {
  await db.query(`update payments set save_card = $2 where order_id = $1 and save_card = 'saving'`, [
    orderId,
    saved ? 'saved' : 'not_saved',
  ]);
}

/** Changes a payment. */
export async function updatePayment(
  tx: Queryable,
  orderId: number,
  change: { status: StoredPaymentStatus; reference?: string | null; challengeUrl?: string | null; declineCode?: string | null; at: Date },
): Promise<void> {
  await tx.query(
    `update payments set status = $2,
       reference = case when $3::boolean then $4 else reference end,
       challenge_url = case when $5::boolean then $6 else challenge_url end,
       decline_code = case when $7::boolean then $8 else decline_code end,
       updated_at = $9
     where order_id = $1`,
    [
      orderId,
      change.status,
      change.reference !== undefined,
      change.reference ?? null,
      change.challengeUrl !== undefined,
      change.challengeUrl ?? null,
      change.declineCode !== undefined,
      change.declineCode ?? null,
      change.at,
    ],
  );
}

/** An order's payment. */
export interface PaymentRow {
  method: PaymentMethod;
  gateway: string | null;
  reference: string | null;
  card_brand: CardBrand | null;
  card_last4: string | null;
  card_exp_month: number | null;
  card_exp_year: number | null;
  amount: number;
  status: StoredPaymentStatus;
  bridge_token: string | null;
  challenge_url: string | null;
  decline_code: string | null;
  transfer_due_date: string | null;
}

export async function paymentOf(db: Queryable, orderId: number): Promise<PaymentRow | undefined> {
  return one<PaymentRow>(
    db,
    `select method, gateway, reference, card_brand, card_last4, card_exp_month, card_exp_year, amount, status, bridge_token, challenge_url,
            decline_code, transfer_due_date::text as transfer_due_date
     from payments where order_id = $1`,
    [orderId],
  );
}

/** The order a 3-D Secure bridge token belongs to (undefined: unknown token). */
export async function orderIdByBridgeToken(db: Queryable, token: string): Promise<{ id: number; customer_id: number } | undefined> {
  return one<{ id: number; customer_id: number }>(
    db,
    'select o.id, o.customer_id from payments p join orders o on o.id = p.order_id where p.bridge_token = $1',
    [token],
  );
}
