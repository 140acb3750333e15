import type { Route } from './+types/reorder-items.ts';
import { apiLoaders } from '../../loaders/api-loaders.ts';
import { loadReorder } from '../../reorders/reorder-data.ts';
import { ReorderStepPage } from '../../reorders/reorder-step-page.tsx';
import { ReorderItemsForm } from '../../reorders/reorder-items.tsx';
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
  return <ReorderStepPage reorder={reorder} current="items" heading="再注文：カラー・サイズ・数量" Form={ReorderItemsForm} />;
}
