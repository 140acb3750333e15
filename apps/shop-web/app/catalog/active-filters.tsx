import type { ProductFacets } from '@shop/api-contract';
import { Link, useSearchParams } from 'react-router';
import { activeChip, activeChipRemove, activeList, clearAllLink } from './active-filters.css.ts';
import { FACET_FIELD, FACET_TITLES } from './facet-titles.ts';
import { activeFilters, clearFiltersHref, type ActiveFilter } from './list-params.ts';

/** The chip's text: `ブランド: United Basics`, `価格: ￥1,001〜￥2,000` (facet names from the result's facets). */
export function activeFilterLabel(filter: ActiveFilter, facets: ProductFacets): string {
  if (filter.key === 'price') return `価格: ${filter.value}`;
  const options: readonly { value: string; name: string }[] = facets[FACET_FIELD[filter.key]];
  const name = options.find((option) => option.value === filter.value)?.name ?? filter.value;
  return `${FACET_TITLES[filter.key]}: ${name}`;
}

/**
 * The filters in force as chips above the product list, each with a link that removes just that
 * filter (plain URLs, like the drawer's), and 「すべて解除」 when two or more are in force.
 */
export function ActiveFilters({ facets }: { facets: ProductFacets }) {
  const [search] = useSearchParams();
  const filters = activeFilters(search);
  if (filters.length === 0) return null;
  return (
    <ul className={activeList} aria-label="適用中の絞り込み条件">
      {filters.map((filter) => {
        const label = activeFilterLabel(filter, facets);
        return (
          <li key={filter.key} className={activeChip}>
            <span>{label}</span>
            <Link to={filter.removeHref} className={activeChipRemove} aria-label={`${label}の条件を外す`} preventScrollReset>
              <span aria-hidden="true">×</span>
            </Link>
          </li>
        );
      })}
      {filters.length >= 2 ? (
        <li>
          <Link to={clearFiltersHref(search)} className={clearAllLink} preventScrollReset>
            すべて解除
          </Link>
        </li>
      ) : null}
    </ul>
  );
}
