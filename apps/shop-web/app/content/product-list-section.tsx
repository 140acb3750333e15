import type { PaginationMeta, ProductFacets, ProductListItem } from '@shop/api-contract';
import { ActiveFilters } from '../catalog/active-filters.tsx';
import { EmptyResults } from '../catalog/empty-results.tsx';
import { FilterDrawer, type ListFixed } from '../catalog/filter-drawer.tsx';
import { Pagination } from '../catalog/pagination.tsx';
import { ProductGrid } from '../catalog/product-card.tsx';
import { toolbar, toolbarCount } from './content.css.ts';
import { FilterButton } from './filter-button.tsx';

export interface ProductListSectionProps {
  products: readonly ProductListItem[];
  meta: PaginationMeta & { facets: ProductFacets };
  /** Shows a filter button in the page (for routes without one in the top bar). */
  inlineFilterButton?: boolean;
  /** What the page fixes (its brand or feature), for the drawer's count of a pending selection. */
  fixed?: ListFixed;
}

/** A filtered product list as on the category page: count, grid, pages and the filter drawer. */
export function ProductListSection({ products, meta, inlineFilterButton = false, fixed = {} }: ProductListSectionProps) {
  return (
    <>
      <div className={toolbar}>
        <p className={toolbarCount}>全{meta.total}点</p>
        {inlineFilterButton ? <FilterButton /> : null}
      </div>
      <ActiveFilters facets={meta.facets} />
      {products.length > 0 ? <ProductGrid products={products} /> : <EmptyResults />}
      <Pagination currentPage={meta.currentPage} lastPage={meta.lastPage} />
      <FilterDrawer facets={meta.facets} fixed={fixed} total={meta.total} />
    </>
  );
}
