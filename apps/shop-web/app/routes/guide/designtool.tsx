import { browserApi } from '@shop/web-state';
import type { Route } from './+types/designtool.ts';
import { apiContext } from '../../api/context.ts';
import { DESIGNTOOL_MANUAL, manualNeighbours } from '../../guide/designtool-manual.ts';
import { ManualPager } from '../../guide/manual-pager.tsx';
import { StaticPageView, staticPageMeta } from '../../guide/static-page-view.tsx';
import { loadStaticPage } from '../../loaders/guide/load-static-page.ts';
import { errorMeta } from '../../seo/error-meta.ts';

// The manual index (/designtool) and its twenty pages (/designtool/<slug>), one route each so the
// layout rules pin the side drawer on every one of them.
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

const FIRST_PAGE = DESIGNTOOL_MANUAL[0];

/** A design-tool manual page with links to its neighbours; the index links on to the first page. */
export default function DesigntoolPage({ loaderData }: Route.ComponentProps) {
  const slug = loaderData.path.replace(/^\/designtool\/?/, '');
  const neighbours = slug === '' ? null : manualNeighbours(slug);
  return (
    <StaticPageView data={loaderData}>
      {neighbours ? (
        <ManualPager previous={neighbours.previous} next={neighbours.next} />
      ) : (
        <ManualPager previous={null} next={{ label: `${FIRST_PAGE.label}から読む`, to: `/designtool/${FIRST_PAGE.slug}` }} />
      )}
    </StaticPageView>
  );
}
