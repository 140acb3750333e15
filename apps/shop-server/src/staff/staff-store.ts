/** SQL of the staff accounts, their set-up links and recovery codes, and the two-factor setting. */
import type { StaffRole } from '@shop/api-contract/admin';
import { one, type Queryable } from '../db/db.ts';

export interface StaffRow {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
  password_hash: string | null;
  totp_secret: string | null;
  totp_pending_secret: string | null;
  totp_last_counter: number | null;
  disabled_at: Date | null;
  last_login_at: Date | null;
  created_at: Date;
}

const COLUMNS = `id, email, name, role, password_hash, totp_secret, totp_pending_secret, totp_last_counter::float8 as totp_last_counter,
  disabled_at, last_login_at, created_at`;

export async function findStaffByEmail(db: Queryable, email: string): Promise<StaffRow | undefined> {
  return one<StaffRow>(db, `select ${COLUMNS} from staff where lower(email) = lower($1)`, [email.trim()]);
}

export async function findStaff(db: Queryable, id: number, forUpdate = false): Promise<StaffRow | undefined> {
  return one<StaffRow>(db, `select ${COLUMNS} from staff where id = $1${forUpdate ? ' for update' : ''}`, [id]);
}

export async function allStaff(db: Queryable): Promise<StaffRow[]> {
  return db.query<StaffRow>(`select ${COLUMNS} from staff order by id`);
}

/** Creates a staff member without a password; undefined when the e-mail is taken. */
export async function insertStaff(db: Queryable, input: { email: string; name: string; role: StaffRole }, now: number) {
  return one<StaffRow>(
    db,
    `insert into staff (email, name, role, created_at, updated_at) values ($1, $2, $3, $4, $4)
     on conflict do nothing returning ${COLUMNS}`,
    [input.email.trim(), input.name, input.role, new Date(now)],
  );
}

/** Updates the given columns of one staff member (and updated_at). */
export async function updateStaff(
  db: Queryable,
  id: number,
  fields: Partial<
    Pick<StaffRow, 'role' | 'password_hash' | 'totp_secret' | 'totp_pending_secret' | 'totp_last_counter' | 'disabled_at' | 'last_login_at'>
  >,
  now: number,
): Promise<void> {
  const entries = Object.entries(fields);
  const sets = entries.map(([column], i) => `${column} = $${i + 3}`);
  await db.query(`update staff set updated_at = $2${sets.length ? `, ${sets.join(', ')}` : ''} where id = $1`, [
    id,
    new Date(now),
    ...entries.map(([, value]) => value as string | number | Date | null),
  ]);
}

/** Records an accepted code's time step, only if it is newer than the last one: false when another request took it. */
export async function claimTotpCounter(db: Queryable, id: number, counter: number): Promise<boolean> {
  const rows = await db.query(
    'update staff set totp_last_counter = $2 where id = $1 and (totp_last_counter is null or totp_last_counter < $2) returning id',
    [id, counter],
  );
  return rows.length === 1;
}

/** Owners that are not disabled and have finished set-up (or not): how many. */
export async function activeOwnerCount(db: Queryable): Promise<number> {
  const row = await one<{ n: number }>(db, `select count(*)::int as n from staff where role = 'owner' and disabled_at is null`);
  return row?.n ?? 0;
}

// Set-up links

export interface SetupTokenRow {
  token_hash: string;
  staff_id: number;
  totp_pending_secret: string | null;
  expires_at: Date;
}

/** Replaces every unused link of a staff member by a new one. */
export async function insertSetupToken(db: Queryable, staffId: number, tokenHash: string, now: number, expiresAt: number): Promise<void> {
  await db.query('delete from staff_setup_tokens where staff_id = $1 and used_at is null', [staffId]);
  await db.query('insert into staff_setup_tokens (token_hash, staff_id, created_at, expires_at) values ($1, $2, $3, $4)', [
    tokenHash,
    staffId,
    new Date(now),
    new Date(expiresAt),
  ]);
}

/** A link that is unused and unexpired at `now` (locked for the transaction when asked). */
export async function findLiveSetupToken(
  db: Queryable,
  tokenHash: string,
  now: number,
  forUpdate = false,
): Promise<SetupTokenRow | undefined> {
  return one<SetupTokenRow>(
    db,
    `select token_hash, staff_id, totp_pending_secret, expires_at from staff_setup_tokens
      where token_hash = $1 and used_at is null and expires_at > $2${forUpdate ? ' for update' : ''}`,
    [tokenHash, new Date(now)],
  );
}

export async function setSetupTokenSecret(db: Queryable, tokenHash: string, sealedSecret: string): Promise<void> {
  await db.query('update staff_setup_tokens set totp_pending_secret = $2 where token_hash = $1', [tokenHash, sealedSecret]);
}

/** Uses a link: true when this call did (of two racing ones, one wins). */
export async function useSetupToken(db: Queryable, tokenHash: string, now: number): Promise<boolean> {
  const rows = await db.query(
    'update staff_setup_tokens set used_at = $2, totp_pending_secret = null where token_hash = $1 and used_at is null and expires_at > $2 returning staff_id',
    [tokenHash, new Date(now)],
  );
  return rows.length === 1;
}

// Recovery codes

export async function replaceRecoveryCodes(db: Queryable, staffId: number, hashes: readonly string[], now: number): Promise<void> {
  await db.query('delete from staff_recovery_codes where staff_id = $1', [staffId]);
  for (const hash of hashes) {
    await db.query('insert into staff_recovery_codes (staff_id, code_hash, created_at) values ($1, $2, $3)', [
      staffId,
      hash,
      new Date(now),
    ]);
  }
}

/** Uses one unused recovery code: true when this call did. */
export async function useRecoveryCode(db: Queryable, staffId: number, hash: string, now: number): Promise<boolean> {
  const rows = await db.query(
    'update staff_recovery_codes set used_at = $3 where staff_id = $1 and code_hash = $2 and used_at is null returning id',
    [staffId, hash, new Date(now)],
  );
  return rows.length === 1;
}

export async function recoveryCodesLeft(db: Queryable, staffId: number): Promise<number> {
  const row = await one<{ n: number }>(db, 'select count(*)::int as n from staff_recovery_codes where staff_id = $1 and used_at is null', [
    staffId,
  ]);
  return row?.n ?? 0;
}

export async function clearRecoveryCodes(db: Queryable, staffId: number): Promise<void> {
  await db.query('delete from staff_recovery_codes where staff_id = $1', [staffId]);
}

// The shop's setting

const TOTP_ROLES_KEY = 'staff_totp_required_roles';

export async function totpRequiredRolesSetting(db: Queryable): Promise<unknown> {
  const row = await one<{ value: unknown }>(db, 'select value from shop_settings where key = $1', [TOTP_ROLES_KEY]);
  return row?.value;
}

export async function setTotpRequiredRolesSetting(db: Queryable, roles: readonly StaffRole[]): Promise<void> {
  await db.query(`insert into shop_settings (key, value) values ($1, $2::jsonb) on conflict (key) do update set value = excluded.value`, [
    TOTP_ROLES_KEY,
    JSON.stringify(roles),
  ]);
}

/** The e-mail and name of the staff members among `ids` (who took a decision, shown by the back office). */
export function staffByIds(db: Queryable, ids: readonly number[]): Promise<{ id: number; email: string; name: string }[]> {
  return db.query('select id, email, name from staff where id = any($1::int[])', [[...ids]]);
}
