/**
 * The demo back office's staff (README "Demo back office"): one account per role with the published
 * demo password, ready to log in at /admin/login; an authenticator (TOTP) secret only for the roles
 * that must use one (owners always, others as the shop's `staff_totp_required_roles` says), so the
 * owner logs in with the published secret's codes and the others with the password alone.
 *
 * Seeded only with the demo data of an empty database and only when the configuration asks for it
 * (`DEMO_STAFF`, config.ts: never in production mode unless set; `npm start` sets it): a shop started
 * for real never has an account whose password is in the README.
 */
import type { StaffRole } from '@shop/api-contract/admin';
import type { Queryable } from '../db/db.ts';
import type { SecretBox } from '../staff/secret-box.ts';

/** The demo staff's password (every role). */
export const DEMO_STAFF_PASSWORD = 'demo-staff-12345';

/** The demo authenticator secret (base32, 160 bits) of the roles that need one: type it into an authenticator app. */
export const DEMO_STAFF_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

/** One account per role, in the order the README lists them. */
export const DEMO_STAFF: readonly { email: string; name: string; role: StaffRole }[] = [
  { email: 'owner@demo.example.com', name: 'デモ オーナー', role: 'owner' },
  { email: 'support@demo.example.com', name: 'デモ 顧客対応', role: 'customer_service' },
  { email: 'artwork@demo.example.com', name: 'デモ データチェック', role: 'artwork_check' },
  { email: 'production@demo.example.com', name: 'デモ 製作', role: 'production' },
  { email: 'shipping@demo.example.com', name: 'デモ 出荷', role: 'shipping' },
];

/**
 * Inserts the demo staff (inside the seed's transaction): `passwordHash` is the hash of
 * DEMO_STAFF_PASSWORD, `secrets` seals the TOTP secret as the server reads it. An address already
 * taken is left as it is.
 */
export async function insertDemoStaff(db: Queryable, passwordHash: string, secrets: SecretBox): Promise<void> {
  const [setting] = await db.query<{ value: unknown }>("select value from shop_settings where key = 'staff_totp_required_roles'");
  const roles = Array.isArray(setting?.value) ? setting.value.filter((role): role is string => typeof role === 'string') : [];
  const required = new Set<string>(['owner', ...roles]);
  for (const staff of DEMO_STAFF) {
    await db.query(
      `insert into staff (email, name, role, password_hash, totp_secret) values ($1, $2, $3, $4, $5)
       on conflict (lower(email)) do nothing`,
      [staff.email, staff.name, staff.role, passwordHash, required.has(staff.role) ? secrets.seal(DEMO_STAFF_TOTP_SECRET) : null],
    );
  }
}
