/**
 * The set-up link (`/admin/setup/<token>`, issue #30): printed by `npm run admin -- staff-add`, it
 * works once within 24 hours. The new staff member sets a password and, where the role requires
 * it (owners always), enrols an authenticator and gets the recovery codes, in one transaction.
 */
import type { StaffRole } from '@shop/api-contract/admin';
import { audit } from '../audit/audit-service.ts';
import type { Queryable } from '../db/db.ts';
import { hashPassword } from '../session/password.ts';
import { sha256 } from '../session/tokens.ts';
import { replaceWithNewRecoveryCodes } from './recovery-codes.ts';
import { STAFF_MESSAGES } from './staff-messages.ts';
import { totpRequiredRoles, type Refusal, type StaffDeps } from './staff-service.ts';
import { destroyStaffSessionsOf } from './staff-session-store.ts';
import { clearRecoveryCodes, findLiveSetupToken, findStaff, setSetupTokenSecret, updateStaff, useSetupToken } from './staff-store.ts';
import { checkTotp, newTotpSecret, totpEnrolment } from './totp.ts';

export function staffSetupService({ db, now, secrets }: StaffDeps) {
  const requiresTotp = async (role: StaffRole, q: Queryable = db) => (await totpRequiredRoles(q)).includes(role);
  return {
    /** Who a live set-up link is for. */
    async setupInfo(token: string) {
      const link = await findLiveSetupToken(db, sha256(token), now());
      const row = link && (await findStaff(db, link.staff_id));
      if (!link || !row || row.disabled_at !== null) return undefined;
      return {
        email: row.email,
        name: row.name,
        role: row.role,
        totp_required: await requiresTotp(row.role),
        expires_at: link.expires_at.toISOString(),
      };
    },

    /** Starts enrolling an authenticator on a set-up link (a new secret each time). */
    async setupTotp(token: string) {
      const link = await findLiveSetupToken(db, sha256(token), now());
      const row = link && (await findStaff(db, link.staff_id));
      if (!link || !row || row.disabled_at !== null) return undefined;
      const secret = newTotpSecret();
      await setSetupTokenSecret(db, link.token_hash, secrets.seal(secret));
      return totpEnrolment(secret, row.email);
    },

    /**
     * Uses a set-up link: the password, and the authenticator when a code comes with it (required
     * where the role needs two-factor authentication). A wrong code changes nothing.
     */
    async completeSetup(
      token: string,
      input: { password: string; totpCode?: string | undefined },
    ): Promise<{ ok: true; recoveryCodes: string[] } | Refusal> {
      const invalid: Refusal = { ok: false, status: 404, message: STAFF_MESSAGES.setupLinkInvalid };
      const tokenHash = sha256(token);

      /** The link, its staff member and the authenticator to enable, or why not (reads only). */
      const check = async (q: Queryable, lock: boolean) => {
        const link = await findLiveSetupToken(q, tokenHash, now(), lock);
        const row = link && (await findStaff(q, link.staff_id, lock));
        if (!link || !row || row.disabled_at !== null) return invalid;
        if (input.totpCode === undefined) {
          if (await requiresTotp(row.role, q)) return { ok: false, field: 'totp_code', message: STAFF_MESSAGES.setupTotpRequired } as const;
          return { ok: true, row, totp: undefined } as const;
        }
        const secret = link.totp_pending_secret === null ? undefined : secrets.open(link.totp_pending_secret);
        if (secret === undefined) return { ok: false, field: 'totp_code', message: STAFF_MESSAGES.setupTotpNotStarted } as const;
        const code = checkTotp(secret, input.totpCode, now(), null);
        if (!code.ok) return { ok: false, field: 'totp_code', message: STAFF_MESSAGES.codeWrong } as const;
        return { ok: true, row, totp: { sealed: link.totp_pending_secret!, counter: code.counter } } as const;
      };

      // Refusals first, so a wrong code costs no scrypt run; then the hash outside the transaction
      // (it takes a while and needs no lock), then everything again under the lock.
      const first = await check(db, false);
      if (!first.ok) return first;
      const passwordHash = await hashPassword(input.password);
      return db.transaction(async (tx) => {
        const checked = await check(tx, true);
        if (!checked.ok) return checked;
        const { row, totp } = checked;
        if (!(await useSetupToken(tx, tokenHash, now()))) return invalid;
        const at = now();
        await updateStaff(
          tx,
          row.id,
          {
            password_hash: passwordHash,
            ...(totp ? { totp_secret: totp.sealed, totp_last_counter: totp.counter, totp_pending_secret: null } : {}),
          },
          at,
        );
        // A new password ends whatever sessions a former one had (a link re-issued after a lost password).
        await destroyStaffSessionsOf(tx, row.id);
        const recoveryCodes = totp ? await replaceWithNewRecoveryCodes(tx, row.id, now()) : [];
        if (!totp && row.totp_secret === null) await clearRecoveryCodes(tx, row.id);
        await audit.record(tx, {
          actor: { kind: 'staff', staffId: row.id, email: row.email, clientAddress: null },
          action: 'staff.setup',
          target: { type: 'staff', id: row.id },
          before: { setup_pending: row.password_hash === null, totp_enabled: row.totp_secret !== null },
          after: { setup_pending: false, totp_enabled: totp !== undefined || row.totp_secret !== null },
          at,
        });
        return { ok: true, recoveryCodes } as const;
      });
    },
  };
}
