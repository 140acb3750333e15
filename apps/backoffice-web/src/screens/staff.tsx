/**
 * `/admin/staff` (owners): every staff member with role, two-factor state and last login; an owner
 * changes roles, disables or enables staff, and chooses the roles that must use two-factor
 * authentication. New staff are added with `npm run admin -- staff-add` (it prints their set-up link).
 */
import { STAFF_ROLE_LABELS, STAFF_ROLES, TOTP_ALWAYS_REQUIRED, type StaffRole, type StaffSummary } from '@shop/api-contract/admin';
import { Button, FormAlert } from '@shop/ui';
import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import { admin } from '../api.ts';
import { problemOf } from '../errors.ts';
import { staffAtom } from '../state/staff.ts';
import * as s from '../styles.css.ts';

const jst = (iso: string | null) => (iso ? new Date(Date.parse(iso) + 9 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ') : '—');

export function StaffScreen() {
  const me = useAtomValue(staffAtom);
  const canManage = me?.permissions.includes('staff.manage') ?? false;
  const [rows, setRows] = useState<StaffSummary[]>([]);
  const [required, setRequired] = useState<StaffRole[]>([]);
  const [message, setMessage] = useState<{ tone: 'error' | 'notice'; text: string }>({ tone: 'notice', text: '' });

  const load = useCallback(
    () =>
      Promise.all([admin.staff.list(), admin.staff.settings()]).then(([list, settings]) => {
        setRows(list.data);
        setRequired(settings.data.totpRequiredRoles);
      }),
    [],
  );

  useEffect(() => {
    load().then(
      () => undefined,
      (error: unknown) => setMessage({ tone: 'error', text: problemOf(error).message }),
    );
  }, [load]);

  async function change(action: () => Promise<unknown>, done: string) {
    try {
      await action();
      await load();
      setMessage({ tone: 'notice', text: done });
    } catch (error) {
      setMessage({ tone: 'error', text: problemOf(error).message });
    }
  }

  const toggleRequired = (role: StaffRole, on: boolean) => {
    const next = on ? [...required, role] : required.filter((r) => r !== role);
    void change(() => admin.staff.updateSettings({ totpRequiredRoles: next }), '二段階認証の必須設定を保存しました。');
  };

  return (
    <>
      <h1 className={s.title}>スタッフ</h1>
      <p className={s.muted}>
        スタッフの追加はサーバーで <code>npm run admin -- staff-add &lt;メールアドレス&gt; --role &lt;権限&gt;</code>{' '}
        を実行し、表示された設定用リンク（24時間有効）を本人に渡してください。
      </p>
      <FormAlert tone={message.tone}>{message.text}</FormAlert>
      <table className={s.table}>
        <thead>
          <tr>
            <th scope="col">メールアドレス</th>
            <th scope="col">名前</th>
            <th scope="col">権限</th>
            <th scope="col">状態</th>
            <th scope="col">二段階認証</th>
            <th scope="col">最終ログイン（JST）</th>
            {canManage ? <th scope="col">操作</th> : null}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <td>{row.email}</td>
              <td>{row.name}</td>
              <td>
                {canManage && row.id !== me?.id ? (
                  <select
                    aria-label={`${row.email}の権限`}
                    className={s.select}
                    value={row.role}
                    onChange={(event) =>
                      void change(
                        () => admin.staff.update(row.id, { role: event.target.value as StaffRole }),
                        `${row.email}の権限を変更しました。`,
                      )
                    }
                  >
                    {STAFF_ROLES.map((role) => (
                      <option key={role} value={role}>
                        {STAFF_ROLE_LABELS[role]}
                      </option>
                    ))}
                  </select>
                ) : (
                  STAFF_ROLE_LABELS[row.role]
                )}
              </td>
              <td>{row.disabled ? '停止中' : row.setupPending ? '初期設定待ち' : '有効'}</td>
              <td>{row.totpEnabled ? '設定済み' : '未設定'}</td>
              <td>{jst(row.lastLoginAt)}</td>
              {canManage ? (
                <td>
                  {row.id !== me?.id ? (
                    <Button
                      size="sm"
                      variant={row.disabled ? 'outline' : 'danger'}
                      onClick={() =>
                        void change(
                          () => admin.staff.update(row.id, { disabled: !row.disabled }),
                          row.disabled ? `${row.email}の停止を解除しました。` : `${row.email}を停止しました。`,
                        )
                      }
                    >
                      {row.disabled ? '停止を解除' : '停止する'}
                    </Button>
                  ) : null}
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
      <section className={s.panel} aria-labelledby="totp-roles">
        <h2 id="totp-roles" className={s.subtitle}>
          二段階認証を必須にする権限
        </h2>
        <p className={s.muted}>オーナーは常に必須です。必須にした権限のスタッフは、次回ログイン時に認証アプリの設定を求められます。</p>
        {STAFF_ROLES.map((role) => {
          const always = TOTP_ALWAYS_REQUIRED.includes(role);
          return (
            <label key={role} className={s.checkboxRow}>
              <input
                type="checkbox"
                checked={always || required.includes(role)}
                disabled={always || !canManage}
                onChange={(event) => toggleRequired(role, event.target.checked)}
              />
              {STAFF_ROLE_LABELS[role]}
            </label>
          );
        })}
      </section>
    </>
  );
}
