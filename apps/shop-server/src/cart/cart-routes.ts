import { API_ROUTES } from '@shop/api-contract';
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../http/env.ts';
import { on, readQuery } from '../http/route.ts';
import { requireCustomer } from '../session/middleware.ts';
import { type CatalogueProduct, loadCatalogueProduct } from '../catalog/catalog-service.ts';
import { loadItemsWire } from './item-service.ts';
import { cartItemRoutes } from './item-routes.ts';
import { deleteProduction, loadProduction, productionIdsOf } from './production-store.ts';
import { cartProductionRoutes } from './production-routes.ts';
import { estimatesOf, reordersOf } from './cart-entry-store.ts';
import type { CartReorderEntries } from '../reorders/reorder-cart-service.ts';
import { cartReorderEstimateRoutes } from './cart-entry-routes.ts';
import { CatalogueMismatch, estimateWire, productionWire, reorderWire } from './serialize.ts';
import { cachedCartContents, cartChanged, cartVersion, storeCartContents } from './contents-cache.ts';

/** The logged-in customer's cart (spec §7): contents, items, productions, reorders, estimates. */
export function cartRoutes(deps: AppDeps, reorders: CartReorderEntries) {
  const { db } = deps;
  const app = new Hono<AppEnv>();
  // The in-process copy of cart answers is exact only while this process owns the database.
  const cacheContents = db.kind === 'pglite';

  // Every cart call but the contents read may change the cart (single-entry GETs drop entries that
  // can no longer be bought): the customer's copy goes before and after it.
  // (Mounted at '/', this middleware sees every request of the app: only cart paths count.)
  app.use('*', async (c, next) => {
    const isCartCall = c.req.path.startsWith('/api/cart');
    const isContentsRead = c.req.method === API_ROUTES.cartContents.method && c.req.path === API_ROUTES.cartContents.path;
    const customerId = c.get('session')?.customerId;
    if (!isCartCall || isContentsRead || customerId == null) return next();
    cartChanged(customerId);
    try {
      await next();
    } finally {
      cartChanged(customerId);
    }
  });

  /** The whole cart as stored; prices are re-checked entry by entry by the single-entry GETs (refresh). */
  on(app, API_ROUTES.cartContents, async (c) => {
    const customerId = requireCustomer(c);
    readQuery(c, API_ROUTES.cartContents);
    const cached = cacheContents ? cachedCartContents(customerId) : undefined;
    if (cached !== undefined) return c.body(cached, 200, { 'Content-Type': 'application/json' });
    const version = cartVersion(customerId);
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
        await deleteProduction(db, customerId, id);
      }
    }
    const reorders = (await reordersOf(db, customerId)).map(reorderWire);
    const estimates = (await estimatesOf(db, customerId)).map(estimateWire);
    const body = JSON.stringify({
      data: {
        cart_items: await loadItemsWire(db, customerId),
        cart_productions: productions,
        cart_reorders: reorders,
        cart_estimates: estimates,
      },
    });
    if (cacheContents) storeCartContents(customerId, version, body);
    return c.body(body, 200, { 'Content-Type': 'application/json' });
  });

  app.route('/', cartItemRoutes(deps));
  app.route('/', cartProductionRoutes(deps));
  app.route('/', cartReorderEstimateRoutes(deps, reorders));
  return app;
}
