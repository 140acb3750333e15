import type { PageRoute } from '../page-route.ts';

/** Catalogue pages: home, product detail and search. The `/:category` catch-all lives in route-table.ts (last). */
export const CATALOG_PAGES = [
  { id: 'index', path: '/', file: 'routes/home.tsx' },
  { id: 'product-code', path: '/product/:code', file: 'routes/product.tsx' },
  { id: 'search', path: '/search', file: 'routes/search.tsx' },
] as const satisfies readonly PageRoute[];
