import { API_ROUTES } from '@shop/api-contract';
import type { Hono } from 'hono';
import type { AppEnv } from '../http/env.ts';
import { notFound } from '../http/errors.ts';
import { on } from '../http/route.ts';
import { brandListItem } from './catalogue-data.ts';
import { allBrands } from './catalogue-store.ts';
import { type CatalogContext, cachedCatalogue } from './context.ts';

/** `GET /api/brands` and `GET /api/brands/{slug}`. */
export function registerBrandRoutes(app: Hono<AppEnv>, ctx: CatalogContext): void {
  on(app, API_ROUTES.brandList, (c) => cachedCatalogue(c, ctx, async () => ({ data: (await allBrands(ctx.deps.db)).map(brandListItem) })));

  on(app, API_ROUTES.brandDetail, (c) =>
    cachedCatalogue(c, ctx, async () => {
      const brand = (await allBrands(ctx.deps.db)).find((b) => b.slug === c.req.param('slug'));
      if (!brand) throw notFound('No such brand.');
      return { data: { ...brandListItem(brand), description: brand.description } };
    }),
  );
}
