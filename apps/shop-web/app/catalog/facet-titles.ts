import type { FacetKey } from './list-params.ts';

/** The facets' names as the drawer's group headings and the active-filter chips read them. */
export const FACET_TITLES: Record<FacetKey, string> = {
  brand: 'ブランド',
  color: 'カラー',
  size: 'サイズ',
  fit: 'シルエット',
  weight: '生地の厚さ',
};

/** The field of ProductFacets holding each facet's options. */
export const FACET_FIELD = { brand: 'brands', color: 'colors', size: 'sizes', fit: 'fits', weight: 'weights' } as const;
