import { Link } from 'react-router';
import type { Route } from './+types/reorder-index.ts';
import { apiLoaders } from '../../loaders/api-loaders.ts';
import { TrailBreadcrumbs } from '../../layout/trail-breadcrumbs.tsx';
import { title } from '../../orders/order-pages.css.ts';
import { loadReorders, reorderTrail } from '../../reorders/reorder-data.ts';
import { ReorderList } from '../../reorders/reorder-list.tsx';
import { intro } from '../../reorders/reorder.css.ts';
import { noindexMeta } from '../../seo/error-meta.ts';
import { privatePageHeaders } from '../../session/require-login.ts';

const loaders = apiLoaders((api, { request }: Route.LoaderArgs) => loadReorders(api, request));
export const loader = loaders.loader;
export const clientLoader = loaders.clientLoader;

export const headers = privatePageHeaders;

export const meta: Route.MetaFunction = noindexMeta({
  title: '再注文',
  description: 'お届け済みのプリント注文を、同じデザインでもう一度注文できます。',
});

/** Reorders (spec §2 /myaccount/reorder): the customer's delivered productions, and whether each can be made again. */
export default function ReorderIndexPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <TrailBreadcrumbs trail={reorderTrail()} />
      <h1 className={title}>再注文</h1>
      <p className={intro}>
        お届け済みのプリント注文を、同じデザイン・同じプリント位置でもう一度ご注文いただけます。シルクスクリーンの版は保管期限まで保管しているため、版代はかかりません。
        <Link to="/myaccount/reorder/estimate">先に見積書がほしい方はこちら</Link>
      </p>
      <ReorderList reorders={loaderData} mode="cart" />
    </>
  );
}
