import { one, type Queryable } from '../db/db.ts';

/** The user as `/api/user` shows it. */
export interface User {
  id: number;
  name: string;
  email: string;
}

interface CustomerRow extends User {
  password_hash: string;
}

/** A customer and their password hash, found by e-mail (case-insensitive, like the unique index). */
export async function findCustomerByEmail(db: Queryable, email: string): Promise<CustomerRow | undefined> {
  return one<CustomerRow>(db, 'select id, name, email, password_hash from customers where lower(email) = lower($1)', [email.trim()]);
}

/** The user of a customer id, if it still exists. */
export async function findUser(db: Queryable, id: number): Promise<User | undefined> {
  return one<User>(db, 'select id, name, email from customers where id = $1 and closed_at is null', [id]);
}

/** Creates a customer; undefined when the e-mail is already registered (also when a parallel sign-up won). */
export async function createCustomer(
  db: Queryable,
  input: { name: string; email: string; passwordHash: string },
  now: number,
): Promise<User | undefined> {
  return one<User>(
    db,
    `insert into customers (name, email, password_hash, created_at, updated_at) values ($1, $2, $3, $4, $4)
     on conflict do nothing returning id, name, email`,
    [input.name, input.email.trim(), input.passwordHash, new Date(now)],
  );
}

/** Replaces a customer's password hash. */
export async function setPasswordHash(db: Queryable, customerId: number, passwordHash: string, now: number): Promise<void> {
  await db.query('update customers set password_hash = $2, updated_at = $3 where id = $1', [customerId, passwordHash, new Date(now)]);
}
