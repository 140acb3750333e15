/**
 * Two-factor authentication codes (RFC 6238 TOTP: SHA-1, 6 digits, 30 s) through the `otpauth`
 * library, and the QR code of an authenticator's `otpauth://` URI (the `qr` library, SVG). A code
 * is accepted once: the caller keeps the last accepted time step and passes it back in.
 */
import encodeQR from 'qr';
import { Secret, TOTP } from 'otpauth';
import { STAFF_POLICY } from './staff-policy.ts';

/** Issuer shown in the authenticator app. */
export const TOTP_ISSUER = 'プリントファクトリー 管理画面';

const totpFor = (secretBase32: string, label = 'staff') =>
  new TOTP({ issuer: TOTP_ISSUER, label, secret: Secret.fromBase32(secretBase32), algorithm: 'SHA1', digits: 6, period: 30 });

/** A new random secret (160 bits, as RFC 4226 recommends), base32. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** What the enrolment screen shows: the secret grouped for typing, the URI and its QR code. */
export function totpEnrolment(secretBase32: string, email: string) {
  const uri = totpFor(secretBase32, email).toString();
  const svg = encodeQR(uri, 'svg', { ecc: 'medium', border: 2 });
  return {
    secret: secretBase32.replace(/(.{4})(?=.)/g, '$1 '),
    otpauth_uri: uri,
    qr_data_url: `data:image/svg+xml;base64,${Buffer.from(svg, 'utf8').toString('base64')}`,
  };
}

/** A code checked: its time step when valid, or why not. */
export type TotpCheck = { ok: true; counter: number } | { ok: false; reason: 'wrong' | 'used' };

/**
 * Checks a code at `now` (±`STAFF_POLICY.totpWindow` steps): valid codes answer their time step
 * (counter). A code whose step is not after `lastCounter` is refused as used: each code works once.
 */
export function checkTotp(secretBase32: string, code: string, now: number, lastCounter: number | null): TotpCheck {
  const totp = totpFor(secretBase32);
  const delta = totp.validate({ token: code, timestamp: now, window: STAFF_POLICY.totpWindow });
  if (delta === null) return { ok: false, reason: 'wrong' };
  const counter = totp.counter({ timestamp: now }) + delta;
  if (lastCounter !== null && counter <= lastCounter) return { ok: false, reason: 'used' };
  return { ok: true, counter };
}

/** The code of a secret at `now` (tests and the demo's documented secret). */
export function totpCode(secretBase32: string, now: number): string {
  return totpFor(secretBase32).generate({ timestamp: now });
}
