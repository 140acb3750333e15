import type { Route } from './+types/estimate.ts';
import { apiLoaders } from '../../loaders/api-loaders.ts';
import { EstimateDetail } from '../../estimates/estimate-detail.tsx';
import { loadEstimate } from '../../estimates/estimate-data.ts';
import { estimateCrumb, estimatesTrail } from '../../estimates/estimate-trail.ts';
import { TrailBreadcrumbs } from '../../layout/trail-breadcrumbs.tsx';
import { title } from '../../orders/order-pages.css.ts';
import { number as numberClass } from '../../orders/orders.css.ts';
import { noindexMetaOf } from '../../seo/error-meta.ts';
import { privatePageHeaders } from '../../session/require-login.ts';

const loaders = apiLoaders((api, { request, params }: Route.LoaderArgs) => loadEstimate(api, request, params.number));
export const loader = loaders.loader;
export const clientLoader = loaders.clientLoader;

export const headers = privatePageHeaders;

export const meta: Route.MetaFunction = noindexMetaOf((loaderData) => ({
  title: `お見積り ${loaderData.number}`,
  description: 'お見積りの内容と有効期限です。',
}));

/** One estimate (spec §2 /myaccount/estimates/{number}): lines, amounts, validity, PDF and cart. */
export default function EstimatePage({ loaderData: estimate }: Route.ComponentProps) {
  return (
    <>
      <TrailBreadcrumbs trail={estimatesTrail(estimateCrumb(estimate.number))} />
      <h1 className={title}>
        お見積り <span className={numberClass}>{estimate.number}</span>
      </h1>
      <EstimateDetail estimate={estimate} />
    </>
  );
}
