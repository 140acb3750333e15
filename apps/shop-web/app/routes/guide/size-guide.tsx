import type { Route } from './+types/size-guide.ts';
import { SizeTables } from '../../guide/reference-parts.tsx';
import { StaticPageView } from '../../guide/static-page-view.tsx';

// The size guide: the size tables of every garment type above the Markdown's advice.
export { clientLoader, loader, meta } from '../../guide/static-page-route.ts';

export default function SizeGuidePage({ loaderData }: Route.ComponentProps) {
  return <StaticPageView data={loaderData} lead={<SizeTables />} />;
}
