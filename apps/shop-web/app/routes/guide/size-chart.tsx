import type { Route } from './+types/size-chart.ts';
import { MeasureDiagram } from '../../guide/reference-parts.tsx';
import { StaticPageView } from '../../guide/static-page-view.tsx';

// How to read the size chart: the Markdown with the measuring diagram above it.
export { clientLoader, loader, meta } from '../../guide/static-page-route.ts';

export default function SizeChartPage({ loaderData }: Route.ComponentProps) {
  return <StaticPageView data={loaderData} lead={<MeasureDiagram />} />;
}
