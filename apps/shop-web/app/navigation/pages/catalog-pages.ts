import type { PageRoute } from '../page-route.ts';

/**
 * Catalogue pages: home, product detail, the print-order flow of a product (spec §2 "Print
 * ordering"; the design tool's `print-inkjet-design` pages are its own issue) and search. The
 * `/:category` catch-all lives in route-table.ts (last).
 */
export const CATALOG_PAGES = [
  { id: 'index', path: '/', file: 'routes/home.tsx' },
  { id: 'product-code', path: '/product/:code', file: 'routes/product.tsx' },
  { id: 'product-code-print', path: '/product/:code/print', file: 'routes/print/print.tsx' },
  { id: 'product-code-print-inkjet', path: '/product/:code/print-inkjet', file: 'routes/print/print-inkjet.tsx' },
  { id: 'product-code-print-inkjet-upload', path: '/product/:code/print-inkjet-upload', file: 'routes/print/print-inkjet-upload.tsx' },
  { id: 'product-code-print-inkjet-preview', path: '/product/:code/print-inkjet-preview', file: 'routes/print/print-inkjet-preview.tsx' },
  { id: 'product-code-print-screen', path: '/product/:code/print-screen', file: 'routes/print/print-screen.tsx' },
  { id: 'product-code-print-screen-color', path: '/product/:code/print-screen-color', file: 'routes/print/print-screen-color.tsx' },
  {
    id: 'product-code-print-screen-color-scheme',
    path: '/product/:code/print-screen-color-scheme',
    file: 'routes/print/print-screen-color-scheme.tsx',
  },
  { id: 'product-code-print-screen-upload', path: '/product/:code/print-screen-upload', file: 'routes/print/print-screen-upload.tsx' },
  { id: 'product-code-print-screen-confirm', path: '/product/:code/print-screen-confirm', file: 'routes/print/print-screen-confirm.tsx' },
  { id: 'search', path: '/search', file: 'routes/search.tsx' },
] as const satisfies readonly PageRoute[];
