/**
 * What the routes of static pages (guidance, info, design reference, the design-tool manual) share:
 * the page for the URL's path comes from GET /api/pages/{path}, and its meta from the page. A route
 * re-exports them (`export { clientLoader, loader, meta } from '…/static-page-route.ts'`) and renders
 * `StaticPageView` with what it adds around the Markdown.
 */
import type { MetaDescriptor } from 'react-router';
import { apiLoaders, type ApiLoaderArgs } from '../loaders/api-loaders.ts';
import { loadStaticPage, type StaticPageData } from '../loaders/guide/load-static-page.ts';
import { errorMeta } from '../seo/error-meta.ts';
import { staticPageMeta } from './static-page-view.tsx';

const loaders = apiLoaders((api, { request }: ApiLoaderArgs & { request: Request }) => loadStaticPage(api, new URL(request.url).pathname));
export const loader = loaders.loader;
export const clientLoader = loaders.clientLoader;

export function meta({
  loaderData,
  error,
  matches,
}: {
  loaderData?: StaticPageData;
  error?: unknown;
  matches: readonly unknown[];
}): MetaDescriptor[] {
  return error || !loaderData ? errorMeta(error) : staticPageMeta(loaderData, matches);
}
