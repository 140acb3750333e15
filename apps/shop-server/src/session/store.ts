import { one, type Queryable } from '../db/db.ts';
import type { SessionState } from '../http/env.ts';
import { SESSION_POLICY } from './policy.ts';
import { randomToken, sha256 } from './tokens.ts';

/** A session just created: the raw cookie value goes to the browser, only its hash is stored. */
export interface IssuedSession {
  cookie: string;
  state: SessionState;
}

interface SessionRow {
  id: string;
  customer_id: number | null;
  csrf_token: string;
  created_at: Date;
  last_seen_at: Date;
}

/** Expiry of a session created at `createdAt` and last used at `now` (epoch ms): sliding, capped. */
export function sessionExpiry(createdAt: number, now: number): number {
  return Math.min(now + SESSION_POLICY.idleMs, createdAt + SESSION_POLICY.absoluteMs);
}

/** Stores a new session (anonymous when `customerId` is null) with a fresh id and CSRF token. */
export async function createSession(db: Queryable, customerId: number | null, now: number): Promise<IssuedSession> {
  const cookie = randomToken();
  const state: SessionState = { id: sha256(cookie), customerId, csrfToken: randomToken() };
  await db.query(
    `insert into sessions (id, customer_id, csrf_token, created_at, last_seen_at, expires_at)
     values ($1, $2, $3, $4, $4, $5)`,
    [state.id, customerId, state.csrfToken, new Date(now), new Date(sessionExpiry(now, now))],
  );
  await sweepExpired(db, now);
  return { cookie, state };
}

/** The live session for a cookie value, its expiry slid forward; undefined when unknown or expired. */
export async function loadSession(db: Queryable, cookie: string, now: number): Promise<SessionState | undefined> {
  const row = await one<SessionRow>(
    db, 'select id, customer_id, csrf_token, created_at, last_seen_at from sessions where id = $1 and expires_at > $2',
    [sha256(cookie), new Date(now)],
  );
  if (!row) return undefined;
  if (now - row.last_seen_at.getTime() >= SESSION_POLICY.touchEveryMs) {
    await db.query('update sessions set last_seen_at = $2, expires_at = $3 where id = $1', [
      row.id,
      new Date(now),
      new Date(sessionExpiry(row.created_at.getTime(), now)),
    ]);
  }
  return { id: row.id, customerId: row.customer_id, csrfToken: row.csrf_token };
}

/**
 * Replaces a session by a new one for `customerId` (login, registration): new id, new CSRF token,
 * old row deleted, so a session id planted before login is worthless afterwards.
 */
export async function rotateSession(
  db: Queryable,
  previous: SessionState | undefined,
  customerId: number | null,
  now: number,
): Promise<IssuedSession> {
  if (previous) await destroySession(db, previous.id);
  return createSession(db, customerId, now);
}

/** Deletes one session (logout). */
export async function destroySession(db: Queryable, id: string): Promise<void> {
  await db.query('delete from sessions where id = $1', [id]);
}

/** Deletes every session of a customer except `keepId` (password reset). */
export async function destroyCustomerSessions(db: Queryable, customerId: number, keepId?: string): Promise<void> {
  await db.query('delete from sessions where customer_id = $1 and id <> $2', [customerId, keepId ?? '']);
}

/**
 * Opportunistic clean-up, run whenever a session is created: a bounded batch of expired sessions,
 * login attempts outside any throttle window and dead reset tokens.
 */
export async function sweepExpired(db: Queryable, now: number): Promise<void> {
  const at = new Date(now);
  await db.query('delete from sessions where id in (select id from sessions where expires_at <= $1 limit 200)', [at]);
  await db.query(
    'delete from login_attempts where id in (select id from login_attempts where attempted_at < $1 limit 200)',
    [new Date(now - 10 * SESSION_POLICY.throttleWindowMs)],
  );
  await db.query(
    'delete from password_resets where token_hash in (select token_hash from password_resets where expires_at < $1 limit 200)',
    [new Date(now - 24 * 60 * 60 * 1000)],
  );
}
