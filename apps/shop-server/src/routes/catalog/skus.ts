import { API_ROUTES } from '@shop/api-contract';
import type { Hono } from 'hono';
import * as v from 'valibot';
import { one } from '../../db/db.ts';
import { idParam } from '../../http/body.ts';
import type { AppEnv } from '../../http/env.ts';
import { notFound } from '../../http/errors.ts';
import { on } from '../../http/route.ts';
import { CACHE_CONTROL } from './cache.ts';
import type { CatalogContext } from './context.ts';
import { productImageUrl } from './product-shapes.ts';
import { parseQuery, responseGroup } from './query.ts';

interface SkuRow {
  id: number;
  price: number;
  list_price: number | null;
  quantity_available: number;
  product_id: number;
  code: string;
  product_name: string;
  color_id: number;
  color_name: string;
  hex: string;
  size_id: number;
  size_name: string;
}

/** `GET /api/skus/{id}`: live price and stock of one SKU (never cached: carts refresh from it). */
export function registerSkuRoutes(app: Hono<AppEnv>, ctx: CatalogContext): void {
  on(app, API_ROUTES.skuDetail, async (c) => {
    parseQuery(c, v.object({ response_group: responseGroup('order') }));
    const id = idParam(c);
    const row = await one<SkuRow>(
      ctx.deps.db,
      `select k.id, k.price, k.list_price, k.quantity_available,
              p.id as product_id, p.code, p.name as product_name,
              pc.id as color_id, pc.name as color_name, pc.hex,
              s.id as size_id, s.name as size_name
         from skus k
         join products p on p.id = k.product_id
         join product_colors pc on pc.id = k.color_id
         join sizes s on s.id = k.size_id
        where k.id = $1`,
      [id],
    );
    if (!row) throw notFound('No such SKU.');
    c.header('Cache-Control', CACHE_CONTROL.none);
    return c.json({
      data: {
        id: row.id,
        price: row.price,
        list_price: row.list_price,
        inventory: { quantity_available: row.quantity_available },
        product: { id: row.product_id, code: row.code, name: row.product_name, image: productImageUrl(row.code, row.color_id) },
        color: { id: row.color_id, name: row.color_name, hex: row.hex },
        size: { id: row.size_id, name: row.size_name },
      },
    });
  });
}
