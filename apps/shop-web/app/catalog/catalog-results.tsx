import type { ComponentProps } from 'react';
import { ActiveFilters } from './active-filters.tsx';
import { EmptyResults } from './empty-results.tsx';
import { FilterDrawer } from './filter-drawer.tsx';
import { Pagination } from './pagination.tsx';
import { ProductGrid } from './product-card.tsx';

type DrawerProps = ComponentProps<typeof FilterDrawer>;

/**
 * A product list page's results: the filters in force as removable chips, the product cards (or
 * what to do when nothing matches), the pages, and the filter drawer. An island of the list pages
 * (islands/island.tsx): `fixed` must keep its identity between renders (memoise it).
 */
export function CatalogResults({
  products,
  meta: { currentPage, lastPage, facets, total },
  fixed,
}: {
  products: ComponentProps<typeof ProductGrid>['products'];
  /** The list's pages, facets and count, as its loader answers them. */
  meta: { currentPage: number; lastPage: number; facets: DrawerProps['facets']; total: number };
  fixed: DrawerProps['fixed'];
}) {
  return (
    <>
      <ActiveFilters facets={facets} />
      {/* Right under the page's h1: the cards' names are h2 (no level skipped). */}
      {products.length > 0 ? <ProductGrid products={products} headingLevel={2} /> : <EmptyResults />}
      <Pagination currentPage={currentPage} lastPage={lastPage} />
      <FilterDrawer facets={facets} fixed={fixed} total={total} />
    </>
  );
}
