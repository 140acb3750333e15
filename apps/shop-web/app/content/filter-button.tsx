import { FilterIcon, button, preloadDrawer } from '@shop/ui';
import { useSetAtom } from 'jotai';
import { filterDrawerAtom } from '../state/ui.ts';
import { preloadFilterForm } from '../catalog/load-filter-form.ts';

/** The drawer and its filter form, fetched ahead of the first open. */
const preloadFilters = () => {
  preloadDrawer();
  preloadFilterForm();
};

/**
 * Opens the filter drawer from inside the page, for product lists whose route has no filter button
 * in the top bar (spec §2: the top-bar button is only on category, brand and features routes).
 */
export function FilterButton() {
  const setOpen = useSetAtom(filterDrawerAtom);
  return (
    <button
      type="button"
      className={button({ variant: 'outline', size: 'sm' })}
      onClick={() => setOpen(true)}
      onPointerEnter={preloadFilters}
      onFocus={preloadFilters}
      aria-haspopup="dialog"
    >
      <FilterIcon size={18} />
      絞り込み・並び替え
    </button>
  );
}
