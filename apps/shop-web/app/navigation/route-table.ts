/**
 * The single list of implemented page routes. `routes.ts` builds the router from it and every menu
 * (side navigation, help menu, footer, top-bar icons) shows a link only when its target route is in
 * it, so no link can lead to a page that does not exist yet. Add a page here and its links appear.
 *
 * Route ids are the spec's route names (Nuxt style: `product-code`, `category`), which the layout
 * rules key on.
 */

export interface PageRoute {
  /** Route name from the spec; also the React Router route id. */
  id: string;
  /** URL pattern (React Router syntax). */
  path: string;
  /** Route module, relative to `app/`. */
  file: string;
}

/** Implemented pages, most specific first (the `/:category` catch-all comes last). */
export const PAGE_ROUTES = [
  { id: 'index', path: '/', file: 'routes/home.tsx' },
  { id: 'product-code', path: '/product/:code', file: 'routes/product.tsx' },
  { id: 'search', path: '/search', file: 'routes/search.tsx' },
  { id: 'category', path: '/:category', file: 'routes/category.tsx' },
] as const satisfies readonly PageRoute[];

export type ImplementedRouteId = (typeof PAGE_ROUTES)[number]['id'];

const implemented: ReadonlySet<string> = new Set(PAGE_ROUTES.map((route) => route.id));

/** Whether the page named `routeId` exists (links to it may be shown). */
export function isImplemented(routeId: string): boolean {
  return implemented.has(routeId);
}

/** Id of the layout route that holds the top bar, side navigation and footer. */
export const DEFAULT_LAYOUT_ID = 'layout-default';
/** Id of the catch-all route that answers 404 for unknown paths. */
export const NOT_FOUND_ID = 'not-found';
