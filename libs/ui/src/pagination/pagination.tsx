import type { ReactNode } from 'react';
import { button } from '../button/button.css.ts';
import { PlainLink, type LinkComponent } from '../link/link.tsx';
import { nav, position as positionClass } from './pagination.css.ts';

export interface PaginationProps {
  /** The page shown, from 1. */
  currentPage: number;
  /** The number of pages; nothing is rendered when there is only one. */
  lastPage: number;
  /** The path of a page of the list (e.g. the current URL with `?page=n`). */
  hrefFor: (page: number) => string;
  /** The accessible name of the navigation landmark (e.g. 「ページ送り」). */
  label: string;
  /** Text of the link to the previous page (e.g. 「前のページ」). */
  previousLabel: string;
  /** Text of the link to the next page (e.g. 「次のページ」). */
  nextLabel: string;
  /** Where the list is, shown between the links (e.g. `(c, l) => \`${c} / ${l} ページ\``). */
  position: (currentPage: number, lastPage: number) => ReactNode;
  /** Renders the links (react-router's `Link`); a plain `<a href>` when omitted. */
  linkComponent?: LinkComponent | undefined;
}

/**
 * Previous / next links around the position in a paginated list, in a `<nav>` named by `label`.
 * The links carry `rel="prev"` / `rel="next"`; the first page has no previous link, the last no next.
 */
export function Pagination({
  currentPage,
  lastPage,
  hrefFor,
  label,
  previousLabel,
  nextLabel,
  position,
  linkComponent: Link = PlainLink,
}: PaginationProps) {
  if (lastPage <= 1) return null;
  const linkClass = button({ variant: 'outline', size: 'sm' });
  return (
    <nav className={nav} aria-label={label}>
      {currentPage > 1 ? (
        <Link to={hrefFor(currentPage - 1)} className={linkClass} rel="prev">
          {previousLabel}
        </Link>
      ) : null}
      <span className={positionClass}>{position(currentPage, lastPage)}</span>
      {currentPage < lastPage ? (
        <Link to={hrefFor(currentPage + 1)} className={linkClass} rel="next">
          {nextLabel}
        </Link>
      ) : null}
    </nav>
  );
}
