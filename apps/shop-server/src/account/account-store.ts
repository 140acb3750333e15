/**
 * The customer's own record in the database (issue #14): profile, newsletter consents, e-mail
 * changes waiting for their link, and closing an account. Rules live in account-service.ts and
 * @shop/order-domain; this module only reads and writes rows.
 */
import type { OrderStatus } from '@shop/order-domain';
import { one, type Queryable } from '../db/db.ts';
import { sha256 } from '../session/tokens.ts';

/** The customer row as the account pages need it. */
export interface AccountRow {
  id: number;
  name: string;
  name_kana: string | null;
  email: string;
  password_hash: string;
  newsletter: boolean;
  created_at: Date;
  closed_at: Date | null;
}

/** The customer's newest consent record and a pending e-mail change, beside the row. */
export interface AccountRecord extends AccountRow {
  newsletter_changed_at: Date | null;
  pending_email: string | null;
  pending_email_expires_at: Date | null;
}

/** An open (not closed) customer with their latest consent and pending e-mail change. */
export async function findAccount(db: Queryable, customerId: number, now: number): Promise<AccountRecord | undefined> {
  return one<AccountRecord>(
    db,
    `select c.id, c.name, c.name_kana, c.email, c.password_hash, c.newsletter, c.created_at, c.closed_at,
       (select recorded_at from newsletter_consents n where n.customer_id = c.id order by recorded_at desc, id desc limit 1)
         as newsletter_changed_at,
       e.new_email as pending_email, e.expires_at as pending_email_expires_at
     from customers c
     left join email_changes e on e.customer_id = c.id and e.used_at is null and e.expires_at > $2
     where c.id = $1 and c.closed_at is null`,
    [customerId, new Date(now)],
  );
}

/** Locks the customer's row for the rest of the transaction (changes to one account run one at a time). */
export async function lockAccount(tx: Queryable, customerId: number): Promise<AccountRow | undefined> {
  return one<AccountRow>(
    tx,
    `select id, name, name_kana, email, password_hash, newsletter, created_at, closed_at
     from customers where id = $1 and closed_at is null for update`,
    [customerId],
  );
}

export async function updateName(db: Queryable, customerId: number, name: string, nameKana: string, now: number): Promise<void> {
  await db.query('update customers set name = $2, name_kana = $3, updated_at = $4 where id = $1', [
    customerId,
    name,
    nameKana,
    new Date(now),
  ]);
}

/** Records a newsletter choice with the wording shown and sets it as the current one. */
export async function recordNewsletterChoice(
  db: Queryable,
  customerId: number,
  subscribed: boolean,
  wording: string,
  now: number,
): Promise<void> {
  await db.query('update customers set newsletter = $2, updated_at = $3 where id = $1', [customerId, subscribed, new Date(now)]);
  await db.query('insert into newsletter_consents (customer_id, subscribed, wording, recorded_at) values ($1, $2, $3, $4)', [
    customerId,
    subscribed,
    wording,
    new Date(now),
  ]);
}

/** Whether another account (open or not) uses this e-mail address (case-insensitive, like the unique index). */
export async function emailTakenByOther(db: Queryable, customerId: number, email: string): Promise<boolean> {
  return (await one(db, 'select 1 from customers where lower(email) = lower($1) and id <> $2', [email.trim(), customerId])) !== undefined;
}

/** Stores a new e-mail change (its token's sha256), replacing any earlier one of the customer. */
export async function storeEmailChange(
  db: Queryable,
  customerId: number,
  newEmail: string,
  token: string,
  now: number,
  validMs: number,
): Promise<void> {
  await db.query('delete from email_changes where customer_id = $1', [customerId]);
  await db.query('insert into email_changes (token_hash, customer_id, new_email, created_at, expires_at) values ($1, $2, $3, $4, $5)', [
    sha256(token),
    customerId,
    newEmail.trim(),
    new Date(now),
    new Date(now + validMs),
  ]);
}

/** Deletes the customer's e-mail changes (withdrawn, or the account closes). */
export async function deleteEmailChanges(db: Queryable, customerId: number): Promise<number> {
  return (await db.query('delete from email_changes where customer_id = $1 returning token_hash', [customerId])).length;
}

/**
 * Marks a valid link used in one statement (of two racing confirmations only one gets through) and
 * answers the new address; undefined for an unknown, used, expired or another customer's link.
 */
export async function consumeEmailChange(db: Queryable, customerId: number, token: string, now: number): Promise<string | undefined> {
  const row = await one<{ new_email: string }>(
    db,
    `update email_changes set used_at = $3
     where token_hash = $1 and customer_id = $2 and used_at is null and expires_at > $3
     returning new_email`,
    [sha256(token), customerId, new Date(now)],
  );
  return row?.new_email;
}

export async function setEmail(db: Queryable, customerId: number, email: string, now: number): Promise<void> {
  await db.query('update customers set email = $2, updated_at = $3 where id = $1', [customerId, email, new Date(now)]);
}

/** The customer's orders that are not settled, newest first (what keeps an account open is decided by order-domain). */
export async function ordersOf(db: Queryable, customerId: number): Promise<{ number: string; status: OrderStatus | 'placing' }[]> {
  return db.query<{ number: string; status: OrderStatus | 'placing' }>(
    `select number, status from orders where customer_id = $1 and status not in ('delivered', 'cancelled')
     order by placed_at desc, id desc`,
    [customerId],
  );
}

/**
 * Closes an account: the row stays (orders, points and reviews refer to it) with its personal data
 * replaced, and what only served the customer goes: addresses, saved cards, carts, saved designs,
 * pending e-mail changes and password resets. Answers the gateway references of the saved cards (the
 * caller deletes them at the gateway once this commits). Sessions are ended by the caller (they are
 * cached per process).
 */
export async function anonymiseAccount(tx: Queryable, customerId: number, now: number): Promise<string[]> {
  const at = new Date(now);
  await tx.query(
    `update customers set name = '退会済みのお客様', name_kana = null,
       email = 'closed-' || id || '-' || extract(epoch from $2::timestamptz)::bigint || '@closed.invalid',
       password_hash = '!closed', newsletter = false, closed_at = $2, updated_at = $2
     where id = $1`,
    [customerId, at],
  );
  const cards = await tx.query<{ reference: string }>('delete from customer_cards where customer_id = $1 returning reference', [
    customerId,
  ]);
  for (const table of [
    'customer_addresses',
    'cart_items',
    'cart_productions',
    'cart_reorders',
    'cart_estimates',
    'designs',
    'email_changes',
    'password_resets',
  ]) {
    await tx.query(`delete from ${table} where customer_id = $1`, [customerId]);
  }
  return cards.map((card) => card.reference);
}

/** Name and e-mail of a customer (for mails). */
export async function customerContact(db: Queryable, customerId: number): Promise<{ name: string; email: string } | undefined> {
  return one<{ name: string; email: string }>(db, 'select name, email from customers where id = $1', [customerId]);
}
