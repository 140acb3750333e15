import { FilterIcon, VisuallyHidden, preloadDrawer } from '@shop/ui';
import { useSearchParams } from 'react-router';
import { filterButton, filterCount, filterText } from './filter-top-button.css.ts';
import { activeFilterCount } from './list-params.ts';
import { preloadFilterForm } from './load-filter-form.ts';

/** The drawer and its filter form, fetched ahead of the first open. */
const preloadFilters = () => {
  preloadDrawer();
  preloadFilterForm();
};

/**
 * The top bar's filter button (category, brand and features routes): icon and 「絞り込み」 on desktop,
 * the icon alone on a phone, with the number of filters in force.
 */
export function FilterTopButton({ onClick }: { onClick: () => void }) {
  const [search] = useSearchParams();
  const count = activeFilterCount(search);
  return (
    <button
      type="button"
      className={filterButton}
      onClick={onClick}
      onPointerEnter={preloadFilters}
      onFocus={preloadFilters}
      aria-haspopup="dialog"
    >
      <FilterIcon />
      {/* The visible text names the button (read 「絞り込み 2件適用中」); on a phone it is visually hidden. */}
      <span className={filterText}>絞り込み</span>
      {count > 0 ? (
        <span className={filterCount}>
          {count}
          <VisuallyHidden>件適用中</VisuallyHidden>
        </span>
      ) : null}
    </button>
  );
}
