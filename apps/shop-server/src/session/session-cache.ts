/**
 * In-process copy of live sessions, so a request does not pay a database round trip to learn who
 * is asking. Used only when this process owns the database (PGlite: one process per DATA_DIR, held
 * by the lock), so every write to `sessions` goes through store.ts, which keeps this copy exact. On
 * PostgreSQL several processes share the table and every request reads it.
 */
import type { SessionState } from '../http/env.ts';

export interface CachedSession {
  state: SessionState;
  /** epoch ms */
  createdAt: number;
  /** epoch ms of the last write of last_seen_at */
  lastSeenAt: number;
  /** epoch ms */
  expiresAt: number;
}

/** Most sessions kept; the oldest inserted go first. */
const MAX_ENTRIES = 50_000;

const entries = new Map<string, CachedSession>();

/** The cached live session with this id, or undefined (unknown here, or expired at `now`). */
export function cachedSession(id: string, now: number): CachedSession | undefined {
  const entry = entries.get(id);
  if (entry && entry.expiresAt <= now) {
    entries.delete(id);
    return undefined;
  }
  return entry;
}

/** Remembers a session as the database now has it. */
export function rememberSession(entry: CachedSession): void {
  entries.delete(entry.state.id);
  entries.set(entry.state.id, entry);
  if (entries.size > MAX_ENTRIES) {
    const oldest = entries.keys().next();
    if (!oldest.done) entries.delete(oldest.value);
  }
}

/** Forgets one session (logout, rotation). */
export function forgetSession(id: string): void {
  entries.delete(id);
}

/** Forgets every session of a customer except `keepId` (password reset). */
export function forgetCustomerSessions(customerId: number, keepId?: string): void {
  for (const [id, entry] of entries) {
    if (entry.state.customerId === customerId && id !== keepId) entries.delete(id);
  }
}

/** Forgets every session of every database (the server suites share one process between test files). */
export function clearSessionCache(): void {
  entries.clear();
}
