/**
 * `/admin/orders` (orders.read): the search box (number, name, furigana, e-mail, phone, postal code),
 * the filters, and the results by shipping date with status badges. With `orders.manage`, orders
 * are chosen with checkboxes and one status change is applied to them all: a confirmation dialog
 * lists what will change, then each order's result (changed, or refused with the reason).
 */
import {
  ORDER_BULK_ACTION_LABELS,
  ORDER_BULK_ACTIONS,
  type AdminOrderListResponse,
  type OrderBulkAction,
  type OrderBulkResult,
} from '@shop/api-contract/admin';
import {
  ORDER_STATUS_LABELS,
  PAYMENT_METHOD_LABELS,
  PAYMENT_STATUS_LABELS,
  type OrderStatus,
  type PaymentStatus,
} from '@shop/order-domain';
import { Button, Dialog, FormAlert, TextField } from '@shop/ui';
import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { admin } from '../api.ts';
import { problemOf } from '../errors.ts';
import { bulkPreview, bulkTitle } from '../orders/bulk-preview.ts';
import { jstMinute, shortDate, yen } from '../orders/format.ts';
import { ORDER_FILTER_KEYS, orderQueryOf } from '../orders/order-filters.ts';
import * as o from '../orders/orders.css.ts';
import { staffAtom } from '../state/staff.ts';
import * as s from '../styles.css.ts';
import { SelectField } from './select-field.tsx';
import { PageButtons } from './page-buttons.tsx';

const STATUSES = Object.keys(ORDER_STATUS_LABELS) as OrderStatus[];
const PAYMENT_STATUSES = Object.keys(PAYMENT_STATUS_LABELS) as PaymentStatus[];

