import type { Route } from './+types/designtool.ts';
import { manualNeighbours } from '../../guide/designtool-manual.ts';
import { ManualPager } from '../../guide/manual-pager.tsx';
import { StaticPageView } from '../../guide/static-page-view.tsx';

// The twenty manual pages (/designtool/<slug>), one route each so the layout rules pin the side
// drawer on every one of them. `/designtool` itself is the design tool (served by the shop server).
export { clientLoader, loader, meta } from '../../guide/static-page-route.ts';

/** A design-tool manual page with links to its neighbours (the last one leads to the tool). */
export default function DesigntoolPage({ loaderData }: Route.ComponentProps) {
  const neighbours = manualNeighbours(loaderData.path.replace(/^\/designtool\/?/, ''));
  return (
    <StaticPageView data={loaderData}>
      {neighbours ? <ManualPager previous={neighbours.previous} next={neighbours.next} /> : null}
    </StaticPageView>
  );
}
