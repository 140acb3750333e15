import { browserApi } from '@shop/web-state';
import type { Route } from './+types/static-page.ts';
import { apiContext } from '../../api/context.ts';
import { StaticPageView, staticPageMeta } from '../../guide/static-page-view.tsx';
import { loadStaticPage } from '../../loaders/guide/load-static-page.ts';
import { errorMeta } from '../../seo/error-meta.ts';

// Guidance, info, design reference: the page for the URL comes from GET /api/pages/{path}.
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

export default function StaticPage({ loaderData }: Route.ComponentProps) {
  return <StaticPageView data={loaderData} />;
}
