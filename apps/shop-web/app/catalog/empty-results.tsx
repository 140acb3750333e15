import { Link, useLocation } from 'react-router';
import { empty } from './catalog.css.ts';
import { clearFiltersHref, hasFilters } from './list-params.ts';

/**
 * The empty state of a filtered product list. When filters are in force it offers to remove them
 * all at once: the drawer's facets come from the (now empty) results, so they cannot undo a filter
 * that matches nothing.
 */
export function EmptyResults() {
  const { search } = useLocation();
  const params = new URLSearchParams(search);
  return (
    <div className={empty}>
      <p>条件に合う商品がありません。</p>
      {hasFilters(params) ? (
        <p>
          <Link to={clearFiltersHref(params)}>絞り込み条件をすべて解除する</Link>
        </p>
      ) : null}
    </div>
  );
}
