import { useSearchParams } from 'react-router';
import type { Route } from './+types/reorder-confirm.ts';
import { apiLoaders } from '../../loaders/api-loaders.ts';
import { TrailBreadcrumbs } from '../../layout/trail-breadcrumbs.tsx';
import { title } from '../../orders/order-pages.css.ts';
import { parseReorderChoice } from '../../reorders/reorder-choice.ts';
import { loadReorder, reorderTrail } from '../../reorders/reorder-data.ts';
import { ReorderConfirm } from '../../reorders/reorder-confirm.tsx';
import { ReorderHeader, ReorderSteps } from '../../reorders/reorder-steps.tsx';
import { notice, stack } from '../../reorders/reorder.css.ts';
import { noindexMetaOf } from '../../seo/error-meta.ts';
import { privatePageHeaders } from '../../session/require-login.ts';

const loaders = apiLoaders((api, { request, params }: Route.LoaderArgs) => loadReorder(api, request, params.number));
export const loader = loaders.loader;
export const clientLoader = loaders.clientLoader;

export const headers = privatePageHeaders;

export const meta: Route.MetaFunction = noindexMetaOf((loaderData) => ({
  title: `再注文 ${loaderData.number} 確認`,
  description: '再注文の内容と料金を確認します。',
}));

/** Step 3 of a reorder (spec §2 /myaccount/reorder/{number}/confirm): the price by spec §9, then the cart or an estimate. */
export default function ReorderConfirmPage({ loaderData: reorder }: Route.ComponentProps) {
  const [search] = useSearchParams();
  const choice = parseReorderChoice(search);
  return (
    <>
      <TrailBreadcrumbs
        trail={reorderTrail(
          { name: reorder.number, path: `/myaccount/reorder/${reorder.number}` },
          { name: '確認', path: `/myaccount/reorder/${reorder.number}/confirm` },
        )}
      />
      <h1 className={title}>再注文：内容の確認</h1>
      <ReorderSteps current="confirm" />
      <div className={stack}>
        <ReorderHeader reorder={reorder} />
        {reorder.reorderable ? (
          <ReorderConfirm key={reorder.number} reorder={reorder} choice={choice} />
        ) : (
          <p className={notice}>{reorder.reasonLabel}</p>
        )}
      </div>
    </>
  );
}
