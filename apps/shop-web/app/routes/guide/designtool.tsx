import { browserApi } from '@shop/web-state';
import type { Route } from './+types/designtool.ts';
import { apiContext } from '../../api/context.ts';
import { manualNeighbours } from '../../guide/designtool-manual.ts';
import { ManualPager } from '../../guide/manual-pager.tsx';
import { StaticPageView, staticPageMeta } from '../../guide/static-page-view.tsx';
import { loadStaticPage } from '../../loaders/guide/load-static-page.ts';
import { errorMeta } from '../../seo/error-meta.ts';

// The twenty manual pages (/designtool/<slug>), one route each so the layout rules pin the side
// drawer on every one of them. `/designtool` itself is the design tool (served by the shop server).
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

/** A design-tool manual page with links to its neighbours (the last one leads to the tool). */
export default function DesigntoolPage({ loaderData }: Route.ComponentProps) {
  const neighbours = manualNeighbours(loaderData.path.replace(/^\/designtool\/?/, ''));
  return (
    <StaticPageView data={loaderData}>
      {neighbours ? <ManualPager previous={neighbours.previous} next={neighbours.next} /> : null}
    </StaticPageView>
  );
}
