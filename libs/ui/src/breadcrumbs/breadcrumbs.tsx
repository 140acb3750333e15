import { PlainLink, type LinkComponent } from '../link/link.tsx';
import { item as itemClass, link as linkClass, list } from './breadcrumbs.css.ts';

/** One step of a breadcrumb trail: its label and, for a page that can be opened, its path. */
export interface BreadcrumbItem {
  label: string;
  to?: string | undefined;
}

export interface BreadcrumbsProps {
  /** The trail from the top page to the current page (the last item). */
  items: readonly BreadcrumbItem[];
  /** The accessible name of the navigation landmark (e.g. 「パンくずリスト」). */
  label: string;
  /** Renders the links (react-router's `Link`); a plain `<a href>` when omitted. */
  linkComponent?: LinkComponent | undefined;
}

/**
 * A breadcrumb trail: a `<nav>` named by `label` holding an ordered list. Every step with a path is
 * a link except the last, which is the current page (`aria-current="page"`, plain text).
 */
export function Breadcrumbs({ items, label, linkComponent: Link = PlainLink }: BreadcrumbsProps) {
  return (
    <nav aria-label={label}>
      <ol className={list}>
        {items.map((step, index) => {
          const current = index === items.length - 1;
          return (
            // A trail can pass the same page twice (a parent and a child of one name), so the position is part of the key.
            <li key={`${index}:${step.to ?? step.label}`} className={itemClass} aria-current={current ? 'page' : undefined}>
              {current || step.to === undefined ? (
                step.label
              ) : (
                <Link to={step.to} className={linkClass}>
                  {step.label}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
