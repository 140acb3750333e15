import { API_ROUTES, type CustomOrderListResponse } from '@shop/api-contract';
import { button } from '@shop/ui';
import { Link } from 'react-router';
import type { Route } from './+types/custom-orders.ts';
import { customerLoaders } from '../../loaders/api-loaders.ts';
import { TrailBreadcrumbs } from '../../layout/trail-breadcrumbs.tsx';
import { AccountListCard } from '../../orders/account-list-card.tsx';
import { orderList, title } from '../../orders/order-pages.css.ts';
import { ACCOUNT_CRUMB } from '../../orders/order-trail.ts';
import { muted } from '../../orders/orders.css.ts';
import { HOME_CRUMB } from '../../navigation/trail.ts';
import { noindexMeta } from '../../seo/error-meta.ts';
import { privatePageHeaders } from '../../session/require-login.ts';

export const CUSTOM_ORDERS_CRUMB = { name: '持ち込みプリントのご依頼', path: '/myaccount/custom_order' } as const;

/** The customer's BYOB requests, newest first (spec §6 guard: a guest goes to login). */
const loaders = customerLoaders(async (api) => ((await api.call(API_ROUTES.customOrderList)) as CustomOrderListResponse).data);
export const loader = loaders.loader;
export const clientLoader = loaders.clientLoader;

export const headers = privatePageHeaders;

export const meta: Route.MetaFunction = noindexMeta({
  title: '持ち込みプリントのご依頼',
  description: '持ち込みプリントのお見積り依頼と、その状況を確認できます。',
});

/** `/myaccount/custom_order`: the customer's BYOB requests with their status and quote. */
export default function CustomOrdersPage({ loaderData }: Route.ComponentProps) {
  const requests = loaderData;
  return (
    <>
      <TrailBreadcrumbs trail={[HOME_CRUMB, ACCOUNT_CRUMB, CUSTOM_ORDERS_CRUMB]} />
      <h1 className={title}>持ち込みプリントのご依頼</h1>
      {requests.length === 0 ? (
        <>
          <p>まだご依頼はありません。</p>
          <p>
            <Link to="/byob" className={button({ variant: 'outline' })}>
              持ち込みプリントについて
            </Link>
          </p>
        </>
      ) : (
        <>
          <p className={muted}>全{requests.length}件（新しい順）</p>
          <ul className={orderList}>
            {requests.map((r) => (
              <AccountListCard
                key={r.number}
                title={`ご依頼番号 ${r.number}`}
                to={`/myaccount/custom_order/${r.number}`}
                dateLabel="ご依頼日"
                date={r.createdAt}
                statusLabel={r.statusLabel}
                summary={`${r.garmentKindLabel}（${r.colors}） ${r.quantity}枚・${r.printMethod.name}`}
                amount={r.quote ? { label: 'お見積り金額（税込・送料別）', yen: r.quote.price } : null}
              />
            ))}
          </ul>
        </>
      )}
      <p>
        <Link to="/byob/ask">新しくお見積りを依頼する</Link>
      </p>
    </>
  );
}
