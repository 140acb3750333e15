import { browserApi } from '@shop/web-state';
import { Link } from 'react-router';
import type { Route } from './+types/reorder-index.ts';
import { apiContext } from '../../api/context.ts';
import { TrailBreadcrumbs } from '../../layout/trail-breadcrumbs.tsx';
import { title } from '../../orders/order-pages.css.ts';
import { loadReorders, reorderTrail } from '../../reorders/reorder-data.ts';
import { ReorderList } from '../../reorders/reorder-list.tsx';
import { intro } from '../../reorders/reorder.css.ts';
import { errorMeta } from '../../seo/error-meta.ts';
import { pageMeta } from '../../seo/meta.ts';
import { privatePageHeaders } from '../../session/require-login.ts';

export function loader({ context, request }: Route.LoaderArgs) {
  return loadReorders(context.get(apiContext), request);
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return loadReorders(await browserApi(), request);
}

export const headers = privatePageHeaders;

export const meta: Route.MetaFunction = ({ error }) =>
  error
    ? errorMeta(error)
    : pageMeta({ title: '再注文', description: 'お届け済みのプリント注文を、同じデザインでもう一度注文できます。', noindex: true });

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
