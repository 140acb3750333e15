import { type Db, one, type Queryable } from '../db/db.ts';
import type { SessionState } from '../http/env.ts';
import { SESSION_POLICY } from './policy.ts';
import { cachedSession, forgetCustomerSessions, forgetSession, rememberSession } from './session-cache.ts';
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
  expires_at: Date;
}

/** Expiry of a session created at `createdAt` and last used at `now` (epoch ms): sliding, capped. */
export function sessionExpiry(createdAt: number, now: number): number {
  return Math.min(now + SESSION_POLICY.idleMs, createdAt + SESSION_POLICY.absoluteMs);
}

/**
 * Whether session reads may come from the in-process copy: only when this process owns the
 * database (PGlite). Writes always update the copy, whatever the database.
 */
function ownsDatabase(db: Queryable): boolean {
  return (db as Partial<Db>).kind === 'pglite';
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
  rememberSession({ state, createdAt: now, lastSeenAt: now, expiresAt: sessionExpiry(now, now) });
  await sweepExpired(db, now);
  return { cookie, state };
}

/** The live session for a cookie value, its expiry slid forward; undefined when unknown or expired. */
export async function loadSession(db: Queryable, cookie: string, now: number): Promise<SessionState | undefined> {
  const id = sha256(cookie);
  const cached = ownsDatabase(db) ? cachedSession(id, now) : undefined;
  const entry =
    cached ??
    (await one<SessionRow>(
      db,
      'select id, customer_id, csrf_token, created_at, last_seen_at, expires_at from sessions where id = $1 and expires_at > $2',
      [id, new Date(now)],
    ).then((row) =>
      row
        ? {
            state: { id: row.id, customerId: row.customer_id, csrfToken: row.csrf_token },
            createdAt: row.created_at.getTime(),
            lastSeenAt: row.last_seen_at.getTime(),
            expiresAt: row.expires_at.getTime(),
          }
        : undefined,
    ));
  if (!entry) return undefined;
  if (now - entry.lastSeenAt >= SESSION_POLICY.touchEveryMs) {
    const expiresAt = sessionExpiry(entry.createdAt, now);
    const touched = await db.query('update sessions set last_seen_at = $2, expires_at = $3 where id = $1 returning id', [
      id,
      new Date(now),
      new Date(expiresAt),
    ]);
    // Destroyed meanwhile (logout in a concurrent request): not live any more.
    if (touched.length === 0) {
      forgetSession(id);
      return undefined;
    }
    rememberSession({ ...entry, lastSeenAt: now, expiresAt });
  } else if (!cached && ownsDatabase(db)) {
    rememberSession(entry);
  }
  return entry.state;
}

/**
 * Replaces a session by a new one for `customerId` (login, registration): new id, new CSRF token,
 * old row deleted, so a session id planted before login is worthless afterwards. A login passes what
 * the guest uploaded to the customer first (auth/auth-service.ts `signIn`).
 */
export async function rotateSession(
  db: Queryable,
  previous: SessionState | undefined,
  customerId: number | null,
  now: number,
): Promise<IssuedSession> {
  if (previous) {
    await destroySession(db, previous.id);
  }
  return createSession(db, customerId, now);
}

/** Deletes one session (logout). */
export async function destroySession(db: Queryable, id: string): Promise<void> {
  forgetSession(id);
  await db.query('delete from sessions where id = $1', [id]);
  // Again afterwards: a read that started before the delete may have cached the row meanwhile.
  forgetSession(id);
}

/** Deletes every session of a customer except `keepId` (password reset). */
export async function destroyCustomerSessions(db: Queryable, customerId: number, keepId?: string): Promise<void> {
  forgetCustomerSessions(customerId, keepId);
  await db.query('delete from sessions where customer_id = $1 and id <> $2', [customerId, keepId ?? '']);
  forgetCustomerSessions(customerId, keepId);
}

/**
 * Opportunistic clean-up, run whenever a session is created: a bounded batch of expired sessions,
 * login attempts outside any throttle window and dead reset tokens.
 */
export async function sweepExpired(db: Queryable, now: number): Promise<void> {
  const at = new Date(now);
  await db.query('delete from sessions where id in (select id from sessions where expires_at <= $1 limit 200)', [at]);
  await db.query('delete from login_attempts where id in (select id from login_attempts where attempted_at < $1 limit 200)', [
    new Date(now - 10 * SESSION_POLICY.throttleWindowMs),
  ]);
  await db.query(
    'delete from password_resets where token_hash in (select token_hash from password_resets where expires_at < $1 limit 200)',
    [new Date(now - 24 * 60 * 60 * 1000)],
  );
}
