import { MAX_DB_INTEGER } from '@shop/api-contract';
import type { Hono } from 'hono';
import type { AppEnv } from '../../http/env.ts';
import { notFound } from '../../http/errors.ts';
import { CACHE_CONTROL, sendCached } from './cache.ts';
import { type CatalogContext, TTL, requestKey } from './context.ts';
import { productImageSvg } from './product-image-svg.ts';
import { productPicture } from './product-store.ts';

/**
 * `GET /api/images/products/{code}/{colorId}.svg`: the generated picture of a product in one colour.
 * The address names the product and colour, so browsers may keep it for a year (immutable).
 */
export function registerImageRoutes(app: Hono<AppEnv>, ctx: CatalogContext): void {
  app.get('/api/images/products/:code/:file{[1-9][0-9]{0,9}\\.svg}', async (c) => {
    const key = requestKey(c).split('?')[0] ?? '';
    let cached = ctx.cache.get(key);
    if (!cached) {
      const colorId = Number(c.req.param('file').replace(/\.svg$/, ''));
      const row = colorId <= MAX_DB_INTEGER ? await productPicture(ctx.deps.db, c.req.param('code'), colorId) : undefined;
      if (!row) throw notFound('No such product image.');
      cached = ctx.cache.set(key, productImageSvg(row.silhouette, row.hex, row.is_dark), TTL.image);
    }
    return sendCached(c, cached, CACHE_CONTROL.immutable, 'image/svg+xml; charset=utf-8');
  });
}
