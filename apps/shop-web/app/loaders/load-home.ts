import type { ApiClient } from '@shop/api-client';
import { throwAsRouteError } from '../api/route-error.ts';

/** How many popular products the home page shows. */
export const POPULAR_COUNT = 8;

/** Home page data: the most popular products (categories come with the layout's menu data). */
export async function loadHome(api: ApiClient) {
  try {
    const popular = await api.products.list({ sort: 'popular', perPage: POPULAR_COUNT });
    return { products: popular.data };
  } catch (error) {
    return throwAsRouteError(error);
  }
}
