import type { Route } from './+types/reorder-print-color.ts';
import { apiLoaders } from '../../loaders/api-loaders.ts';
import { loadReorder } from '../../reorders/reorder-data.ts';
import { ReorderStepPage } from '../../reorders/reorder-step-page.tsx';
import { ReorderPrintColorForm } from '../../reorders/reorder-print-color.tsx';
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
  return (
    <ReorderStepPage
      reorder={reorder}
      current="print-color"
      heading="再注文：インクの色"
      crumb={{ name: 'インクの色', segment: 'print-color' }}
      Form={ReorderPrintColorForm}
    />
  );
}
