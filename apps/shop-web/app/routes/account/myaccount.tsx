import { Button } from '@shop/ui';
import { logoutAtom } from '@shop/web-state';
import { useSetAtom } from 'jotai';
import { Link, useNavigate } from 'react-router';
import type { Route } from './+types/myaccount.ts';
import { expiringCoupons, shopToday } from '../../account/expiring-coupons.ts';
import {
  badge,
  card,
  cardTitle,
  figure,
  greeting,
  muted,
  orderRow,
  plainList,
  serviceLink,
  services,
  servicesTitle,
  summary,
  wide,
} from '../../account/dashboard.css.ts';
import { customerLoaders } from '../../loaders/api-loaders.ts';
import { formatYen } from '../../format/yen.ts';
import { TrailBreadcrumbs } from '../../layout/trail-breadcrumbs.tsx';
import type { NavLinkItem } from '../../navigation/menus.ts';
import { isImplemented } from '../../navigation/route-table.ts';
import { HOME_CRUMB } from '../../navigation/trail.ts';
import { formatDay, formatLongDate } from '../../orders/order-format.ts';
import { ACCOUNT_CRUMB } from '../../orders/order-trail.ts';
import { noindexMeta } from '../../seo/error-meta.ts';
import { formatCount } from '../../format/numbers.ts';
import { privatePageHeaders } from '../../session/require-login.ts';

/** How many of the latest orders the dashboard lists. */
const RECENT_ORDERS = 3;

/** The dashboard's figures, read for the logged-in customer (spec §6 guard: a guest goes to login). */
const loaders = customerLoaders(async (api) => {
  const [account, orders, points, coupons] = await Promise.all([
    api.account.get(),
    api.orders.list(),
    api.points.history(),
    api.coupons.list(),
  ]);
  return {
    name: account.data.name,
    orders: orders.data.slice(0, RECENT_ORDERS),
    orderCount: orders.meta.total,
    points: { balance: points.data.balance, expiresOn: points.data.expiresOn },
    availableCoupons: coupons.data.available.length,
    expiring: expiringCoupons(coupons.data.available, shopToday(Date.now())),
  };
});
export const loader = loaders.loader;
export const clientLoader = loaders.clientLoader;

export const headers = privatePageHeaders;

export const meta: Route.MetaFunction = noindexMeta({ title: 'アカウントサービス', description: '会員情報やご注文の確認ができます。' });

/** The account services (spec §2 Routes: /myaccount …); only pages that exist are linked. */
export const ACCOUNT_SERVICES: readonly NavLinkItem[] = [
  { label: '注文履歴', to: '/myaccount/orders', route: 'myaccount-orders' },
  { label: '見積履歴', to: '/myaccount/estimates', route: 'myaccount-estimates' },
  { label: '共有中の校正', to: '/myaccount/proof_links', route: 'myaccount-proof_links' },
  { label: '再注文', to: '/myaccount/reorder', route: 'myaccount-reorder' },
  { label: '持ち込みプリントのご依頼', to: '/myaccount/custom_order', route: 'myaccount-custom_order' },
  { label: 'レビュー', to: '/myaccount/reviews', route: 'myaccount-reviews' },
  { label: 'クーポン', to: '/myaccount/coupons', route: 'myaccount-coupons' },
  { label: 'ポイント履歴', to: '/myaccount/point_history', route: 'myaccount-point_history' },
  { label: 'お届け先住所', to: '/myaccount/addresses', route: 'myaccount-addresses' },
  { label: 'お支払い方法（カード）', to: '/myaccount/payments', route: 'myaccount-payments' },
  { label: 'お名前の変更', to: '/myaccount/name', route: 'myaccount-name' },
  { label: 'メールアドレスの変更', to: '/myaccount/email', route: 'myaccount-email' },
  { label: 'パスワードの変更', to: '/myaccount/password', route: 'myaccount-password' },
  { label: 'メールマガジン', to: '/myaccount/newsletter', route: 'myaccount-newsletter' },
  { label: '退会', to: '/myaccount/cancel-membership', route: 'myaccount-cancel-membership' },
];

