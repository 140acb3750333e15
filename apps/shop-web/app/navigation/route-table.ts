/**
 * The single list of implemented page routes. `routes.ts` builds the router from it and every menu
 * (side navigation, help menu, footer, top-bar icons) shows a link only when its target route is in
 * it, so no link can lead to a page that does not exist yet. Add a page here and its links appear.
 *
 * Route ids are the spec's route names (Nuxt style: `product-code`, `category`), which the layout
 * rules key on.
 */

import type { PageRoute } from './page-route.ts';
import { ACCOUNT_PAGES } from './pages/account-pages.ts';
import { CATALOG_PAGES } from './pages/catalog-pages.ts';
import { CHECKOUT_PAGES } from './pages/checkout-pages.ts';
import { CONTENT_PAGES } from './pages/content-pages.ts';
import { GUIDE_PAGES } from './pages/guide-pages.ts';
import { ORDER_PAGES } from './pages/order-pages.ts';
import { PROOF_PAGES } from './pages/proof-pages.ts';

export type { PageRoute } from './page-route.ts';

/**
 * Implemented pages, most specific first: each area keeps its list in `pages/` and the `/:category`
 * catch-all comes last.
 */
export const PAGE_ROUTES = [
  ...CATALOG_PAGES,
  ...CONTENT_PAGES,
  ...GUIDE_PAGES,
  ...ACCOUNT_PAGES,
  ...ORDER_PAGES,
  ...PROOF_PAGES,
  ...CHECKOUT_PAGES,
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
/** Id of the centred login layout route (login, register, password recovery). */
export const LOGIN_LAYOUT_ID = 'layout-login';
/** Id of the checkout layout route (top bar with logo and back button, footer links, copyright). */
export const CHECKOUT_LAYOUT_ID = 'layout-checkout';
/** Id of the catch-all route that answers 404 for unknown paths. */
export const NOT_FOUND_ID = 'not-found';
