import type { ApiClient } from '@shop/api-client';
import { throwAsRouteError } from '../api/route-error.ts';
import { shippingDateLabel } from '../cart/shipping-date.ts';
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

/**
 * The product page: the product, the shipping date (spec §9, from the shop calendar; null when the
 * calendar could not be fetched, spec §8) and the newest reviews. The date is worked out where the
 * page is loaded (the server for the first page), so it is in the page's HTML and the browser needs
 * neither the calendar rules nor an effect to show it.
 */
export async function loadProductPage(api: ApiClient, code: string, now: number = Date.now()) {
  const [page, businessDays, reviews] = await Promise.all([
    loadProduct(api, code),
    api.delivery.businessDays().catch(() => null),
    // The newest reviews of the review section; without them the page still shows the product.
    api.products
      .reviews(code, { page: 1 })
      .then((answer) => answer.data.slice(0, DIGEST_SIZE))
      .catch(() => []),
  ]);
  return { ...page, shippingLabel: shippingDateLabel(now, businessDays), reviews };
}
