import type { ApiClient } from '@shop/api-client';
import { notFound, throwAsRouteError } from '../api/route-error.ts';
import { toCardProduct } from '../catalog/card-product.ts';
import { readListParams, toProductQuery } from '../catalog/list-params.ts';

/** Products per category page. */
export const CATEGORY_PAGE_SIZE = 24;

// A category slug: lower-case letters, digits, `-` and `_`. Anything else cannot be a category,
// so it is a 404 without asking the API (e.g. `/favicon.ico`, `/robots.txt`).
const CATEGORY_SLUG = /^[a-z0-9][a-z0-9_-]{0,63}$/;

/** Category page data: the category (breadcrumb, children) and one page of its products. */
export async function loadCategory(api: ApiClient, slug: string, url: URL) {
  if (!CATEGORY_SLUG.test(slug)) throw notFound();
  const params = readListParams(url.searchParams);
  try {
    const [category, products] = await Promise.all([
      api.categories.get(slug),
      api.products.list(toProductQuery(params, { category: slug }, CATEGORY_PAGE_SIZE)),
    ]);
    return { category: category.data, products: products.data.map(toCardProduct), meta: products.meta };
  } catch (error) {
    return throwAsRouteError(error);
  }
}

/** What the category page shows. */
export type CategoryPageData = Awaited<ReturnType<typeof loadCategory>>;
