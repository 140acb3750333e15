import type { Route } from './+types/reorder-confirm.ts';
import { apiLoaders } from '../../loaders/api-loaders.ts';
import { loadReorder } from '../../reorders/reorder-data.ts';
import { ReorderStepPage } from '../../reorders/reorder-step-page.tsx';
import { ReorderConfirm } from '../../reorders/reorder-confirm.tsx';
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
  return (
    <ReorderStepPage
      reorder={reorder}
      current="confirm"
      heading="再注文：内容の確認"
      crumb={{ name: '確認', segment: 'confirm' }}
      Form={ReorderConfirm}
    />
  );
}
