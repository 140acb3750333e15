import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';
import { DEFAULT_LAYOUT_ID, NOT_FOUND_ID, PAGE_ROUTES } from './navigation/route-table.ts';

// Built from the one list of implemented pages (navigation/route-table.ts), which menus also read.
export default [
  layout('routes/layout-default.tsx', { id: DEFAULT_LAYOUT_ID }, [
    // Pages render their errors inside the default layout, so the top bar stays usable.
    layout('routes/page-boundary.tsx', { id: 'page-boundary' }, [
      ...PAGE_ROUTES.map((page) =>
        page.path === '/' ? index(page.file, { id: page.id }) : route(page.path.slice(1), page.file, { id: page.id }),
      ),
      route('*', 'routes/not-found.tsx', { id: NOT_FOUND_ID }),
    ]),
  ]),
] satisfies RouteConfig;
