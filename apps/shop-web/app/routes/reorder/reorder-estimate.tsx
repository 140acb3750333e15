import type { Route } from './+types/reorder-estimate.ts';
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
  title: '再注文の見積書',
  description: 'お届け済みのプリント注文を再注文するときの見積書をつくれます。',
});

/** A written estimate for a reorder (spec §2 /myaccount/reorder/estimate): pick a production, then the same steps end with 見積書. */
export default function ReorderEstimatePage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <TrailBreadcrumbs trail={reorderTrail({ name: '見積書をつくる', path: '/myaccount/reorder/estimate' })} />
      <h1 className={title}>再注文の見積書をつくる</h1>
      <p className={intro}>
        再注文する製作を選び、数量とインクの色を決めると、カートに入れずに見積書（見積番号つき・有効期限あり）を発行します。
      </p>
      <ReorderList reorders={loaderData} mode="estimate" />
    </>
  );
}
