import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../http/env.ts';
import { registerArticleRoutes } from './articles.ts';
import { registerBrandRoutes } from './brands.ts';
import { registerBusinessDayRoutes } from './business-days.ts';
import { ResponseCache } from './cache.ts';
import { registerCategoryRoutes } from './categories.ts';
import type { CatalogContext } from './context.ts';
import { registerExampleRoutes } from './examples.ts';
import { registerFaqRoutes } from './faqs.ts';
import { registerFeatureRoutes } from './features.ts';
import { registerImageRoutes } from './images.ts';
import { registerPageRoutes } from './pages.ts';
import { registerPostRoutes } from './posts.ts';
import { registerProductRoutes } from './products.ts';
import { registerSearchRoutes } from './search.ts';
import { registerShippingRoutes } from './shipping.ts';
import { registerShopIndexRoutes } from './shop-index.ts';
import { registerSkuRoutes } from './skus.ts';
import { registerWordRoutes } from './words.ts';

export { invalidateCatalogCache } from './cache.ts';

/** Catalogue, content, search and delivery reads (public, cacheable). */
export function catalogRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const ctx: CatalogContext = { deps, cache: new ResponseCache() };
  registerShopIndexRoutes(app, ctx);
  registerProductRoutes(app, ctx);
  registerSkuRoutes(app, ctx);
  registerSearchRoutes(app, ctx);
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
