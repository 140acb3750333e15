/**
 * `/admin` for roles with `orders.read`: today's work. Open orders per status by shipping date
 * (overdue first), the late orders by name, open orders and pieces per print method, and the art
 * jobs waiting on the staff and on the customer with the longest wait. Every count links to the
 * order list filtered to exactly those orders.
 */
import type { Dashboard } from '@shop/api-contract/admin';
import { FormAlert } from '@shop/ui';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { admin } from '../api.ts';
import { problemOf } from '../errors.ts';
import { shortDate, waitedFor } from '../orders/format.ts';
import { ordersLink } from '../orders/order-filters.ts';
import * as o from '../orders/orders.css.ts';
import * as s from '../styles.css.ts';

/** A count that links to its orders (a plain 0 when there are none). */
function CountLink({ count, to, label }: { count: number; to: string; label: string }) {
  if (count === 0) return <>0</>;
  return (
    <Link to={to} aria-label={`${label} ${count}件`}>
      {count}
    </Link>
  );
}

export function DashboardScreen() {
  const [board, setBoard] = useState<Dashboard | null>(null);
  const [problem, setProblem] = useState('');
  const [now] = useState(() => Date.now());

  useEffect(() => {
    admin.dashboard.show().then(
      (answer) => setBoard(answer.data),
      (error: unknown) => setProblem(problemOf(error).message),
    );
  }, []);

  if (!board) {
    return (
      <>
        <h1 className={s.title}>ダッシュボード</h1>
        <FormAlert>{problem}</FormAlert>
      </>
    );
  }
  const totals = board.work.reduce((sum, row) => ({ overdue: sum.overdue + row.overdue, today: sum.today + row.today }), {
    overdue: 0,
    today: 0,
  });
  const art = [
    { key: 'staff' as const, title: 'スタッフの確認待ち', hint: 'データ確認待ち・修正依頼あり', wait: board.art.staff },
    { key: 'customer' as const, title: 'お客様の対応待ち', hint: 'データ不備・校正の返答待ち', wait: board.art.customer },
  ];

  return (
    <>
      <h1 className={s.title}>ダッシュボード</h1>
      <p className={s.muted}>
        {shortDate(board.today)}の作業です。出荷予定日を過ぎた注文を先に表示しています。数字を押すと、その注文の一覧を開きます。
      </p>
      <FormAlert>{problem}</FormAlert>

      <div className={o.cards}>
        <div className={o.card}>
          <span>出荷予定日を過ぎた注文</span>
          <span className={`${o.bigCount} ${totals.overdue > 0 ? o.late : ''}`}>
            <CountLink
              count={totals.overdue}
              to={ordersLink({ status: 'open', due_until: board.yesterday })}
              label="出荷予定日を過ぎた注文"
            />
          </span>
        </div>
        <div className={o.card}>
          <span>本日出荷予定の注文</span>
          <span className={o.bigCount}>
            <CountLink
              count={totals.today}
              to={ordersLink({ status: 'open', due_from: board.today, due_until: board.today })}
              label="本日出荷予定の注文"
            />
          </span>
        </div>
        {art.map(({ key, title, hint, wait }) => (
          <div className={o.card} key={key}>
            <span>{title}</span>
            <span className={o.bigCount}>
              <CountLink count={wait.jobs} to={ordersLink({ art: key })} label={title} />
              <span className={s.muted}> 箇所（{wait.orders}件の注文）</span>
            </span>
            <span className={s.muted}>{hint}</span>
            <span className={s.muted}>{wait.oldestSince ? `最長 ${waitedFor(wait.oldestSince, now)}待ち` : '待ちはありません'}</span>
          </div>
        ))}
      </div>

      <section className={o.section} aria-labelledby="work-heading">
        <h2 id="work-heading" className={s.subtitle}>
          ステータス別・出荷予定日別の注文
        </h2>
        <table className={s.table}>
          <thead>
            <tr>
              <th scope="col">ステータス</th>
              <th scope="col">期限超過</th>
              <th scope="col">本日（{shortDate(board.today)}）</th>
              <th scope="col">明日以降</th>
            </tr>
          </thead>
          <tbody>
            {board.work.map((row) => (
              <tr key={row.status}>
                <th scope="row">
                  <span className={o.badge[row.status]}>{row.statusLabel}</span>
                </th>
                <td className={row.overdue > 0 ? o.overdueCell : o.countCell}>
                  <CountLink
                    count={row.overdue}
                    to={ordersLink({ status: row.status, due_until: board.yesterday })}
                    label={`${row.statusLabel} 期限超過`}
                  />
                </td>
                <td className={o.countCell}>
                  <CountLink
                    count={row.today}
                    to={ordersLink({ status: row.status, due_from: board.today, due_until: board.today })}
                    label={`${row.statusLabel} 本日`}
                  />
                </td>
                <td className={o.countCell}>
                  <CountLink
                    count={row.later}
                    to={ordersLink({ status: row.status, due_from: board.tomorrow })}
                    label={`${row.statusLabel} 明日以降`}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>

      {board.overdueOrders.length > 0 ? (
        <section className={o.section} aria-labelledby="late-heading">
          <h2 id="late-heading" className={s.subtitle}>
            出荷予定日を過ぎた注文
          </h2>
          <table className={s.table}>
            <thead>
              <tr>
                <th scope="col">注文番号</th>
                <th scope="col">お客様</th>
                <th scope="col">ステータス</th>
                <th scope="col">出荷予定日</th>
                <th scope="col">遅れ</th>
              </tr>
            </thead>
            <tbody>
              {board.overdueOrders.map((row) => (
                <tr key={row.number}>
                  <td className={o.numberCell}>
                    <Link to={`/orders/${row.number}`}>{row.number}</Link>
                  </td>
                  <td>{row.customerName}</td>
                  <td>
                    <span className={o.badge[row.status]}>{row.statusLabel}</span>
                  </td>
                  <td>{shortDate(row.shipDate)}</td>
                  <td className={o.late}>{row.daysLate}日</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ) : null}

      <section className={o.section} aria-labelledby="methods-heading">
        <h2 id="methods-heading" className={s.subtitle}>
          プリント方法別（未発送の注文）
        </h2>
        <table className={s.table}>
          <thead>
            <tr>
              <th scope="col">プリント方法</th>
              <th scope="col">注文</th>
              <th scope="col">枚数</th>
            </tr>
          </thead>
          <tbody>
            {board.methods.map((row) => (
              <tr key={row.slug}>
                <th scope="row">{row.name}</th>
                <td className={o.countCell}>
                  <CountLink count={row.orders} to={ordersLink({ status: 'open', method: row.slug })} label={`${row.name} 注文`} />
                </td>
                <td className={o.countCell}>{row.pieces}枚</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </>
  );
}
