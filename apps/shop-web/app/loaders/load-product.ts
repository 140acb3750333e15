import type { ApiClient } from '@shop/api-client';
import { throwAsRouteError } from '../api/route-error.ts';

/** Product page data: the product with colours, sizes, SKUs (price, stock) and print methods. */
export async function loadProduct(api: ApiClient, code: string) {
  try {
    const answer = await api.products.get(code);
    return { product: answer.data };
  } catch (error) {
    return throwAsRouteError(error);
  }
}
