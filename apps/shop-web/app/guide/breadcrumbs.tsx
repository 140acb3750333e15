import { Link } from 'react-router';
import type { Crumb } from './crumbs.ts';
import { breadcrumb, crumb, crumbLink } from './guide.css.ts';

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
              <Link to={step.path} className={crumbLink}>
                {step.name}
              </Link>
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}
