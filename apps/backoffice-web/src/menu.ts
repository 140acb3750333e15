/**
 * The back office's menu: one entry per screen that exists, each shown only to the roles the
 * permission table (@shop/api-contract/admin ROLE_PERMISSIONS) lets use it, the same table the
 * server checks on every call.
 */
import { roleCan, type StaffPermission, type StaffRole } from '@shop/api-contract/admin';

export interface MenuEntry {
  /** Path under /admin. */
  path: string;
  label: string;
  /** What the role must be allowed; null: every staff member. */
  permission: StaffPermission | null;
}

export const ADMIN_MENU: readonly MenuEntry[] = [
  { path: '/', label: 'ダッシュボード', permission: 'orders.read' },
  { path: '/orders', label: '受注', permission: 'orders.read' },
  { path: '/artwork', label: 'データチェック', permission: 'artwork.read' },
  { path: '/messages', label: 'メッセージ', permission: 'messages.read' },
  { path: '/audit', label: '操作履歴', permission: 'audit.read' },
  { path: '/staff', label: 'スタッフ', permission: 'staff.read' },
  { path: '/account', label: 'アカウント', permission: null },
];

/** The entries a role sees, in menu order. */
export function menuFor(role: StaffRole): MenuEntry[] {
  return ADMIN_MENU.filter((entry) => roleCan(role, entry.permission));
}
