import { OrderGroupQuerySchema } from '@shop/api-client';
import { Hono } from 'hono';
import { validate } from '../../http/body.ts';
import type { AppDeps, AppEnv } from '../../http/env.ts';
import { requireCustomer } from '../../session/middleware.ts';
import { type CatalogueProduct, loadCatalogueProduct } from './catalogue.ts';
import { cartItemRoutes, loadItemsWire } from './items.ts';
import { loadProduction, productionIdsOf } from './production-store.ts';
import { cartProductionRoutes } from './productions.ts';
import { cartReorderEstimateRoutes, loadReordersAndEstimates } from './reorders-estimates.ts';
import { CatalogueMismatch, productionWire } from './serialize.ts';

/** The logged-in customer's cart (spec §7): contents, items, productions, reorders, estimates. */
export function cartRoutes(deps: AppDeps) {
  const { db } = deps;
  const app = new Hono<AppEnv>();

  /** The whole cart as stored; prices are re-checked entry by entry by the single-entry GETs (refresh). */
  app.get('/api/cart/contents', async (c) => {
    const customerId = requireCustomer(c);
    validate(OrderGroupQuerySchema, c.req.query());
    const products = new Map<number, CatalogueProduct | undefined>();
    const productions = [];
    for (const id of await productionIdsOf(db, customerId)) {
      const production = await loadProduction(db, customerId, id);
      if (!production) continue; // deleted meanwhile
      if (!products.has(production.productId)) products.set(production.productId, await loadCatalogueProduct(db, production.productId));
      const product = products.get(production.productId);
      try {
        if (product) productions.push(productionWire(production, product));
      } catch (error) {
        if (!(error instanceof CatalogueMismatch)) throw error;
        // Its print method or position was withdrawn: it can never be priced again, so it goes.
        await db.query('delete from cart_productions where id = $1', [id]);
      }
    }
    const { reorders, estimates } = await loadReordersAndEstimates(db, customerId);
    return c.json({
      data: {
        cart_items: await loadItemsWire(db, customerId),
        cart_productions: productions,
        cart_reorders: reorders,
        cart_estimates: estimates,
      },
    });
  });

  app.route('/', cartItemRoutes(deps));
  app.route('/', cartProductionRoutes(deps));
  app.route('/', cartReorderEstimateRoutes(deps));
  return app;
}
