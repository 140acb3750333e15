/**
 * Recovery codes: ten single-use codes handed out once when an authenticator is enrolled, each
 * good for one login instead of the authenticator's code. 16 characters of base32 (80 random bits),
 * shown as `abcd-efgh-ijkl-mnop`; only their sha256 is stored (80 bits are beyond guessing offline).
 */
import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/db.ts';
import { sha256 } from '../session/tokens.ts';
import { STAFF_POLICY } from './staff-policy.ts';
import { replaceRecoveryCodes } from './staff-store.ts';

/** Recovery codes: 16 characters of base32 (80 bits), shown as `abcd-efgh-ijkl-mnop`. */
const RECOVERY_ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';

export function newRecoveryCode(): string {
  const bytes = randomBytes(16);
  const chars = [...bytes].map((b) => RECOVERY_ALPHABET[b % 32]).join('');
  return chars.replace(/(.{4})(?=.)/g, '$1-');
}

/** What is stored of a recovery code: sha256 of its characters without dashes (80 random bits). */
export const recoveryHash = (code: string) => sha256(code.toLowerCase().replace(/[^a-z0-9]/g, ''));

/** New recovery codes for a staff member (earlier ones stop working); answers them in clear, once. */
export async function replaceWithNewRecoveryCodes(tx: Queryable, staffId: number, now: number): Promise<string[]> {
  const codes = Array.from({ length: STAFF_POLICY.recoveryCodes }, newRecoveryCode);
  await replaceRecoveryCodes(tx, staffId, codes.map(recoveryHash), now);
  return codes;
}
