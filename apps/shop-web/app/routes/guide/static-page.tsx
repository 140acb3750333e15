import type { Route } from './+types/static-page.ts';
import { StaticPageView } from '../../guide/static-page-view.tsx';

// Guidance, info, design reference: the page for the URL comes from GET /api/pages/{path}.
export { clientLoader, loader, meta } from '../../guide/static-page-route.ts';

export default function StaticPage({ loaderData }: Route.ComponentProps) {
  return <StaticPageView data={loaderData} />;
}
