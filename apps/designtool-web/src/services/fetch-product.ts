/**
 * The product the canvas opens with, fetched with `PRODUCT_DETAIL_ROUTE` alone: the canvas takes input
 * without the whole API client (every route's schemas, ~28 kB gzip), which loads later for the price
 * panel, the picker and the account's designs (issue #34, docs/benchmarks.md).
 */
import { buildPath, PRODUCT_DETAIL_ROUTE, type Product } from '@shop/api-contract';
import * as v from 'valibot';

/** The answer was not the product: `status` is the HTTP status (0 when nothing answered). */
export class ProductFetchError extends Error {
  readonly status: number;
  constructor(status: number) {
    super(`GET ${PRODUCT_DETAIL_ROUTE.path} failed with status ${status}`);
    this.status = status;
  }
}

/** `GET /api/products/:code?response_group=order`, validated and camelCased as the API client does. */
export async function fetchProduct(code: string, fetcher: typeof fetch = globalThis.fetch): Promise<Product> {
  const url = `${buildPath(PRODUCT_DETAIL_ROUTE.path, { id: code })}?response_group=order`;
  const response = await fetcher(url, {
    credentials: 'same-origin',
    headers: { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
  }).catch(() => {
    throw new ProductFetchError(0);
  });
  if (!response.ok) throw new ProductFetchError(response.status);
  return v.parse(PRODUCT_DETAIL_ROUTE.response, await response.json()).data;
}