/**
 * `/myaccount`: the dashboard. A greeting with 様, the point balance, coupons about to expire, the
 * latest orders with their status, and every account service that exists.
 */
export default function MyAccountPage({ loaderData }: Route.ComponentProps) {
  const { name, orders, orderCount, points, availableCoupons, expiring } = loaderData;
  const logout = useSetAtom(logoutAtom);
  const navigate = useNavigate();
  const linked = (route: string) => isImplemented(route);

  return (
    <>
      <TrailBreadcrumbs trail={[HOME_CRUMB, ACCOUNT_CRUMB]} />
      <h1>アカウントサービス</h1>
      <p className={greeting}>{name} 様、いつもご利用いただきありがとうございます。</p>
      <div className={summary}>
        <section className={card} aria-labelledby="dashboard-points">
          <h2 id="dashboard-points" className={cardTitle}>
            保有ポイント
          </h2>
          <p className={figure}>{formatCount(points.balance)} pt</p>
          <p className={muted}>
            {points.balance > 0 && points.expiresOn
              ? `有効期限 ${formatLongDate(points.expiresOn)}まで（1pt = 1円でご利用いただけます）`
              : '1pt = 1円としてお支払いに使えます。'}
          </p>
          {linked('myaccount-point_history') ? <Link to="/myaccount/point_history">ポイント履歴を見る</Link> : null}
        </section>
        <section className={card} aria-labelledby="dashboard-coupons">
          <h2 id="dashboard-coupons" className={cardTitle}>
            クーポン
          </h2>
          <p className={figure}>{availableCoupons}枚</p>
          {expiring.length > 0 ? (
            <>
              <p className={muted}>まもなく有効期限が切れます:</p>
              <ul className={plainList}>
                {expiring.map((coupon) => (
                  <li key={coupon.id}>
                    {coupon.name}（{coupon.valueLabel}）— {coupon.validUntil ? `${formatLongDate(coupon.validUntil)}まで` : ''}
                  </li>
                ))}
              </ul>
            </>
          ) : (
            <p className={muted}>30日以内に期限が切れるクーポンはありません。</p>
          )}
          {linked('myaccount-coupons') ? <Link to="/myaccount/coupons">クーポンを見る・コードを登録する</Link> : null}
        </section>
        <section className={`${card} ${wide}`} aria-labelledby="dashboard-orders">
          <h2 id="dashboard-orders" className={cardTitle}>
            最近のご注文
          </h2>
          {orders.length === 0 ? (
            <p className={muted}>
              まだご注文はありません。<Link to="/">お買い物を始める</Link>
            </p>
          ) : (
            <>
              <ul className={plainList}>
                {orders.map((order) => (
                  <li key={order.number} className={orderRow}>
                    <Link to={`/myaccount/orders/${order.number}`}>{order.number}</Link>
                    <span className={muted}>{formatDay(order.placedAt)}</span>
                    <span className={badge}>{order.statusLabel}</span>
                    <span>{formatYen(order.total)}</span>
                  </li>
                ))}
              </ul>
              <Link to="/myaccount/orders">注文履歴をすべて見る（{orderCount}件）</Link>
            </>
          )}
        </section>
      </div>
      <h2 className={servicesTitle}>会員サービス</h2>
      <nav aria-label="アカウントサービス">
        <ul className={services}>
          {ACCOUNT_SERVICES.filter((link) => linked(link.route)).map((link) => (
            <li key={link.to}>
              <Link to={link.to} className={serviceLink}>
                {link.label}
              </Link>
            </li>
          ))}
          {linked('cart') ? (
            <li>
              <Link to="/cart" className={serviceLink}>
                カートを見る
              </Link>
            </li>
          ) : null}
        </ul>
      </nav>
      <Button
        variant="outline"
        onClick={async () => {
          await logout();
          await navigate('/');
        }}
      >
        ログアウト
      </Button>
    </>
  );
}
