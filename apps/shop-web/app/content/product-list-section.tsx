import type { PaginationMeta, ProductFacets } from '@shop/api-contract';
import type { CardProduct } from '../catalog/card-product.ts';
import { CatalogResults } from '../catalog/catalog-results-island.ts';
import type { ListFixed } from '../catalog/filter-drawer.tsx';
import { toolbar, toolbarCount } from './content.css.ts';
import { FilterButton } from './filter-button.tsx';

export interface ProductListSectionProps {
  products: readonly CardProduct[];
  meta: PaginationMeta & { facets: ProductFacets };
  /** Shows a filter button in the page (for routes without one in the top bar). */
  inlineFilterButton?: boolean;
  /** What the page fixes (its brand or feature), for the drawer's count of a pending selection. */
  fixed?: ListFixed;
}

const NOTHING_FIXED: ListFixed = {};

/** A filtered product list as on the category page: count, grid, pages and the filter drawer. */
export function ProductListSection({ products, meta, inlineFilterButton = false, fixed = NOTHING_FIXED }: ProductListSectionProps) {
  return (
    <>
      <div className={toolbar}>
        <p className={toolbarCount}>全{meta.total}点</p>
        {inlineFilterButton ? <FilterButton /> : null}
      </div>
      <CatalogResults products={products} meta={meta} fixed={fixed} />
    </>
  );
}
