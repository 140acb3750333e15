import { browserApi } from '@shop/web-state';
import type { Route } from './+types/size-guide.ts';
import { apiContext } from '../../api/context.ts';
import { SizeTables } from '../../guide/reference-parts.tsx';
import { StaticPageView, staticPageMeta } from '../../guide/static-page-view.tsx';
import { loadStaticPage } from '../../loaders/guide/load-static-page.ts';
import { errorMeta } from '../../seo/error-meta.ts';

// The size guide: the size tables of every garment type above the Markdown's advice.
export function loader({ context, request }: Route.LoaderArgs) {
  return loadStaticPage(context.get(apiContext), new URL(request.url).pathname);
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return loadStaticPage(await browserApi(), new URL(request.url).pathname);
}

export const meta: Route.MetaFunction = ({ loaderData, error, matches }) => {
  if (error || !loaderData) return errorMeta(error);
  return staticPageMeta(loaderData, matches);
};

export default function SizeGuidePage({ loaderData }: Route.ComponentProps) {
  return <StaticPageView data={loaderData} lead={<SizeTables />} />;
}
