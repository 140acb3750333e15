/**
 * Every statement on `customer_cards` (migration 019): the shop's side of saved cards, the gateway's
 * reference with brand, last 4 and expiry for display. Every read and write names the customer, so
 * another customer's card is simply not found.
 */
import type { CardBrand } from '../payments/payment-gateway.ts';
import { customerRows } from '../db/customer-rows.ts';
import { one, type Queryable } from '../db/db.ts';

export interface SavedCardRow {
  id: number;
  gateway: string;
  reference: string;
  brand: CardBrand;
  last4: string;
  exp_month: number;
  exp_year: number;
  is_default: boolean;
  created_at: Date;
}

const COLUMNS = 'id, gateway, reference, brand, last4, exp_month, exp_year, is_default, created_at';

const rows = customerRows<SavedCardRow>('customer_cards', COLUMNS);
export const lockCustomerCards = rows.lock;
export const savedCardsOf = rows.list;
export const savedCardOf = rows.find;
export const countSavedCards = rows.count;
export const newestSavedCardId = rows.newestId;

export interface NewSavedCard {
  gateway: string;
  reference: string;
  brand: CardBrand;
  last4: string;
  expMonth: number;
  expYear: number;
}

export async function insertSavedCard(tx: Queryable, customerId: number, card: NewSavedCard, at: Date): Promise<number> {
  const row = await one<{ id: number }>(
    tx,
    `insert into customer_cards (customer_id, gateway, reference, brand, last4, exp_month, exp_year, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8) returning id`,
    [customerId, card.gateway, card.reference, card.brand, card.last4, card.expMonth, card.expYear, at],
  );
  if (!row) throw new Error('insert into customer_cards returned no id');
  return row.id;
}

/** Makes `id` the customer's only default card (the old default is cleared first: the unique index allows one). */
export async function makeDefaultCard(tx: Queryable, customerId: number, id: number): Promise<void> {
  await tx.query('update customer_cards set is_default = false where customer_id = $1 and is_default and id <> $2', [customerId, id]);
  await tx.query('update customer_cards set is_default = true where customer_id = $1 and id = $2', [customerId, id]);
}

/** Deletes one of the customer's cards; what it was, or undefined when there is no such card of theirs. */
export function deleteSavedCard(tx: Queryable, customerId: number, id: number): Promise<SavedCardRow | undefined> {
  return one<SavedCardRow>(tx, `delete from customer_cards where customer_id = $1 and id = $2 returning ${COLUMNS}`, [customerId, id]);
}
