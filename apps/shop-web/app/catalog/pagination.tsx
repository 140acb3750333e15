import { button } from '@shop/ui';
import { Link, useSearchParams } from 'react-router';
import { pageHref } from './list-params.ts';
import { pageInfo, pagination } from './catalog.css.ts';

/** Previous / next links for a paginated list (Laravel pagination meta). */
export function Pagination({ currentPage, lastPage }: { currentPage: number; lastPage: number }) {
  const [search] = useSearchParams();
  if (lastPage <= 1) return null;
  const linkClass = button({ variant: 'outline', size: 'sm' });
  return (
    <nav className={pagination} aria-label="ページ送り">
      {currentPage > 1 ? (
        <Link to={pageHref(search, currentPage - 1)} className={linkClass} rel="prev">
          前のページ
        </Link>
      ) : null}
      <span className={pageInfo}>
        {currentPage} / {lastPage} ページ
      </span>
      {currentPage < lastPage ? (
        <Link to={pageHref(search, currentPage + 1)} className={linkClass} rel="next">
          次のページ
        </Link>
      ) : null}
    </nav>
  );
}
