/**
 * Sort orders of a product list. In a module without schemas: the storefront's first load (the
 * filter button, list parameters) needs the names, and importing them from product.ts would bring
 * that module's valibot schemas and valibot itself along (top-level schema calls are not dropped).
 */
export const PRODUCT_SORTS = ['popular', 'newest', 'price_asc', 'price_desc'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

/** Sort orders of search results: by relevance (the default), or as a product list. */
export const SEARCH_SORTS = ['relevance', ...PRODUCT_SORTS] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];
