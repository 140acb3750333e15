/**
 * The shop's staff (issue #30): accounts apart from customers, created by the operator with a
 * one-time set-up link, roles from the permission table of @shop/api-contract/admin, passwords,
 * two-factor authentication (TOTP, required for owners and for the roles the shop's setting names)
 * with single-use recovery codes. Every change is recorded in the audit log in its own transaction.
 * The HTTP side (sessions, cookies, throttles) is staff-routes.ts; the command line's is
 * admin/admin-staff.ts.
 */
import { isStaffRole, ROLE_PERMISSIONS, STAFF_ROLES, TOTP_ALWAYS_REQUIRED, type StaffRole } from '@shop/api-contract/admin';
import { audit, type AuditActor } from '../audit/audit-service.ts';
import type { Db, Queryable } from '../db/db.ts';
import type { StaffIdentity } from '../http/env.ts';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../session/password.ts';
import { randomToken, sha256 } from '../session/tokens.ts';
import type { SecretBox } from './secret-box.ts';
import { STAFF_MESSAGES } from './staff-messages.ts';
import { STAFF_POLICY } from './staff-policy.ts';
import {
  activeOwnerCount,
  allStaff,
  claimTotpCounter,
  clearRecoveryCodes,
  findStaff,
  findStaffByEmail,
  insertSetupToken,
  insertStaff,
  recoveryCodesLeft,
  setTotpRequiredRolesSetting,
  totpRequiredRolesSetting,
  updateStaff,
  staffByIds,
  useRecoveryCode,
  type StaffRow,
} from './staff-store.ts';
import { destroyStaffSessionsOf } from './staff-session-store.ts';
import { checkTotp, newTotpSecret, totpEnrolment } from './totp.ts';
import { recoveryHash, replaceWithNewRecoveryCodes } from './recovery-codes.ts';

export interface StaffDeps {
  db: Db;
  /** epoch ms */
  now: () => number;
  secrets: SecretBox;
}

/** An expected refusal: a Japanese message, on a form field when it belongs to one. */
export type Refusal = { ok: false; message: string; field?: string; status?: 404 | 409 | 422 };

/** The roles that must use two-factor authentication: owners always, others by the shop's setting. */
export async function totpRequiredRoles(db: Queryable): Promise<StaffRole[]> {
  const value = await totpRequiredRolesSetting(db);
  const set = Array.isArray(value) ? value.filter((r): r is StaffRole => typeof r === 'string' && isStaffRole(r)) : [];
  return STAFF_ROLES.filter((role) => TOTP_ALWAYS_REQUIRED.includes(role) || set.includes(role));
}

/** A staff member as the owner's list shows them (snake_case wire). */
/** How the back office names staff members who acted (their name, else their e-mail), by id. */
export async function staffNames(db: Queryable, ids: readonly number[]): Promise<Map<number, string>> {
  const rows = ids.length === 0 ? [] : await staffByIds(db, [...new Set(ids)]);
  return new Map(rows.map((row) => [row.id, row.name.trim() || row.email]));
}

export function staffSummary(row: StaffRow) {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    totp_enabled: row.totp_secret !== null,
    setup_pending: row.password_hash === null,
    disabled: row.disabled_at !== null,
    created_at: row.created_at.toISOString(),
    last_login_at: row.last_login_at?.toISOString() ?? null,
  };
}

/** Whether someone may sign in as this staff member at all. */
const canSignIn = (row: StaffRow | undefined): row is StaffRow & { password_hash: string } =>
  row !== undefined && row.disabled_at === null && row.password_hash !== null;

export const identityOf = (row: StaffRow): StaffIdentity => ({ id: row.id, email: row.email, role: row.role });

