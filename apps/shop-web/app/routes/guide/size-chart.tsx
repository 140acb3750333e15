import type { Route } from './+types/size-chart.ts';
import { apiLoaders } from '../../loaders/api-loaders.ts';
import { MeasureDiagram } from '../../guide/reference-parts.tsx';
import { StaticPageView, staticPageMeta } from '../../guide/static-page-view.tsx';
import { loadStaticPage } from '../../loaders/guide/load-static-page.ts';
import { errorMeta } from '../../seo/error-meta.ts';

// How to read the size chart: the Markdown with the measuring diagram above it.
const loaders = apiLoaders((api, { request }: Route.LoaderArgs) => loadStaticPage(api, new URL(request.url).pathname));
export const loader = loaders.loader;
export const clientLoader = loaders.clientLoader;

export const meta: Route.MetaFunction = ({ loaderData, error, matches }) => {
  if (error || !loaderData) return errorMeta(error);
  return staticPageMeta(loaderData, matches);
};

export default function SizeChartPage({ loaderData }: Route.ComponentProps) {
  return <StaticPageView data={loaderData} lead={<MeasureDiagram />} />;
}
