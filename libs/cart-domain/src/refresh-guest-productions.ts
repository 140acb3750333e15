/** Guest production refresh (spec §4): every production is re-checked against its re-fetched product. */
import { mergeRaisedFlags, raiseFlags } from './flags.ts';
import { isNotFound } from './not-found.ts';
import { reconcileProduction } from './price-production.ts';
import type { ReconciledProduction } from './price-production.ts';
import type { GuestCart, OrderProduct } from './types.ts';

/** Fetches a product (`GET /api/products/{id}?response_group=order`); rejects with statusCode 404 when it is gone. */
export type FetchOrderProduct = (productId: number) => Promise<OrderProduct>;

/** What `refreshGuestProductions` needs from outside. */
export interface RefreshGuestProductionsOptions {
  readonly fetchOrderProduct: FetchOrderProduct;
}

/**
 * Step 1: re-fetches each product once (404 → its productions removed + stockout; other errors
 * rethrown), then applies steps 2–6 (`reconcileProduction`). Returns a new cart; flags are only raised.
 */
export async function refreshGuestProductions(cart: GuestCart, { fetchOrderProduct }: RefreshGuestProductionsOptions): Promise<GuestCart> {
  const products = new Map<number, Promise<OrderProduct | null>>();
  const fetchOnce = (productId: number): Promise<OrderProduct | null> => {
    let pending = products.get(productId);
    if (!pending) {
      pending = fetchOrderProduct(productId).catch((error: unknown) => {
        if (isNotFound(error)) return null;
        throw error;
      });
      products.set(productId, pending);
    }
    return pending;
  };
  const results = await Promise.all(
    cart.productions.map(async (production): Promise<ReconciledProduction> => {
      const product = await fetchOnce(production.product.id);
      return product
        ? reconcileProduction(production, product)
        : { production: null, flags: { stockout: true }, refusal: { type: 'unavailable' } };
    }),
  );
  const productions = results.flatMap((r) => (r.production ? [r.production] : []));
  return raiseFlags({ ...cart, productions }, mergeRaisedFlags(results.map((r) => r.flags)));
}
