/**
 * Staff roles and what each may do: the one permission table that the server checks on every
 * `/api/admin/*` route (403 otherwise) and that the back office reads to build its menu. Framework-free.
 */

/** The roles of the shop's staff, in the order the back office lists them. */
export const STAFF_ROLES = ['owner', 'customer_service', 'artwork_check', 'production', 'shipping'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** Japanese names of the roles (back office, set-up page). */
export const STAFF_ROLE_LABELS: Readonly<Record<StaffRole, string>> = {
  owner: 'オーナー',
  customer_service: 'カスタマーサービス',
  artwork_check: 'データチェック',
  production: '製作',
  shipping: '出荷',
};

/**
 * What a staff member may be allowed to do. Each admin route names the one it needs (or none: then
 * any signed-in staff member may call it, e.g. their own account); a permission is added here with
 * the first route that needs it, never ahead of one.
 */
export const STAFF_PERMISSIONS = [
  'audit.read',
  'staff.read',
  'staff.manage',
  'orders.read',
  'orders.manage',
  'messages.read',
  'messages.send',
  'artwork.read',
  'artwork.check',
] as const;
export type StaffPermission = (typeof STAFF_PERMISSIONS)[number];

/** Japanese descriptions of the permissions (the staff page lists them per role). */
export const STAFF_PERMISSION_LABELS: Readonly<Record<StaffPermission, string>> = {
  'audit.read': '操作履歴（監査ログ）の閲覧',
  'staff.read': 'スタッフ一覧の閲覧',
  'staff.manage': 'スタッフの権限・停止・二段階認証の設定',
  'orders.read': 'ダッシュボードと受注（検索・詳細）の閲覧',
  'orders.manage': '受注のステータスの一括変更',
  'messages.read': 'お客様とのメッセージの閲覧',
  'messages.send': 'お客様へのメッセージの送信',
  'artwork.read': '入稿データ（データチェックの一覧・詳細・ファイル）の閲覧',
  'artwork.check': '入稿データの承認・データ不備の連絡・修正データへの差し替え',
};

/** The permission table: role → what it may do. */
export const ROLE_PERMISSIONS: Readonly<Record<StaffRole, readonly StaffPermission[]>> = {
  owner: STAFF_PERMISSIONS,
  customer_service: ['orders.read', 'orders.manage', 'messages.read', 'messages.send', 'artwork.read'],
  artwork_check: ['orders.read', 'messages.read', 'messages.send', 'artwork.read', 'artwork.check'],
  production: ['orders.read', 'messages.read', 'artwork.read'],
  shipping: ['orders.read', 'messages.read'],
};

/** Whether `role` may do `permission`; `null` (a route open to every signed-in staff member) is always allowed. */
export function roleCan(role: StaffRole, permission: StaffPermission | null): boolean {
  return permission === null || ROLE_PERMISSIONS[role].includes(permission);
}

/** Whether a string names a role (command-line input, stored rows). */
export function isStaffRole(value: string): value is StaffRole {
  return (STAFF_ROLES as readonly string[]).includes(value);
}

/** Roles that must always use two-factor authentication, whatever the shop's setting says. */
export const TOTP_ALWAYS_REQUIRED: readonly StaffRole[] = ['owner'];
