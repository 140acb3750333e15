/**
 * Signing a customer in on this browser: the session id rotates (session/session-store.ts) and what
 * the guest uploaded and shared (proofs) under the old id passes to the customer first, so the guest → login journey
 * keeps its uploads and links. The session folder is infrastructure and knows nothing of files; this does.
 */
import type { Queryable } from '../db/db.ts';
import { adoptSessionFiles } from '../files/file-service.ts';
import { adoptSessionLinks } from '../proof-links/proof-link-service.ts';
import { type IssuedSession, rotateSession } from '../session/session-store.ts';
import type { SessionState } from '../http/env.ts';

/** Replaces the browser's session by a new one for `customerId` (login, registration, password change). */
export async function signIn(db: Queryable, previous: SessionState | undefined, customerId: number, now: number): Promise<IssuedSession> {
  if (previous) {
    await adoptSessionFiles(db, previous.id, customerId);
    // a guest's shared proofs too, so the customer can still list and revoke them
    await adoptSessionLinks(db, previous.id, customerId);
  }
  return rotateSession(db, previous, customerId, now);
}