export function staffService(deps: StaffDeps) {
  const { db, now, secrets } = deps;

  const requiresTotp = async (role: StaffRole, q: Queryable = db) => (await totpRequiredRoles(q)).includes(role);

  const issueRecoveryCodes = (tx: Queryable, staffId: number) => replaceWithNewRecoveryCodes(tx, staffId, now());

  /** A new set-up link's token for a staff member (earlier unused ones stop working). */
  async function issueSetupToken(tx: Queryable, staffId: number): Promise<{ token: string; expiresAt: number }> {
    const token = randomToken();
    const expiresAt = now() + STAFF_POLICY.setupLinkMs;
    await insertSetupToken(tx, staffId, sha256(token), now(), expiresAt);
    return { token, expiresAt };
  }

  /** The staff member as `/api/admin/me` shows them. */
  async function me(staffId: number) {
    const row = await findStaff(db, staffId);
    if (!row) return undefined;
    return {
      id: row.id,
      email: row.email,
      name: row.name,
      role: row.role,
      permissions: [...ROLE_PERMISSIONS[row.role]],
      totp_enabled: row.totp_secret !== null,
      totp_required: await requiresTotp(row.role),
      recovery_codes_left: await recoveryCodesLeft(db, row.id),
    };
  }

  /** Checks a staff member's current password (a wrong one is a refusal on `current_password`). */
  async function checkCurrentPassword(staffId: number, password: string): Promise<StaffRow | Refusal> {
    const row = await findStaff(db, staffId);
    if (!canSignIn(row) || !(await verifyPassword(password, row.password_hash))) {
      return { ok: false, field: 'current_password', message: STAFF_MESSAGES.currentPasswordWrong };
    }
    return row;
  }

  /** Changes a role or the disabled flag, refusing to leave the shop without an active owner. */
  async function update(
    target: number | string,
    change: { role?: StaffRole | undefined; disabled?: boolean | undefined },
    actor: AuditActor,
  ): Promise<{ ok: true; row: StaffRow } | Refusal> {
    return db.transaction(async (tx) => {
      const found = typeof target === 'number' ? await findStaff(tx, target) : await findStaffByEmail(tx, target);
      if (!found) return { ok: false, status: 404, message: STAFF_MESSAGES.staffNotFound } as const;
      const row = (await findStaff(tx, found.id, true))!;
      if (actor.kind === 'staff' && actor.staffId === row.id) return { ok: false, status: 422, message: STAFF_MESSAGES.ownSelf } as const;
      // Serialise owner changes: two owners demoting each other at once must not leave none.
      await tx.query(`select id from staff where role = 'owner' for update`);
      const losesOwner =
        row.role === 'owner' &&
        row.disabled_at === null &&
        ((change.role !== undefined && change.role !== 'owner') || change.disabled === true);
      if (losesOwner && (await activeOwnerCount(tx)) <= 1) return { ok: false, status: 422, message: STAFF_MESSAGES.lastOwner } as const;
      const at = now();
      if (change.role !== undefined && change.role !== row.role) {
        await updateStaff(tx, row.id, { role: change.role }, at);
        await audit.record(tx, {
          actor,
          action: 'staff.role',
          target: { type: 'staff', id: row.id },
          before: { role: row.role },
          after: { role: change.role },
          at,
        });
      }
      if (change.disabled !== undefined && change.disabled !== (row.disabled_at !== null)) {
        await updateStaff(tx, row.id, { disabled_at: change.disabled ? new Date(at) : null }, at);
        if (change.disabled) await destroyStaffSessionsOf(tx, row.id);
        await audit.record(tx, {
          actor,
          action: change.disabled ? 'staff.disable' : 'staff.enable',
          target: { type: 'staff', id: row.id },
          before: { disabled: row.disabled_at !== null },
          after: { disabled: change.disabled },
          at,
        });
      }
      return { ok: true, row: (await findStaff(tx, row.id))! } as const;
    });
  }

  return {
    me,
    totpRequiredRoles: () => totpRequiredRoles(db),

    /** Every staff member, for the owner's list and `staff-list`. */
    list: () => allStaff(db),

    /** Adds a staff member (no password yet) and answers the token of their set-up link. */
    async add(input: { email: string; name: string; role: StaffRole }, actor: AuditActor) {
      return db.transaction(async (tx) => {
        const row = await insertStaff(tx, input, now());
        if (!row) return { ok: false as const, message: `the e-mail ${input.email} is taken by another staff member` };
        const link = await issueSetupToken(tx, row.id);
        await audit.record(tx, {
          actor,
          action: 'staff.add',
          target: { type: 'staff', id: row.id },
          after: { email: row.email, name: row.name, role: row.role },
          at: now(),
        });
        return { ok: true as const, row, ...link };
      });
    },

    /** A new set-up link for a staff member who lost or let expire theirs (also resets a forgotten password). */
    async reissueLink(email: string, actor: AuditActor) {
      return db.transaction(async (tx) => {
        const row = await findStaffByEmail(tx, email);
        if (!row) return { ok: false as const, message: `no staff member ${email}` };
        const link = await issueSetupToken(tx, row.id);
        await audit.record(tx, { actor, action: 'staff.setup_link', target: { type: 'staff', id: row.id }, at: now() });
        return { ok: true as const, row, ...link };
      });
    },

    update,

    /**
     * Checks e-mail and password. Answers the staff member and what comes next: their code (an
     * authenticator is set), enrolling one (required but missing), or nothing. The same refusal for
     * an unknown address, a wrong password, a disabled account or one not set up, in the same time.
     */
    async checkLogin(email: string, password: string): Promise<{ ok: true; row: StaffRow; next: 'totp' | 'enrol' | 'done' } | Refusal> {
      const row = await findStaffByEmail(db, email);
      const valid = canSignIn(row) ? await verifyPassword(password, row.password_hash) : await verifyAgainstDummy(password);
      if (!valid || !row) return { ok: false, field: 'email', message: STAFF_MESSAGES.loginFailed };
      if (row.totp_secret !== null) return { ok: true, row, next: 'totp' };
      return { ok: true, row, next: (await requiresTotp(row.role)) ? 'enrol' : 'done' };
    },

    /** Records a completed login (the session is the routes' business). */
    async recordLogin(row: StaffRow, method: 'password' | 'totp' | 'recovery_code', clientAddress: string | null) {
      await db.transaction(async (tx) => {
        const at = now();
        await updateStaff(tx, row.id, { last_login_at: new Date(at) }, at);
        await audit.record(tx, {
          actor: { kind: 'staff', staffId: row.id, email: row.email, clientAddress },
          action: 'staff.login',
          target: { type: 'staff', id: row.id },
          after: { method },
          at,
        });
      });
    },

    /**
     * The second step of a login: an authenticator code (each accepted once) or one recovery code.
     * Nothing changes on a wrong code.
     */
    async checkCode(
      staffId: number,
      code: string,
      clientAddress: string | null,
    ): Promise<{ ok: true; row: StaffRow; method: 'totp' | 'recovery_code' } | Refusal> {
      const row = await findStaff(db, staffId);
      if (!canSignIn(row) || row.totp_secret === null) return { ok: false, field: 'code', message: STAFF_MESSAGES.codeWrong };
      if (/^\d{6}$/.test(code)) {
        const secret = secrets.open(row.totp_secret);
        if (secret === undefined)
          throw new Error(`staff ${row.id}: the authenticator secret cannot be decrypted (STAFF_SECRET_KEY changed?)`);
        const check = checkTotp(secret, code, now(), row.totp_last_counter);
        if (!check.ok)
          return { ok: false, field: 'code', message: check.reason === 'used' ? STAFF_MESSAGES.codeUsed : STAFF_MESSAGES.codeWrong };
        // Of two requests with the same code, only one claims its time step.
        if (!(await claimTotpCounter(db, row.id, check.counter))) return { ok: false, field: 'code', message: STAFF_MESSAGES.codeUsed };
        return { ok: true, row, method: 'totp' };
      }
      const used = await db.transaction(async (tx) => {
        if (!(await useRecoveryCode(tx, row.id, recoveryHash(code), now()))) return false;
        await audit.record(tx, {
          actor: { kind: 'staff', staffId: row.id, email: row.email, clientAddress },
          action: 'staff.recovery_code_use',
          target: { type: 'staff', id: row.id },
          after: { recovery_codes_left: await recoveryCodesLeft(tx, row.id) },
          at: now(),
        });
        return true;
      });
      return used ? { ok: true, row, method: 'recovery_code' } : { ok: false, field: 'code', message: STAFF_MESSAGES.recoveryCodeWrong };
    },

    checkCurrentPassword,

    /** Changes the own password (the current one checked first); every session of the staff member but `keepSessionId` ends. */
    async changePassword(
      staffId: number,
      input: { currentPassword: string; password: string },
      actor: AuditActor,
      endSessionsExcept: string,
    ): Promise<{ ok: true } | Refusal> {
      const checked = await checkCurrentPassword(staffId, input.currentPassword);
      if ('ok' in checked) return checked;
      if (input.currentPassword === input.password) return { ok: false, field: 'password', message: STAFF_MESSAGES.samePassword };
      const passwordHash = await hashPassword(input.password);
      await db.transaction(async (tx) => {
        const at = now();
        await updateStaff(tx, staffId, { password_hash: passwordHash }, at);
        await destroyStaffSessionsOf(tx, staffId, endSessionsExcept);
        await audit.record(tx, {
          actor,
          action: 'staff.password',
          target: { type: 'staff', id: staffId },
          after: { other_sessions_ended: true },
          at,
        });
      });
      return { ok: true };
    },

    /** Starts enrolling an authenticator from the account page: nothing changes until it is confirmed. */
    async startTotp(staffId: number) {
      const row = await findStaff(db, staffId);
      if (!row) return undefined;
      const secret = newTotpSecret();
      await updateStaff(db, staffId, { totp_pending_secret: secrets.seal(secret) }, now());
      return totpEnrolment(secret, row.email);
    },

    /** Confirms the authenticator being enrolled with its code: it replaces any earlier one, with new recovery codes. */
    async confirmTotp(staffId: number, code: string, actor: AuditActor): Promise<{ ok: true; recoveryCodes: string[] } | Refusal> {
      return db.transaction(async (tx) => {
        const row = await findStaff(tx, staffId, true);
        const secret = row?.totp_pending_secret ? secrets.open(row.totp_pending_secret) : undefined;
        if (!row || secret === undefined) return { ok: false, field: 'code', message: STAFF_MESSAGES.totpNotStarted } as const;
        const check = checkTotp(secret, code, now(), null);
        if (!check.ok) return { ok: false, field: 'code', message: STAFF_MESSAGES.codeWrong } as const;
        const at = now();
        await updateStaff(
          tx,
          staffId,
          { totp_secret: row.totp_pending_secret, totp_pending_secret: null, totp_last_counter: check.counter },
          at,
        );
        const recoveryCodes = await issueRecoveryCodes(tx, staffId);
        await audit.record(tx, {
          actor,
          action: 'staff.totp_enable',
          target: { type: 'staff', id: staffId },
          before: { totp_enabled: row.totp_secret !== null },
          after: { totp_enabled: true, replaced: row.totp_secret !== null },
          at,
        });
        return { ok: true, recoveryCodes } as const;
      });
    },

    /** Turns two-factor authentication off (current password checked first), unless the role requires it. */
    async disableTotp(staffId: number, currentPassword: string, actor: AuditActor): Promise<{ ok: true } | Refusal> {
      const checked = await checkCurrentPassword(staffId, currentPassword);
      if ('ok' in checked) return checked;
      if (await requiresTotp(checked.role)) return { ok: false, message: STAFF_MESSAGES.totpRequiredForRole };
      await db.transaction(async (tx) => {
        const at = now();
        await updateStaff(tx, staffId, { totp_secret: null, totp_pending_secret: null, totp_last_counter: null }, at);
        await clearRecoveryCodes(tx, staffId);
        await audit.record(tx, {
          actor,
          action: 'staff.totp_disable',
          target: { type: 'staff', id: staffId },
          before: { totp_enabled: checked.totp_secret !== null },
          after: { totp_enabled: false },
          at,
        });
      });
      return { ok: true };
    },

    /** Sets the roles besides the owner that must use two-factor authentication. */
    async setTotpRequiredRoles(roles: readonly StaffRole[], actor: AuditActor): Promise<StaffRole[]> {
      const chosen = STAFF_ROLES.filter((role) => roles.includes(role) && !TOTP_ALWAYS_REQUIRED.includes(role));
      return db.transaction(async (tx) => {
        const before = await totpRequiredRoles(tx);
        await setTotpRequiredRolesSetting(tx, chosen);
        const after = await totpRequiredRoles(tx);
        await audit.record(tx, {
          actor,
          action: 'staff.settings',
          target: { type: 'staff_settings', id: 'totp_required_roles' },
          before: { totp_required_roles: before },
          after: { totp_required_roles: after },
          at: now(),
        });
        return after;
      });
    },
  };
}

export type StaffService = ReturnType<typeof staffService>;
