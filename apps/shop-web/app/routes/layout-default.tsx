import { Outlet, useMatches } from 'react-router';
import type { Route } from './+types/layout-default.ts';
import { apiContext } from '../api/context.ts';
import { loadMenuData } from '../loaders/load-menu.ts';
import { DefaultLayout } from '../layout/default-layout.tsx';
import { layoutRulesFor } from '../navigation/layout-rules.ts';

export async function loader({ context }: Route.LoaderArgs) {
  return loadMenuData(context.get(apiContext));
}

// Menu data is loaded with the first page and kept while the shopper moves around.
export function shouldRevalidate() {
  return false;
}

/** The default layout around every page; which parts show depends on the page's route name. */
export default function LayoutDefault({ loaderData }: Route.ComponentProps) {
  const matches = useMatches();
  const leaf = matches.at(-1);
  const routeName = leaf?.id ?? 'index';
  const rules = layoutRulesFor(routeName);
  // A page whose loader failed shows the error page (a missing category is `/:category` answering
  // 404): there is no list to filter, so no filter button (spec §2: category, brand and features
  // pages only). The filterable pages always load data; without it the page is the error page.
  const pageFailed = leaf !== undefined && leaf.loaderData === undefined;
  return (
    <DefaultLayout menu={loaderData} rules={pageFailed ? { ...rules, filterButton: false } : rules}>
      <Outlet />
    </DefaultLayout>
  );
}
