import type { Route } from './+types/estimates.ts';
import { apiLoaders } from '../../loaders/api-loaders.ts';
import { EstimateList } from '../../estimates/estimate-list.tsx';
import { loadEstimates } from '../../estimates/estimate-data.ts';
import { estimatesTrail } from '../../estimates/estimate-trail.ts';
import { TrailBreadcrumbs } from '../../layout/trail-breadcrumbs.tsx';
import { title } from '../../orders/order-pages.css.ts';
import { noindexMeta } from '../../seo/error-meta.ts';
import { privatePageHeaders } from '../../session/require-login.ts';

const loaders = apiLoaders((api, { request }: Route.LoaderArgs) => loadEstimates(api, request));
export const loader = loaders.loader;
export const clientLoader = loaders.clientLoader;

export const headers = privatePageHeaders;

export const meta: Route.MetaFunction = noindexMeta({ title: '見積履歴', description: '保存したお見積りと、その有効期限を確認できます。' });

/** The estimate history (spec §2 /myaccount/estimates), newest first. */
export default function EstimatesPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <TrailBreadcrumbs trail={estimatesTrail()} />
      <h1 className={title}>見積履歴</h1>
      <EstimateList estimates={loaderData} />
    </>
  );
}
