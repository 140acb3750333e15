import type { ApiClient } from '@shop/api-client';
import { notFound, throwAsRouteError } from '../../api/route-error.ts';
import { trailOf } from '../../navigation/trail.ts';
import { mentionsPrices } from '../../guide/price-blocks.ts';
import { staticPageAt } from '../../guide/static-pages.ts';
import { loadPriceData, type PriceData } from './load-price-data.ts';

/**
 * A static help page (guidance, info, design-tool manual, references) by its URL path: the page
 * from `GET /api/pages/{path}` and its breadcrumb trail, and when its content names catalogue prices
 * (price blocks or tokens) the price data they are rendered from. Unknown paths are a 404.
 */
export async function loadStaticPage(api: ApiClient, pathname: string) {
  const ref = staticPageAt(pathname);
  if (!ref) throw notFound();
  try {
    const { data: page } = await api.pages.get(ref.apiPath);
    const prices: PriceData | null = mentionsPrices(page.html) ? await loadPriceData(api) : null;
    return { page, path: ref.path, trail: trailOf(ref.parents, { name: page.title, path: ref.path }), prices };
  } catch (error) {
    return throwAsRouteError(error);
  }
}

/** What a static page route renders. */
export type StaticPageData = Awaited<ReturnType<typeof loadStaticPage>>;
