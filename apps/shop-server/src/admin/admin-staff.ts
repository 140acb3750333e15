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
import { adminResult } from './format.ts';
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
  const link = (token: string, expiresAt: number) => [
    `set-up link (valid until ${jst(new Date(expiresAt))} JST, works once):`,
    `${deps.config.publicUrl}${staffSetupPath(token)}`,
  ];

  if (command === 'staff-list') {
    if (email !== undefined) return adminResult(2, [`unexpected argument: ${email}`]);
    const rows = await staff.list();
    if (rows.length === 0) return adminResult(0, ['no staff yet: npm run admin -- staff-add <email> --role owner']);
    return adminResult(
      0,
      rows.map((r) =>
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
      ),
    );
  }
  if (email === undefined || !EMAIL.test(email)) return adminResult(2, [`${command} needs a staff member's e-mail address`]);

  switch (command) {
    case 'staff-add': {
      if (options.role === undefined || !isStaffRole(options.role)) return adminResult(2, [`staff-add needs --role <${roleList}>`]);
      const name = options.name?.trim().slice(0, 50) ?? '';
      const added = await staff.add({ email, name, role: options.role }, CLI_ACTOR);
      if (!added.ok) return adminResult(1, [added.message]);
      return adminResult(0, [
        `added ${added.row.email} as ${added.row.role} (${STAFF_ROLE_LABELS[added.row.role]})`,
        ...link(added.token, added.expiresAt),
      ]);
    }
    case 'staff-link': {
      const issued = await staff.reissueLink(email, CLI_ACTOR);
      if (!issued.ok) return adminResult(1, [issued.message]);
      return adminResult(0, [`${issued.row.email}: earlier links no longer work`, ...link(issued.token, issued.expiresAt)]);
    }
    case 'staff-role': {
      if (options.role === undefined || !isStaffRole(options.role)) return adminResult(2, [`staff-role needs --role <${roleList}>`]);
      const result = await staff.update(email, { role: options.role }, CLI_ACTOR);
      if (!result.ok) return adminResult(1, [`${email}: ${result.message}`]);
      return adminResult(0, [`${result.row.email}: ${result.row.role} (${STAFF_ROLE_LABELS[result.row.role]})`]);
    }
    case 'staff-disable':
    case 'staff-enable': {
      const result = await staff.update(email, { disabled: command === 'staff-disable' }, CLI_ACTOR);
      if (!result.ok) return adminResult(1, [`${email}: ${result.message}`]);
      return adminResult(0, [`${result.row.email}: ${result.row.disabled_at ? 'disabled (its sessions ended)' : 'enabled'}`]);
    }
  }
}
