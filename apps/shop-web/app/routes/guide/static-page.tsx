import type { Route } from './+types/static-page.ts';
import { apiLoaders } from '../../loaders/api-loaders.ts';
import { StaticPageView, staticPageMeta } from '../../guide/static-page-view.tsx';
import { loadStaticPage } from '../../loaders/guide/load-static-page.ts';
import { errorMeta } from '../../seo/error-meta.ts';

// Guidance, info, design reference: the page for the URL comes from GET /api/pages/{path}.
const loaders = apiLoaders((api, { request }: Route.LoaderArgs) => loadStaticPage(api, new URL(request.url).pathname));
export const loader = loaders.loader;
export const clientLoader = loaders.clientLoader;

export const meta: Route.MetaFunction = ({ loaderData, error, matches }) => {
  if (error || !loaderData) return errorMeta(error);
  return staticPageMeta(loaderData, matches);
};

export default function StaticPage({ loaderData }: Route.ComponentProps) {
  return <StaticPageView data={loaderData} />;
}
