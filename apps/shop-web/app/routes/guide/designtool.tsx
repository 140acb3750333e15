import type { Route } from './+types/designtool.ts';
import { apiLoaders } from '../../loaders/api-loaders.ts';
import { manualNeighbours } from '../../guide/designtool-manual.ts';
import { ManualPager } from '../../guide/manual-pager.tsx';
import { StaticPageView, staticPageMeta } from '../../guide/static-page-view.tsx';
import { loadStaticPage } from '../../loaders/guide/load-static-page.ts';
import { errorMeta } from '../../seo/error-meta.ts';

// The twenty manual pages (/designtool/<slug>), one route each so the layout rules pin the side
// drawer on every one of them. `/designtool` itself is the design tool (served by the shop server).
const loaders = apiLoaders((api, { request }: Route.LoaderArgs) => loadStaticPage(api, new URL(request.url).pathname));
export const loader = loaders.loader;
export const clientLoader = loaders.clientLoader;

export const meta: Route.MetaFunction = ({ loaderData, error, matches }) => {
  if (error || !loaderData) return errorMeta(error);
  return staticPageMeta(loaderData, matches);
};

/** A design-tool manual page with links to its neighbours (the last one leads to the tool). */
export default function DesigntoolPage({ loaderData }: Route.ComponentProps) {
  const neighbours = manualNeighbours(loaderData.path.replace(/^\/designtool\/?/, ''));
  return (
    <StaticPageView data={loaderData}>
      {neighbours ? <ManualPager previous={neighbours.previous} next={neighbours.next} /> : null}
    </StaticPageView>
  );
}
