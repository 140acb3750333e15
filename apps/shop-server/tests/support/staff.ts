/**
 * Staff fixtures for the admin API's tests: a browser stand-in that keeps the staff cookies and
 * echoes the staff CSRF token, staff members created through the command line (with their set-up
 * link) or straight in the database, and the authenticator's codes computed from the secret.
 */
import { randomBytes } from 'node:crypto';
import { STAFF_XSRF_COOKIE, STAFF_XSRF_HEADER, type StaffRole } from '@shop/api-contract/admin';
import { runAdminCommand } from '../../src/admin/commands.ts';
import { readConfig } from '../../src/config/config.ts';
import type { Db } from '../../src/db/db.ts';
import { createOutboxMailer } from '../../src/mail/outbox-mailer.ts';
import type { PaymentGateway } from '../../src/payments/payment-gateway.ts';
import { hashPassword } from '../../src/session/password.ts';
import { createSecretBox } from '../../src/staff/secret-box.ts';
import { newTotpSecret, totpCode } from '../../src/staff/totp.ts';
import { TEST_STAFF_SECRET_KEY } from './server.ts';
import { type Answer, type RequestOptions, SessionClient } from './session-client.ts';

/** The test servers' secret box (same key as startTestServer's). */
export const testSecretBox = () => createSecretBox({ staffSecretKey: TEST_STAFF_SECRET_KEY, dataDir: '/nonexistent' });

export interface StaffRequestOptions extends RequestOptions {
  /** X-STAFF-XSRF-TOKEN: the jar's STAFF-XSRF-TOKEN cookie by default, a given value, or false to leave it out. */
  staffXsrf?: string | false;
}

/** A browser stand-in for the back office: cookies kept, the staff CSRF token echoed (never the customer's). */
export class StaffClient extends SessionClient {
  override request<T = unknown>(method: string, path: string, options: StaffRequestOptions = {}): Promise<Answer<T>> {
    const token = options.staffXsrf === undefined ? this.cookies.get(STAFF_XSRF_COOKIE) : options.staffXsrf;
    const headers = { ...(token === false || token === undefined ? {} : { [STAFF_XSRF_HEADER]: token }), ...options.headers };
    return super.request<T>(method, path, { xsrf: false, ...options, headers });
  }

  override get<T = unknown>(path: string, options?: StaffRequestOptions) {
    return this.request<T>('GET', path, options);
  }
  override post<T = unknown>(path: string, json?: unknown, options?: StaffRequestOptions) {
    return this.request<T>('POST', path, { ...options, json });
  }
  override put<T = unknown>(path: string, json?: unknown, options?: StaffRequestOptions) {
    return this.request<T>('PUT', path, { ...options, json });
  }

  /** GET /api/admin/csrf-cookie. */
  staffCsrf() {
    return this.get('/api/admin/csrf-cookie');
  }

  /** The whole login: csrf-cookie, password, then the code when one is asked (from `secret` at `at`). */
  async signIn(
    staff: { email: string; password: string; totpSecret?: string | null },
    at = Date.now(),
  ): Promise<Answer<{ data: { next: string } }>> {
    if (!this.cookies.has(STAFF_XSRF_COOKIE)) await this.staffCsrf();
    const first = await this.post<{ data: { next: string } }>('/api/admin/login', { email: staff.email, password: staff.password });
    if (first.status !== 200) throw new Error(`staff login as ${staff.email} failed: ${first.status} ${first.text}`);
    if (first.json.data.next !== 'totp') return first;
    if (!staff.totpSecret) throw new Error(`${staff.email} needs a code but has no secret`);
    const second = await this.post<{ data: { next: string } }>('/api/admin/login/totp', { code: totpCode(staff.totpSecret, at) });
    if (second.status !== 200) throw new Error(`staff code for ${staff.email} refused: ${second.status} ${second.text}`);
    return second;
  }
}

/** The operator's command line on a test server's database. */
export function cli(server: { db: Db; payments: PaymentGateway }, now: () => number = Date.now) {
  const deps = {
    db: server.db,
    config: { ...readConfig({ PORT: '0' }), staffSecretKey: TEST_STAFF_SECRET_KEY },
    now,
    mailer: createOutboxMailer(server.db, { now, log: () => undefined }),
    payments: server.payments,
  };
  return (...args: string[]) => runAdminCommand(args, deps);
}

/** The token of the set-up link a command printed. */
export function setupTokenOf(output: string): string {
  const match = /\/admin\/setup\/([A-Za-z0-9_-]+)/.exec(output);
  if (!match?.[1]) throw new Error(`no set-up link in: ${output}`);
  return match[1];
}

const FIXTURE_SCRYPT = { N: 2 ** 10, r: 8, p: 1 };

export interface TestStaff {
  id: number;
  email: string;
  role: StaffRole;
  password: string;
  /** base32, or null when two-factor authentication is off */
  totpSecret: string | null;
}

/**
 * A staff member inserted straight into the database (fast hash), set up: owners (who must use
 * two-factor authentication) get an authenticator secret, others only when `totp` says so.
 */
export async function createTestStaff(db: Db, role: StaffRole, options: { totp?: boolean; email?: string } = {}): Promise<TestStaff> {
  const email = options.email ?? `${role}-${randomBytes(4).toString('hex')}@example.com`;
  const password = 'staff password 1234';
  const totpSecret = (options.totp ?? role === 'owner') ? newTotpSecret() : null;
  const [row] = await db.query<{ id: number }>(
    `insert into staff (email, role, password_hash, totp_secret) values ($1, $2, $3, $4) returning id`,
    [email, role, await hashPassword(password, FIXTURE_SCRYPT), totpSecret === null ? null : testSecretBox().seal(totpSecret)],
  );
  if (!row) throw new Error('staff insert returned no row');
  return { id: row.id, email, role, password, totpSecret };
}

/** A new staff member of `role` and a client signed in as them. */
export async function signedInStaff(server: { url: string; db: Db }, role: StaffRole, options: { totp?: boolean } = {}) {
  const staff = await createTestStaff(server.db, role, options);
  const client = new StaffClient(server.url);
  await client.signIn(staff);
  return { staff, client };
}

export { totpCode };
