/**
 * The staff_sessions table: staff sessions live in the database (every server process sees them),
 * apart from the customers' sessions. Only the sha256 of the cookie value is stored.
 */
import type { StaffRole } from '@shop/api-contract/admin';
import { one, type Queryable } from '../db/db.ts';
import type { StaffSessionStage, StaffSessionState } from '../http/env.ts';
import { randomToken, sha256 } from '../session/tokens.ts';
import { STAFF_POLICY } from './staff-policy.ts';

export interface IssuedStaffSession {
  cookie: string;
  state: StaffSessionState;
  /** epoch ms */
  expiresAt: number;
}

interface Row {
  id: string;
  stage: StaffSessionStage;
  csrf_token: string;
  code_failures: number;
  created_at: Date;
  last_seen_at: Date;
  expires_at: Date;
  staff_id: number | null;
  email: string | null;
  role: StaffRole | null;
  disabled_at: Date | null;
}

/** Expiry of a session of `stage` created at `createdAt`, seen at `now` (epoch ms). */
export function staffSessionExpiry(stage: StaffSessionStage, createdAt: number, now: number): number {
  if (stage === 'anonymous') return now + STAFF_POLICY.anonymousMs;
  if (stage === 'password') return Math.min(now + STAFF_POLICY.codeAwaitedMs, createdAt + STAFF_POLICY.codeAwaitedMs);
  return Math.min(now + STAFF_POLICY.idleMs, createdAt + STAFF_POLICY.absoluteMs);
}

/** Stores a new session of `stage` (with its staff member once known), fresh id and CSRF token. */
export async function createStaffSession(
  db: Queryable,
  stage: StaffSessionStage,
  staff: StaffSessionState['staff'],
  now: number,
): Promise<IssuedStaffSession> {
  const cookie = randomToken();
  const state: StaffSessionState = { id: sha256(cookie), stage, csrfToken: randomToken(), staff, codeFailures: 0 };
  const expiresAt = staffSessionExpiry(stage, now, now);
  await db.query(
    `insert into staff_sessions (id, staff_id, stage, csrf_token, created_at, last_seen_at, expires_at) values ($1, $2, $3, $4, $5, $5, $6)`,
    [state.id, staff?.id ?? null, stage, state.csrfToken, new Date(now), new Date(expiresAt)],
  );
  await db.query('delete from staff_sessions where id in (select id from staff_sessions where expires_at <= $1 limit 200)', [
    new Date(now),
  ]);
  return { cookie, state, expiresAt };
}

/**
 * The live session of a cookie value, its expiry slid forward; undefined when unknown, expired, or
 * its staff member was disabled meanwhile.
 */
export async function loadStaffSession(db: Queryable, cookie: string, now: number): Promise<StaffSessionState | undefined> {
  const id = sha256(cookie);
  const row = await one<Row>(
    db,
    `select ss.id, ss.stage, ss.csrf_token, ss.code_failures, ss.created_at, ss.last_seen_at, ss.expires_at,
            ss.staff_id, s.email, s.role, s.disabled_at
       from staff_sessions ss left join staff s on s.id = ss.staff_id
      where ss.id = $1 and ss.expires_at > $2`,
    [id, new Date(now)],
  );
  if (!row || row.disabled_at !== null) return undefined;
  if (now - row.last_seen_at.getTime() >= STAFF_POLICY.touchEveryMs && row.stage !== 'password') {
    const expiresAt = staffSessionExpiry(row.stage, row.created_at.getTime(), now);
    await db.query('update staff_sessions set last_seen_at = $2, expires_at = $3 where id = $1', [id, new Date(now), new Date(expiresAt)]);
  }
  return {
    id: row.id,
    stage: row.stage,
    csrfToken: row.csrf_token,
    codeFailures: row.code_failures,
    staff: row.staff_id !== null && row.email !== null && row.role !== null ? { id: row.staff_id, email: row.email, role: row.role } : null,
  };
}

/** Counts one wrong code on a session; answers the count. */
export async function countCodeFailure(db: Queryable, id: string): Promise<number> {
  const row = await one<{ n: number }>(
    db,
    'update staff_sessions set code_failures = code_failures + 1 where id = $1 returning code_failures as n',
    [id],
  );
  return row?.n ?? 0;
}

export async function destroyStaffSession(db: Queryable, id: string): Promise<void> {
  await db.query('delete from staff_sessions where id = $1', [id]);
}

/** Ends every session of a staff member except `keepId`. */
export async function destroyStaffSessionsOf(db: Queryable, staffId: number, keepId?: string): Promise<void> {
  await db.query('delete from staff_sessions where staff_id = $1 and id <> $2', [staffId, keepId ?? '']);
}