export function OrdersScreen() {
  const me = useAtomValue(staffAtom);
  const canManage = me?.permissions.includes('orders.manage') ?? false;
  const [params, setParams] = useSearchParams();
  const [list, setList] = useState<AdminOrderListResponse | null>(null);
  const [problem, setProblem] = useState('');
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [action, setAction] = useState<OrderBulkAction>('start_data_check');
  const [confirming, setConfirming] = useState(false);
  const [sending, setSending] = useState(false);
  const [results, setResults] = useState<OrderBulkResult[] | null>(null);
  const query = params.toString();

  const load = useCallback(() => {
    admin.orders.list(orderQueryOf(new URLSearchParams(query))).then(
      (answer) => {
        setList(answer);
        setProblem('');
      },
      (error: unknown) => setProblem(problemOf(error).message),
    );
  }, [query]);

  // A search keeps the choice, but only the orders shown can be chosen (chosenRows).
  useEffect(load, [load]);

  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next = new URLSearchParams();
    for (const key of ORDER_FILTER_KEYS) {
      const value = String(form.get(key) ?? '').trim();
      if (value) next.set(key, value);
    }
    setResults(null);
    setParams(next);
  }

  const goTo = (n: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(n));
    setParams(next);
  };

  const rows = list?.data ?? [];
  const chosenRows = rows.filter((row) => chosen.has(row.number));
  const allChosen = rows.length > 0 && chosenRows.length === rows.length;
  const toggle = (number: string, on: boolean) =>
    setChosen((before) => {
      const next = new Set(before);
      if (on) next.add(number);
      else next.delete(number);
      return next;
    });
  const preview = bulkPreview(chosenRows, action);

  async function send() {
    setSending(true);
    try {
      const answer = await admin.orders.bulkStatus({ numbers: chosenRows.map((row) => row.number), action });
      setResults(answer.data);
      setConfirming(false);
      setChosen(new Set());
      load();
    } catch (error) {
      setProblem(problemOf(error).message);
      setConfirming(false);
    } finally {
      setSending(false);
    }
  }

  const meta = list?.meta;
  const changed = results?.filter((r) => r.outcome === 'changed').length ?? 0;

  return (
    <>
      <h1 className={s.title}>受注</h1>
      <form className={o.searchRow} onSubmit={apply} key={query} role="search" aria-label="注文の検索">
        <div className={o.searchBox}>
          <TextField
            label="検索"
            name="q"
            type="search"
            defaultValue={params.get('q') ?? ''}
            hint="注文番号・お名前・フリガナ・メールアドレス・電話番号・郵便番号（全角・半角、ハイフンの有無は問いません）"
          />
        </div>
        <div className={s.filters}>
          <SelectField label="ステータス" name="status" value={params.get('status') ?? ''}>
            <option value="">すべて</option>
            <option value="open">未発送（入金待ち〜製作中）</option>
            {STATUSES.map((status) => (
              <option key={status} value={status}>
                {ORDER_STATUS_LABELS[status]}
              </option>
            ))}
          </SelectField>
          <SelectField label="プリント方法" name="method" value={params.get('method') ?? ''}>
            <option value="">すべて</option>
            {meta?.printMethods.map((method) => (
              <option key={method.slug} value={method.slug}>
                {method.name}
              </option>
            ))}
          </SelectField>
          <SelectField label="支払い方法" name="payment_method" value={params.get('payment_method') ?? ''}>
            <option value="">すべて</option>
            <option value="card">{PAYMENT_METHOD_LABELS.card}</option>
            <option value="bank_transfer">{PAYMENT_METHOD_LABELS.bank_transfer}</option>
          </SelectField>
          <SelectField label="支払い状況" name="payment_status" value={params.get('payment_status') ?? ''}>
            <option value="">すべて</option>
            {PAYMENT_STATUSES.map((status) => (
              <option key={status} value={status}>
                {PAYMENT_STATUS_LABELS[status]}
              </option>
            ))}
          </SelectField>
          <SelectField label="入稿データ" name="art" value={params.get('art') ?? ''}>
            <option value="">すべて</option>
            <option value="staff">スタッフの確認待ち</option>
            <option value="customer">お客様の対応待ち</option>
          </SelectField>
          <TextField label="出荷予定日（から）" name="due_from" type="date" defaultValue={params.get('due_from') ?? ''} />
          <TextField label="出荷予定日（まで）" name="due_until" type="date" defaultValue={params.get('due_until') ?? ''} />
          <Button type="submit">検索</Button>
          <Link to="/orders">条件をクリア</Link>
        </div>
      </form>
      <FormAlert>{problem}</FormAlert>

      {results ? (
        <section aria-labelledby="results-heading" className={o.section}>
          <h2 id="results-heading" className={s.subtitle}>
            一括変更の結果：{changed}件を変更、{results.length - changed}件は変更できませんでした
          </h2>
          <table className={s.table}>
            <thead>
              <tr>
                <th scope="col">注文番号</th>
                <th scope="col">結果</th>
                <th scope="col">変更前</th>
                <th scope="col">現在</th>
              </tr>
            </thead>
            <tbody>
              {results.map((result) => (
                <tr key={result.number}>
                  <td className={o.numberCell}>{result.number}</td>
                  <td className={result.outcome === 'changed' ? undefined : o.refused}>
                    {result.outcome === 'changed' ? '変更しました' : `変更できませんでした：${result.message ?? ''}`}
                  </td>
                  <td>{result.beforeStatusLabel ?? '—'}</td>
                  <td>{result.status ? <span className={o.badge[result.status]}>{result.statusLabel}</span> : '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ) : null}

      {canManage && chosenRows.length > 0 ? (
        <div className={o.bulkBar} role="region" aria-label="一括変更">
          <span>{chosenRows.length}件を選択中</span>
          <label htmlFor="bulk-action">変更の内容</label>
          <select
            id="bulk-action"
            className={s.select}
            value={action}
            onChange={(event) => setAction(event.target.value as OrderBulkAction)}
          >
            {ORDER_BULK_ACTIONS.map((a) => (
              <option key={a} value={a}>
                {ORDER_BULK_ACTION_LABELS[a]}
              </option>
            ))}
          </select>
          <Button onClick={() => setConfirming(true)}>確認へ進む</Button>
          <Button variant="outline" onClick={() => setChosen(new Set())}>
            選択を解除
          </Button>
        </div>
      ) : null}

      {list ? (
        <>
          <p className={s.muted} role="status">
            {meta?.total}件{meta && meta.lastPage > 1 ? `（${meta.currentPage} / ${meta.lastPage}ページ）` : ''}・出荷予定日の早い順
          </p>
          <table className={s.table}>
            <thead>
              <tr>
                {canManage ? (
                  <th scope="col">
                    <input
                      type="checkbox"
                      aria-label="表示中の注文をすべて選択"
                      checked={allChosen}
                      onChange={(event) => setChosen(event.target.checked ? new Set(rows.map((row) => row.number)) : new Set())}
                    />
                  </th>
                ) : null}
                <th scope="col">注文番号</th>
                <th scope="col">ステータス</th>
                <th scope="col">出荷予定日</th>
                <th scope="col">お客様</th>
                <th scope="col">連絡先</th>
                <th scope="col">プリント</th>
                <th scope="col">支払い</th>
                <th scope="col">合計</th>
                <th scope="col">注文日時</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.number}>
                  {canManage ? (
                    <td>
                      <input
                        type="checkbox"
                        aria-label={`${row.number}を選択`}
                        checked={chosen.has(row.number)}
                        onChange={(event) => toggle(row.number, event.target.checked)}
                      />
                    </td>
                  ) : null}
                  <td className={o.numberCell}>
                    <Link to={`/orders/${row.number}`}>{row.number}</Link>
                  </td>
                  <td>
                    <span className={o.badge[row.status]}>{row.statusLabel}</span>
                  </td>
                  <td className={row.overdue ? o.late : undefined}>
                    {shortDate(row.shipDate)}
                    {row.overdue ? (
                      <>
                        {' '}
                        <span className={o.lateBadge}>期限超過</span>
                      </>
                    ) : null}
                  </td>
                  <td>
                    {row.customerName}
                    <br />
                    <span className={s.muted}>{row.customerNameKana}</span>
                  </td>
                  <td>
                    {row.email}
                    <br />
                    {row.phone} 〒{row.postalCode.slice(0, 3)}-{row.postalCode.slice(3)}
                  </td>
                  <td>{row.printMethods.length > 0 ? row.printMethods.map((m) => m.name).join('・') : '無地'}</td>
                  <td>
                    {row.paymentMethodLabel}
                    <br />
                    <span className={s.muted}>{row.paymentStatusLabel}</span>
                  </td>
                  <td>{yen(row.total)}</td>
                  <td>{jstMinute(row.placedAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {rows.length === 0 ? <p>条件に合う注文はありません。</p> : null}
          <PageButtons meta={meta} goTo={goTo} />
        </>
      ) : null}

      <Dialog
        open={confirming}
        onOpenChange={(open) => !sending && setConfirming(open)}
        title={bulkTitle(chosenRows.length, action)}
        description="次のとおり変更します。変更できない注文はそのまま残ります。お客様へのメールやお支払いの処理（キャンセル時の返金など）も行われます。"
        closeLabel="閉じる"
      >
        <ul className={o.preview} aria-label="変更の内容">
          {preview.map((line) => (
            <li key={line.number} className={line.to ? undefined : o.skipped}>
              <span className={o.numberCell}>{line.number}</span>：{line.from} →{' '}
              {line.to ?? '変更できません（現在のステータスでは実行できない操作です）'}
            </li>
          ))}
        </ul>
        <div className={s.actions}>
          <Button onClick={() => void send()} disabled={sending}>
            {sending ? '変更しています…' : `${ORDER_BULK_ACTION_LABELS[action]}を実行する`}
          </Button>
          <Button variant="outline" onClick={() => setConfirming(false)} disabled={sending}>
            やめる
          </Button>
        </div>
      </Dialog>
    </>
  );
}
