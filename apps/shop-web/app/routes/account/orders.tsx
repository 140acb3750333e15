import { Link } from 'react-router';
import type { Route } from './+types/orders.ts';
import { customerLoaders } from '../../loaders/api-loaders.ts';
import { Pagination } from '../../catalog/pagination.tsx';
import { TrailBreadcrumbs } from '../../layout/trail-breadcrumbs.tsx';
import { formatYen } from '../../format/yen.ts';
import { AccountListCard } from '../../orders/account-list-card.tsx';
import { ordersTrail } from '../../orders/order-trail.ts';
import { orderList, title } from '../../orders/order-pages.css.ts';
import { lineImage, muted } from '../../orders/orders.css.ts';
import { noindexMeta } from '../../seo/error-meta.ts';
import { privatePageHeaders } from '../../session/require-login.ts';

/** `?page=` as a page number; anything else is the first page. */
export function pageOf(url: URL): number {
  const page = Number(url.searchParams.get('page'));
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

/** The customer's orders, newest first, one page of them (spec §6 guard: a guest goes to login). */
const loaders = customerLoaders(async (api, { request }: Route.LoaderArgs) => {
  const answer = await api.orders.list({ page: pageOf(new URL(request.url)) });
  return { orders: answer.data, meta: answer.meta };
});
export const loader = loaders.loader;
export const clientLoader = loaders.clientLoader;

export const headers = privatePageHeaders;

export const meta: Route.MetaFunction = noindexMeta({ title: '注文履歴', description: 'これまでのご注文と、その状況を確認できます。' });

/** The product names of an order's lines, the first two then how many more. */
function lineNames(names: readonly string[]): string {
  const shown = names.slice(0, 2).join('、');
  return names.length > 2 ? `${shown} ほか${names.length - 2}件` : shown;
}

/** The order history (spec §2 /myaccount/orders): number, date, status and total of each order, newest first. */
export default function OrdersPage({ loaderData }: Route.ComponentProps) {
  const { orders, meta } = loaderData;
  return (
    <>
      <TrailBreadcrumbs trail={ordersTrail()} />
      <h1 className={title}>注文履歴</h1>
      {orders.length === 0 ? (
        meta.currentPage > 1 ? (
          <p>
            このページにご注文はありません。<Link to="/myaccount/orders">注文履歴の最初のページへ</Link>
          </p>
        ) : (
          <>
            <p>まだご注文はありません。</p>
            <p>
              <Link to="/">お買い物を始める</Link>
            </p>
          </>
        )
      ) : (
        <>
          <p className={muted}>全{meta.total}件（新しい順）</p>
          <ul className={orderList}>
            {orders.map((order) => (
              <AccountListCard
                key={order.number}
                title={`ご注文番号 ${order.number}`}
                to={`/myaccount/orders/${order.number}`}
                dateLabel="ご注文日"
                date={order.placedAt}
                statusLabel={order.statusLabel}
                summary={`${lineNames(order.lineNames)}（${order.quantity}点）`}
                amount={{ label: 'お支払い合計', yen: order.total }}
                picture={
                  order.image ? (
                    <img className={lineImage} src={order.image} alt={order.imageAlt ?? ''} width={64} height={64} loading="lazy" />
                  ) : (
                    <span className={lineImage} aria-hidden="true" />
                  )
                }
              >
                {order.couponDiscount > 0 || order.pointsUsed > 0 ? (
                  <p className={muted}>
                    {[
                      order.couponDiscount > 0 ? `クーポン割引 −${formatYen(order.couponDiscount)}` : '',
                      order.pointsUsed > 0 ? `ポイント利用 −${formatYen(order.pointsUsed)}` : '',
                    ]
                      .filter(Boolean)
                      .join('／')}
                  </p>
                ) : null}
              </AccountListCard>
            ))}
          </ul>
        </>
      )}
      <Pagination currentPage={meta.currentPage} lastPage={meta.lastPage} />
    </>
  );
}
