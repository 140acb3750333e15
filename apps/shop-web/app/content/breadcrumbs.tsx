import { Link } from 'react-router';
import { breadcrumb, crumb } from '../catalog/catalog.css.ts';
import { breadcrumbJsonLd, canonicalUrl } from '../seo/meta.ts';

/** One step of a breadcrumb trail: its label and site path (`/blog`). */
export interface Crumb {
  name: string;
  path: string;
}

/** The visible breadcrumb trail; the last step is the current page (not a link). */
export function Breadcrumbs({ trail }: { trail: readonly Crumb[] }) {
  return (
    <nav aria-label="パンくずリスト">
      <ol className={breadcrumb}>
        {trail.map((step, index) =>
          index === trail.length - 1 ? (
            <li key={step.path} className={crumb} aria-current="page">
              {step.name}
            </li>
          ) : (
            <li key={step.path} className={crumb}>
              <Link to={step.path}>{step.name}</Link>
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}

/** The Schema.org BreadcrumbList of the same trail, with absolute URLs on the public origin. */
export function trailJsonLd(publicUrl: string, trail: readonly Crumb[]): object {
  return breadcrumbJsonLd(trail.map((step) => ({ name: step.name, url: canonicalUrl(publicUrl, step.path) })));
}
