import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A fresh random token: 32 bytes, base64url (43 characters, cookie- and URL-safe). */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** sha256 of a token, hex: what the database keeps instead of the token itself. */
export function sha256(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** Compares two secrets without leaking where they differ (both are hashed to equal length first). */
export function secretsEqual(a: string, b: string): boolean {
  const left = createHash('sha256').update(a, 'utf8').digest();
  const right = createHash('sha256').update(b, 'utf8').digest();
  return timingSafeEqual(left, right) && a.length === b.length;
}
