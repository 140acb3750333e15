import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../http/env.ts';
import { registerArticleRoutes } from './article-routes.ts';
import { registerBrandRoutes } from './brand-routes.ts';
import { registerBusinessDayRoutes } from './business-day-routes.ts';
import { ResponseCache } from './cache.ts';
import { registerCategoryRoutes } from './category-routes.ts';
import type { CatalogContext } from './context.ts';
import { registerExampleRoutes } from './example-routes.ts';
import { registerFaqRoutes } from './faq-routes.ts';
import { registerFeatureRoutes } from './feature-routes.ts';
import { registerImageRoutes } from './image-routes.ts';
import { registerPageRoutes } from './page-routes.ts';
import { registerPostRoutes } from './post-routes.ts';
import { registerProductRoutes } from './product-routes.ts';
import { registerShippingRoutes } from './shipping-routes.ts';
import { registerShopIndexRoutes } from './shop-index-routes.ts';
import { registerSkuRoutes } from './sku-routes.ts';
import { registerWordRoutes } from './word-routes.ts';

export { invalidateCatalogCache } from './cache.ts';

/** Catalogue, content and delivery reads (public, cacheable); the search has its own folder (search/). */
export function catalogRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const ctx: CatalogContext = { deps, cache: new ResponseCache() };
  registerShopIndexRoutes(app, ctx);
  registerProductRoutes(app, ctx);
  registerSkuRoutes(app, ctx);
  registerCategoryRoutes(app, ctx);
  registerBrandRoutes(app, ctx);
  registerFeatureRoutes(app, ctx);
  registerPostRoutes(app, ctx);
  registerArticleRoutes(app, ctx);
  registerExampleRoutes(app, ctx);
  registerFaqRoutes(app, ctx);
  registerWordRoutes(app, ctx);
  registerPageRoutes(app, ctx);
  registerBusinessDayRoutes(app, ctx);
  registerShippingRoutes(app, ctx);
  registerImageRoutes(app, ctx);
  return app;
}
