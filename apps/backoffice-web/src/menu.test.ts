import { ROLE_PERMISSIONS, STAFF_ROLES } from '@shop/api-contract/admin';
import { describe, expect, it } from 'vitest';
import { ADMIN_MENU, menuFor } from './menu.ts';

describe('the menu', () => {
  it('an owner sees everything; データチェック is for the roles that read artwork; every role the dashboard, the orders, the messages and its account', () => {
    expect(menuFor('owner').map((e) => e.label)).toEqual([
      'ダッシュボード',
      '受注',
      'データチェック',
      'メッセージ',
      '操作履歴',
      'スタッフ',
      'アカウント',
    ]);
    for (const role of ['customer_service', 'artwork_check', 'production'] as const) {
      expect(menuFor(role).map((e) => e.label)).toEqual(['ダッシュボード', '受注', 'データチェック', 'メッセージ', 'アカウント']);
    }
    expect(menuFor('shipping').map((e) => e.label)).toEqual(['ダッシュボード', '受注', 'メッセージ', 'アカウント']);
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
