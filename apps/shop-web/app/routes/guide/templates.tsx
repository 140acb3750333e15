import type { Route } from './+types/templates.ts';
import { TemplateDownloads } from '../../guide/reference-parts.tsx';
import { StaticPageView } from '../../guide/static-page-view.tsx';

// The print-area templates: the Markdown with the download list above it.
export { clientLoader, loader, meta } from '../../guide/static-page-route.ts';

export default function TemplatesPage({ loaderData }: Route.ComponentProps) {
  return <StaticPageView data={loaderData} lead={<TemplateDownloads />} />;
}
