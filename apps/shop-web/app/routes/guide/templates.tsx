import type { Route } from './+types/templates.ts';
import { apiLoaders } from '../../loaders/api-loaders.ts';
import { TemplateDownloads } from '../../guide/reference-parts.tsx';
import { StaticPageView, staticPageMeta } from '../../guide/static-page-view.tsx';
import { loadStaticPage } from '../../loaders/guide/load-static-page.ts';
import { errorMeta } from '../../seo/error-meta.ts';

// The print-area templates: the Markdown with the download list above it.
const loaders = apiLoaders((api, { request }: Route.LoaderArgs) => loadStaticPage(api, new URL(request.url).pathname));
export const loader = loaders.loader;
export const clientLoader = loaders.clientLoader;

export const meta: Route.MetaFunction = ({ loaderData, error, matches }) => {
  if (error || !loaderData) return errorMeta(error);
  return staticPageMeta(loaderData, matches);
};

export default function TemplatesPage({ loaderData }: Route.ComponentProps) {
  return <StaticPageView data={loaderData} lead={<TemplateDownloads />} />;
}
