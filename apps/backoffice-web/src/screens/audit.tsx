/** `/admin/audit` (owners): the audit log, newest first, filtered by who, kind of actor, action, target and dates (JST). */
import { auditActionLabel, auditTargetLabel, type AuditListResponse } from '@shop/api-contract/admin';
import { Button, FormAlert, TextField } from '@shop/ui';
import { useEffect, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { admin } from '../api.ts';
import { problemOf } from '../errors.ts';
import * as s from '../styles.css.ts';
import { ListCount, PageButtons } from './page-buttons.tsx';
import { SelectField } from './select-field.tsx';

const FILTERS = ['staff_id', 'actor_kind', 'action', 'target_type', 'from', 'until'] as const;

/** `2026-11-24 18:05:09` in JST. */
const jst = (iso: string) => new Date(Date.parse(iso) + 9 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
const shown = (value: unknown) => (value === null || value === undefined ? '' : JSON.stringify(value, null, 1));

export function AuditScreen() {
  const [params, setParams] = useSearchParams();
  const [page, setPage] = useState<AuditListResponse | null>(null);
  const [problem, setProblem] = useState('');
  const query = params.toString();

  useEffect(() => {
    const p = new URLSearchParams(query);
    const number = (key: string) => (p.get(key) ? Number(p.get(key)) : undefined);
    const text = (key: string) => p.get(key) || undefined;
    admin.audit
      .list({
        staffId: number('staff_id'),
        actorKind: text('actor_kind') as 'cli' | 'staff' | 'system' | undefined,
        action: text('action'),
        targetType: text('target_type'),
        from: text('from'),
        until: text('until'),
        page: number('page'),
      })
      .then(
        (answer) => {
          setPage(answer);
          setProblem('');
        },
        (error: unknown) => setProblem(problemOf(error).message),
      );
  }, [query]);

  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next = new URLSearchParams();
    for (const key of FILTERS) {
      const value = String(form.get(key) ?? '');
      if (value) next.set(key, value);
    }
    setParams(next);
  }

  const goTo = (n: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(n));
    setParams(next);
  };
  const meta = page?.meta;

  return (
    <>
      <h1 className={s.title}>操作履歴（監査ログ）</h1>
      <p className={s.muted}>スタッフとコマンドライン（cli）がデータを変更した記録です。記録は追記のみで、変更・削除はできません。</p>
      <form className={s.filters} onSubmit={apply} key={query} aria-label="絞り込み">
        <SelectField label="操作者" name="staff_id" value={params.get('staff_id') ?? ''}>
          <option value="">すべて</option>
          {meta?.staff.map((st) => (
            <option key={st.id} value={st.id}>
              {st.email}
            </option>
          ))}
        </SelectField>
        <SelectField label="操作者の種類" name="actor_kind" value={params.get('actor_kind') ?? ''}>
          <option value="">すべて</option>
          <option value="staff">スタッフ</option>
          <option value="cli">コマンドライン（cli）</option>
          <option value="system">システム</option>
        </SelectField>
        <SelectField label="操作" name="action" value={params.get('action') ?? ''}>
          <option value="">すべて</option>
          {meta?.actions.map((action) => (
            <option key={action} value={action}>
              {auditActionLabel(action)}
            </option>
          ))}
        </SelectField>
        <SelectField label="対象" name="target_type" value={params.get('target_type') ?? ''}>
          <option value="">すべて</option>
          {meta?.targetTypes.map((type) => (
            <option key={type} value={type}>
              {auditTargetLabel(type)}
            </option>
          ))}
        </SelectField>
        <TextField label="開始日" name="from" type="date" defaultValue={params.get('from') ?? ''} />
        <TextField label="終了日" name="until" type="date" defaultValue={params.get('until') ?? ''} />
        <Button type="submit">絞り込む</Button>
      </form>
      <FormAlert>{problem}</FormAlert>
      {page ? (
        <>
          <ListCount meta={meta} />
          <table className={s.table}>
            <thead>
              <tr>
                <th scope="col">日時（JST）</th>
                <th scope="col">操作者</th>
                <th scope="col">操作</th>
                <th scope="col">対象</th>
                <th scope="col">変更前</th>
                <th scope="col">変更後</th>
                <th scope="col">接続元</th>
              </tr>
            </thead>
            <tbody>
              {page.data.map((entry) => (
                <tr key={entry.id}>
                  <td>{jst(entry.at)}</td>
                  <td>{entry.actor}</td>
                  <td>{auditActionLabel(entry.action)}</td>
                  <td>
                    {auditTargetLabel(entry.targetType)}
                    {entry.targetId ? ` ${entry.targetId}` : ''}
                  </td>
                  <td>
                    <pre className={s.json}>{shown(entry.before)}</pre>
                  </td>
                  <td>
                    <pre className={s.json}>{shown(entry.after)}</pre>
                  </td>
                  <td>{entry.clientAddress ?? ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <PageButtons meta={meta} goTo={goTo} />
        </>
      ) : null}
    </>
  );
}
