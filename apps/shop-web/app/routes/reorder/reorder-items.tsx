import { useSearchParams } from 'react-router';
import type { Route } from './+types/reorder-items.ts';
import { apiLoaders } from '../../loaders/api-loaders.ts';
import { TrailBreadcrumbs } from '../../layout/trail-breadcrumbs.tsx';
import { title } from '../../orders/order-pages.css.ts';
import { parseReorderChoice } from '../../reorders/reorder-choice.ts';
import { loadReorder, reorderTrail } from '../../reorders/reorder-data.ts';
import { ReorderItemsForm } from '../../reorders/reorder-items.tsx';
import { ReorderHeader, ReorderSteps } from '../../reorders/reorder-steps.tsx';
import { notice, stack } from '../../reorders/reorder.css.ts';
import { noindexMetaOf } from '../../seo/error-meta.ts';
import { privatePageHeaders } from '../../session/require-login.ts';

const loaders = apiLoaders((api, { request, params }: Route.LoaderArgs) => loadReorder(api, request, params.number));
export const loader = loaders.loader;
export const clientLoader = loaders.clientLoader;

export const headers = privatePageHeaders;

export const meta: Route.MetaFunction = noindexMetaOf((loaderData) => ({
  title: `再注文 ${loaderData.number}`,
  description: '再注文するカラー・サイズ・数量を選びます。',
}));

/** Step 1 of a reorder (spec §2 /myaccount/reorder/{number}): colours, sizes and quantities again. */
export default function ReorderItemsPage({ loaderData: reorder }: Route.ComponentProps) {
  const [search] = useSearchParams();
  const choice = parseReorderChoice(search);
  return (
    <>
      <TrailBreadcrumbs trail={reorderTrail({ name: reorder.number, path: `/myaccount/reorder/${reorder.number}` })} />
      <h1 className={title}>再注文：カラー・サイズ・数量</h1>
      <ReorderSteps current="items" />
      <div className={stack}>
        <ReorderHeader reorder={reorder} />
        {reorder.reorderable ? (
          <ReorderItemsForm key={reorder.number} reorder={reorder} choice={choice} />
        ) : (
          <p className={notice}>{reorder.reasonLabel}</p>
        )}
      </div>
    </>
  );
}
