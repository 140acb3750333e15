import { one, type Queryable } from '../db/db.ts';
import { SESSION_POLICY } from './policy.ts';

/** Whether a login attempt may go ahead, and when to retry when it may not. */
export type LoginAttempt = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** Throttle key of an email: trimmed and lower-cased, like the unique index on customers. */
export const throttleEmailKey = (email: string) => email.trim().toLowerCase();

/**
 * Records an attempt for (email, ip) and allows it when no more than `maxLoginFailures` earlier
 * failures fall within the window. The row is written BEFORE counting so that parallel attempts see
 * each other (a burst cannot slip past the limit); a refused attempt removes its own row again, so
 * hammering during the lock-out does not extend it. A failed attempt keeps its row; success clears all.
 */
export async function beginLoginAttempt(db: Queryable, email: string, ip: string, now: number): Promise<LoginAttempt> {
  const key = throttleEmailKey(email);
  const inserted = await one<{ id: number }>(
    db,
    'insert into login_attempts (email, ip, attempted_at) values ($1, $2, $3) returning id::int as id',
    [key, ip, new Date(now)],
  );
  const id = inserted?.id ?? 0;
  const since = new Date(now - SESSION_POLICY.throttleWindowMs);
  const stats = await one<{ n: number; oldest: Date | null }>(
    db,
    `select count(*)::int as n, min(attempted_at) as oldest from login_attempts
     where email = $1 and ip = $2 and attempted_at > $3 and id <> $4`,
    [key, ip, since, id],
  );
  if ((stats?.n ?? 0) < SESSION_POLICY.maxLoginFailures) return { allowed: true };
  await db.query('delete from login_attempts where id = $1', [id]);
  const oldest = stats?.oldest?.getTime() ?? now;
  const retryAfterSeconds = Math.max(1, Math.ceil((oldest + SESSION_POLICY.throttleWindowMs - now) / 1000));
  return { allowed: false, retryAfterSeconds };
}

/** After a successful login: forget the failures of (email, ip). */
export async function clearLoginAttempts(db: Queryable, email: string, ip: string): Promise<void> {
  await db.query('delete from login_attempts where email = $1 and ip = $2', [throttleEmailKey(email), ip]);
}
