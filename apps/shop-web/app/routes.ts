import { index, layout, route, type RouteConfig, type RouteConfigEntry } from '@react-router/dev/routes';
import type { PageRoute } from './navigation/page-route.ts';
import { CHECKOUT_LAYOUT_ID, DEFAULT_LAYOUT_ID, LOGIN_LAYOUT_ID, NOT_FOUND_ID, PAGE_ROUTES } from './navigation/route-table.ts';

const pageRoute = (page: PageRoute): RouteConfigEntry =>
  page.path === '/' ? index(page.file, { id: page.id }) : route(page.path.slice(1), page.file, { id: page.id });

const pages: readonly PageRoute[] = PAGE_ROUTES;
const loginPages = pages.filter((page) => page.layout === 'login');
const checkoutPages = pages.filter((page) => page.layout === 'checkout');
const defaultPages = pages.filter((page) => (page.layout ?? 'default') === 'default');

// Built from the one list of implemented pages (navigation/route-table.ts), which menus also read.
export default [
  layout('routes/layout-default.tsx', { id: DEFAULT_LAYOUT_ID }, [
    // Pages render their errors inside the default layout, so the top bar stays usable.
    layout('routes/page-boundary.tsx', { id: 'page-boundary' }, [
      ...defaultPages.map(pageRoute),
      route('*', 'routes/not-found.tsx', { id: NOT_FOUND_ID }),
    ]),
  ]),
  // The centred login layout (spec §2 Layouts, 5) exists once a page uses it.
  ...(loginPages.length > 0 ? [layout('routes/layout-login.tsx', { id: LOGIN_LAYOUT_ID }, loginPages.map(pageRoute))] : []),
  // The checkout layout (spec §2 Layouts, 2): logo, back button, footer links, copyright; no site navigation.
  ...(checkoutPages.length > 0 ? [layout('routes/layout-checkout.tsx', { id: CHECKOUT_LAYOUT_ID }, checkoutPages.map(pageRoute))] : []),
] satisfies RouteConfig;
