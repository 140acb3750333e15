import { ROLE_PERMISSIONS, STAFF_ROLES } from '@shop/api-contract/admin';
import { describe, expect, it } from 'vitest';
import { ADMIN_MENU, menuFor } from './menu.ts';

describe('the menu', () => {
  it('an owner sees the dashboard, the orders, the messages, the audit log, the staff list and the account; the other roles the dashboard, the orders, the messages and their account', () => {
    expect(menuFor('owner').map((e) => e.label)).toEqual(['ダッシュボード', '受注', 'メッセージ', '操作履歴', 'スタッフ', 'アカウント']);
    for (const role of STAFF_ROLES.filter((r) => r !== 'owner')) {
      expect(menuFor(role).map((e) => e.label)).toEqual(['ダッシュボード', '受注', 'メッセージ', 'アカウント']);
    }
  });

  it('follows the permission table: an entry shows exactly when the role has its permission', () => {
    for (const role of STAFF_ROLES) {
      for (const entry of ADMIN_MENU) {
        const shown = menuFor(role).includes(entry);
        expect(shown).toBe(entry.permission === null || ROLE_PERMISSIONS[role].includes(entry.permission));
      }
    }
  });
});
