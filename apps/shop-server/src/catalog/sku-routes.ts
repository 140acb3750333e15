import { API_ROUTES } from '@shop/api-contract';
import type { Hono } from 'hono';
import * as v from 'valibot';
import { idParam } from '../http/body.ts';
import type { AppEnv } from '../http/env.ts';
import { notFound } from '../http/errors.ts';
import { on } from '../http/route.ts';
import { CACHE_CONTROL } from './cache.ts';
import type { CatalogContext } from './context.ts';
import { skuLineRefs } from './product-shapes.ts';
import { parseQuery, responseGroup } from './query.ts';
import { skuById } from './sku-store.ts';

/** `GET /api/skus/{id}`: live price and stock of one SKU (never cached: carts refresh from it). */
export function registerSkuRoutes(app: Hono<AppEnv>, ctx: CatalogContext): void {
  on(app, API_ROUTES.skuDetail, async (c) => {
    parseQuery(c, v.object({ response_group: responseGroup('order') }));
    const row = await skuById(ctx.deps.db, idParam(c));
    if (!row) throw notFound('No such SKU.');
    c.header('Cache-Control', CACHE_CONTROL.none);
    return c.json({
      data: {
        id: row.id,
        price: row.price,
        list_price: row.list_price,
        inventory: { quantity_available: row.quantity_available },
        ...skuLineRefs(row),
      },
    });
  });
}
