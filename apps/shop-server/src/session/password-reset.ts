import { one, type Queryable } from '../db/db.ts';
import { SESSION_POLICY } from './policy.ts';
import { randomToken, sha256 } from './tokens.ts';

/** Whether a reset mail went to this customer less than `resetMailEveryMs` ago. */
export async function resetMailedRecently(db: Queryable, customerId: number, now: number): Promise<boolean> {
  const row = await one(db, 'select 1 from password_resets where customer_id = $1 and used_at is null and created_at > $2', [
    customerId,
    new Date(now - SESSION_POLICY.resetMailEveryMs),
  ]);
  return row !== undefined;
}

/**
 * Issues a single-use reset token for a customer, valid `resetTokenMs`. Only its sha256 is stored;
 * earlier unused tokens of the customer stop working (only the newest mail counts).
 */
export async function issueResetToken(db: Queryable, customerId: number, now: number): Promise<string> {
  const token = randomToken();
  await db.query('delete from password_resets where customer_id = $1 and used_at is null', [customerId]);
  await db.query('insert into password_resets (token_hash, customer_id, created_at, expires_at) values ($1, $2, $3, $4)', [
    sha256(token),
    customerId,
    new Date(now),
    new Date(now + SESSION_POLICY.resetTokenMs),
  ]);
  return token;
}

const VALID_TOKEN = `from password_resets r join customers c on c.id = r.customer_id
  where r.token_hash = $1 and lower(c.email) = lower($2) and r.used_at is null and r.expires_at > $3`;

/** The customer a token is valid for (unused, unexpired, issued to that email); a read-only check. */
export async function findResetCustomer(db: Queryable, token: string, email: string, now: number): Promise<number | undefined> {
  const row = await one<{ id: number }>(db, `select c.id ${VALID_TOKEN}`, [sha256(token), email.trim(), new Date(now)]);
  return row?.id;
}

/**
 * Marks a valid token used in one statement; the conditions sit on the updated row itself, so of
 * two racing resets PostgreSQL lets only one through. Returns its customer, or undefined.
 */
export async function consumeResetToken(db: Queryable, token: string, email: string, now: number): Promise<number | undefined> {
  const row = await one<{ customer_id: number }>(
    db,
    `update password_resets r set used_at = $3 from customers c
     where r.token_hash = $1 and r.used_at is null and r.expires_at > $3
       and c.id = r.customer_id and lower(c.email) = lower($2)
     returning r.customer_id`,
    [sha256(token), email.trim(), new Date(now)],
  );
  return row?.customer_id;
}
