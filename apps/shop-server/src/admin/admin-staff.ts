/**
 * The operator's staff commands (issue #30): `staff-add <email> --role <role> [--name <name>]` prints
 * a one-time set-up link (24 h), `staff-link <email>` issues a new one (a lost link or password),
 * `staff-list`, `staff-role <email> --role <role>`, `staff-disable <email>` and `staff-enable <email>`.
 * They go through the staff service, so each change is in the audit log with the actor `cli`.
 */
import { isStaffRole, STAFF_ROLE_LABELS, STAFF_ROLES, staffSetupPath } from '@shop/api-contract/admin';
import { CLI_ACTOR } from '../audit/audit-service.ts';
import { createSecretBox } from '../staff/secret-box.ts';
import { staffService } from '../staff/staff-service.ts';
import type { AdminDeps, AdminResult } from './commands.ts';

export const STAFF_COMMANDS = ['staff-add', 'staff-link', 'staff-list', 'staff-role', 'staff-disable', 'staff-enable'] as const;
export type StaffCommand = (typeof STAFF_COMMANDS)[number];

/** `2026-11-24 18:05` in JST. */
const jst = (at: Date) => new Date(at.getTime() + 9 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const roleList = STAFF_ROLES.join(' | ');

export async function runStaffCommand(
  command: StaffCommand,
  email: string | undefined,
  options: { role?: string | undefined; name?: string | undefined },
  deps: AdminDeps,
): Promise<AdminResult> {
  const staff = staffService({ db: deps.db, now: deps.now, secrets: createSecretBox(deps.config) });
  const link = (token: string, expiresAt: number) =>
    `set-up link (valid until ${jst(new Date(expiresAt))} JST, works once):\n${deps.config.publicUrl}${staffSetupPath(token)}`;

  if (command === 'staff-list') {
    if (email !== undefined) return { code: 2, output: `unexpected argument: ${email}` };
    const rows = await staff.list();
    if (rows.length === 0) return { code: 0, output: 'no staff yet: npm run admin -- staff-add <email> --role owner' };
    return {
      code: 0,
      output: rows
        .map((r) =>
          [
            `#${r.id}`,
            r.email,
            `${r.role} (${STAFF_ROLE_LABELS[r.role]})`,
            r.disabled_at ? 'disabled' : r.password_hash === null ? 'set-up pending' : 'active',
            r.totp_secret ? '2FA on' : '2FA off',
            r.last_login_at ? `last login ${jst(r.last_login_at)}` : 'never logged in',
            r.name,
          ]
            .filter(Boolean)
            .join('  '),
        )
        .join('\n'),
    };
  }
  if (email === undefined || !EMAIL.test(email)) return { code: 2, output: `${command} needs a staff member's e-mail address` };

  switch (command) {
    case 'staff-add': {
      if (options.role === undefined || !isStaffRole(options.role)) return { code: 2, output: `staff-add needs --role <${roleList}>` };
      const name = options.name?.trim().slice(0, 50) ?? '';
      const added = await staff.add({ email, name, role: options.role }, CLI_ACTOR);
      if (!added.ok) return { code: 1, output: added.message };
      return {
        code: 0,
        output: `added ${added.row.email} as ${added.row.role} (${STAFF_ROLE_LABELS[added.row.role]})\n${link(added.token, added.expiresAt)}`,
      };
    }
    case 'staff-link': {
      const issued = await staff.reissueLink(email, CLI_ACTOR);
      if (!issued.ok) return { code: 1, output: issued.message };
      return { code: 0, output: `${issued.row.email}: earlier links no longer work\n${link(issued.token, issued.expiresAt)}` };
    }
    case 'staff-role': {
      if (options.role === undefined || !isStaffRole(options.role)) return { code: 2, output: `staff-role needs --role <${roleList}>` };
      const result = await staff.update(email, { role: options.role }, CLI_ACTOR);
      if (!result.ok) return { code: 1, output: `${email}: ${result.message}` };
      return { code: 0, output: `${result.row.email}: ${result.row.role} (${STAFF_ROLE_LABELS[result.row.role]})` };
    }
    case 'staff-disable':
    case 'staff-enable': {
      const result = await staff.update(email, { disabled: command === 'staff-disable' }, CLI_ACTOR);
      if (!result.ok) return { code: 1, output: `${email}: ${result.message}` };
      return { code: 0, output: `${result.row.email}: ${result.row.disabled_at ? 'disabled (its sessions ended)' : 'enabled'}` };
    }
  }
}
