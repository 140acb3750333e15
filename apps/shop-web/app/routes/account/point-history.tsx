import { japaneseDate } from '@shop/order-domain';
import { Link } from 'react-router';
import type { Route } from './+types/point-history.ts';
import { customerLoaders } from '../../loaders/api-loaders.ts';
import { Pagination } from '../../catalog/pagination.tsx';
import { TrailBreadcrumbs } from '../../layout/trail-breadcrumbs.tsx';
import { pointHistoryTrail } from '../../loyalty/loyalty-trail.ts';
import { balance, balanceBox, lead, minus, muted, nowrap, numeric, orderRef, plus, table } from '../../loyalty/loyalty.css.ts';
import { formatDay } from '../../orders/order-format.ts';
import { title } from '../../orders/order-pages.css.ts';
import { noindexMeta } from '../../seo/error-meta.ts';
import { formatCount } from '../../format/numbers.ts';
import { privatePageHeaders } from '../../session/require-login.ts';
import { pageOf } from './orders.tsx';

/** The balance and one page of the point movements (spec §6 guard: a guest goes to login). */
const loaders = customerLoaders(async (api, { request }: Route.LoaderArgs) => {
  const answer = await api.points.history({ page: pageOf(new URL(request.url)) });
  return { ...answer.data, meta: answer.meta };
});
export const loader = loaders.loader;
export const clientLoader = loaders.clientLoader;

export const headers = privatePageHeaders;

export const meta: Route.MetaFunction = noindexMeta({
  title: 'ポイント履歴',
  description: 'ポイント残高と有効期限、獲得・ご利用の履歴を確認できます。',
});

/** `+30` / `−20` with its sign spelled out for screen readers too. */
function Points({ points }: { points: number }) {
  const text = `${points > 0 ? '+' : '−'}${formatCount(Math.abs(points))}`;
  return <span className={points > 0 ? plus : minus}>{text}</span>;
}

/** `/myaccount/point_history`: the balance, when it expires and every movement with its reason and order. */
export default function PointHistoryPage({ loaderData }: Route.ComponentProps) {
  const { balance: points, expiresOn, yenPerPoint, movements, meta } = loaderData;
  return (
    <>
      <TrailBreadcrumbs trail={pointHistoryTrail()} />
      <h1 className={title}>ポイント履歴</h1>
      <section className={balanceBox} aria-label="ポイント残高">
        <p className={muted}>ご利用可能ポイント</p>
        <p>
          <span className={balance}>{formatCount(points)}</span> ポイント
        </p>
        <p className={muted}>{expiresOn ? `有効期限 ${japaneseDate(expiresOn)}まで` : '有効期限のあるポイントはありません'}</p>
      </section>
      <p className={lead}>
        商品のお届け後、商品代金（税込）{formatCount(yenPerPoint)}
        円につき1ポイントが貯まります。1ポイント＝1円としてご注文手続きの確認画面でお使いいただけます。最後にポイントを獲得または利用した日から365日間ご利用がないと、ポイントは失効します。
      </p>
      {movements.length === 0 ? (
        meta.currentPage > 1 ? (
          <p>
            このページに履歴はありません。<Link to="/myaccount/point_history">ポイント履歴の最初のページへ</Link>
          </p>
        ) : (
          <p>まだポイントの履歴はありません。</p>
        )
      ) : (
        <>
          <p className={muted}>全{meta.total}件（新しい順）</p>
          <table className={table}>
            <caption className={muted} style={{ textAlign: 'left', captionSide: 'top' }}>
              ポイントの獲得・ご利用の履歴
            </caption>
            <thead>
              <tr>
                <th scope="col">日付</th>
                <th scope="col">内容</th>
                <th scope="col" className={numeric}>
                  ポイント
                </th>
              </tr>
            </thead>
            <tbody>
              {movements.map((movement) => (
                <tr key={movement.id}>
                  <td className={nowrap}>{formatDay(movement.at)}</td>
                  <td>
                    {movement.reasonLabel}
                    {movement.orderNumber ? (
                      <span className={orderRef}>
                        ご注文番号 <Link to={`/myaccount/orders/${movement.orderNumber}`}>{movement.orderNumber}</Link>
                      </span>
                    ) : null}
                  </td>
                  <td className={numeric}>
                    <Points points={movement.points} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
      <Pagination currentPage={meta.currentPage} lastPage={meta.lastPage} />
    </>
  );
}
