import { Breadcrumbs } from '@shop/ui';
import { AppLink } from '../navigation/server-pages.tsx';
import type { Crumb } from '../navigation/trail.ts';

/** The visible breadcrumb trail of a page; the last step is the current page (not a link). */
export function TrailBreadcrumbs({ trail }: { trail: readonly Crumb[] }) {
  return (
    <Breadcrumbs label="パンくずリスト" items={trail.map((crumb) => ({ label: crumb.name, to: crumb.path }))} linkComponent={AppLink} />
  );
}
