import type { ApiClient } from '@shop/api-client';
import { throwAsRouteError } from '../api/route-error.ts';
import { DIGEST_SIZE } from '../reviews/digest-size.ts';

/** Product page data: the product with colours, sizes, SKUs (price, stock) and print methods. */
export async function loadProduct(api: ApiClient, code: string) {
  try {
    const answer = await api.products.get(code);
    return { product: answer.data };
  } catch (error) {
    return throwAsRouteError(error);
  }
}

/** The product page: the product, the shop calendar for the shipping date (a calendar failure is ignored, spec §8) and the newest reviews. */
export async function loadProductPage(api: ApiClient, code: string) {
  const [page, businessDays, reviews] = await Promise.all([
    loadProduct(api, code),
    api.delivery.businessDays().catch(() => null),
    // The newest reviews of the review section; without them the page still shows the product.
    api.products.reviews(code, { page: 1 }).then((answer) => answer.data.slice(0, DIGEST_SIZE)).catch(() => []),
  ]);
  return { ...page, businessDays, reviews };
}
