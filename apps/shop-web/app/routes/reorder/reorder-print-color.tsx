import { useSearchParams } from 'react-router';
import type { Route } from './+types/reorder-print-color.ts';
import { apiLoaders } from '../../loaders/api-loaders.ts';
import { TrailBreadcrumbs } from '../../layout/trail-breadcrumbs.tsx';
import { title } from '../../orders/order-pages.css.ts';
import { parseReorderChoice } from '../../reorders/reorder-choice.ts';
import { loadReorder, reorderTrail } from '../../reorders/reorder-data.ts';
import { ReorderPrintColorForm } from '../../reorders/reorder-print-color.tsx';
import { ReorderHeader, ReorderSteps } from '../../reorders/reorder-steps.tsx';
import { notice, stack } from '../../reorders/reorder.css.ts';
import { noindexMetaOf } from '../../seo/error-meta.ts';
import { privatePageHeaders } from '../../session/require-login.ts';

const loaders = apiLoaders((api, { request, params }: Route.LoaderArgs) => loadReorder(api, request, params.number));
export const loader = loaders.loader;
export const clientLoader = loaders.clientLoader;

export const headers = privatePageHeaders;

export const meta: Route.MetaFunction = noindexMetaOf((loaderData) => ({
  title: `再注文 ${loaderData.number} インクの色`,
  description: '再注文のインクの色を選びます。',
}));

/** Step 2 of a reorder (spec §2 /myaccount/reorder/{number}/print-color): keep the ink colours or change them. */
export default function ReorderPrintColorPage({ loaderData: reorder }: Route.ComponentProps) {
  const [search] = useSearchParams();
  const choice = parseReorderChoice(search);
  return (
    <>
      <TrailBreadcrumbs
        trail={reorderTrail(
          { name: reorder.number, path: `/myaccount/reorder/${reorder.number}` },
          { name: 'インクの色', path: `/myaccount/reorder/${reorder.number}/print-color` },
        )}
      />
      <h1 className={title}>再注文：インクの色</h1>
      <ReorderSteps current="print-color" />
      <div className={stack}>
        <ReorderHeader reorder={reorder} />
        {reorder.reorderable ? (
          <ReorderPrintColorForm key={reorder.number} reorder={reorder} choice={choice} />
        ) : (
          <p className={notice}>{reorder.reasonLabel}</p>
        )}
      </div>
    </>
  );
}
