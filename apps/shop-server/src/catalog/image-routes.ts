import { MAX_DB_INTEGER } from '@shop/api-contract';
import type { Hono } from 'hono';
import type { AppEnv } from '../http/env.ts';
import { notFound } from '../http/errors.ts';
import { CACHE_CONTROL, sendCached } from './cache.ts';
import { type CatalogContext, TTL, requestKey } from './context.ts';
import { productImagePng, productImageWebp } from './product-image-raster.ts';
import { productImageSvg } from './product-image-svg.ts';
import { productPicture } from './product-store.ts';

const CONTENT_TYPES = { svg: 'image/svg+xml; charset=utf-8', webp: 'image/webp', png: 'image/png' } as const;

/**
 * `GET /api/images/products/{code}/{colorId}.svg`: the generated picture of a product in one colour
 * (vector, 400 × 400: the product page's main picture); with `?print_area=none` the same picture
 * without its dashed print-area rectangle (the design tool's garment: the tool outlines the order's
 * true print area itself, so the picture's own would be a second, misplaced outline);
 * `GET /api/images/products/{code}/{colorId}.webp`: the same picture as a 600 px WebP (what the
 * catalogue's answers name: cards, thumbnails, cart lines);
 * `GET /api/images/products/{code}/{colorId}.png`: the same 600 px picture as PNG, for link previews
 * (`og:image`: some apps that show shared links, LINE among them, do not take WebP). The address names the product and colour,
 * so browsers may keep it for a year (immutable).
 */
export function registerImageRoutes(app: Hono<AppEnv>, ctx: CatalogContext): void {
  app.get('/api/images/products/:code/:file{[1-9][0-9]{0,9}\\.(?:svg|webp|png)}', async (c) => {
    const [id = '', format] = c.req.param('file').split('.') as [string, keyof typeof CONTENT_TYPES];
    // Any other query is ignored (one cached picture per address and variant).
    const printArea = !(format === 'svg' && c.req.query('print_area') === 'none');
    const key = `${requestKey(c).split('?')[0] ?? ''}${printArea ? '' : '?print_area=none'}`;
    let cached = ctx.cache.get(key);
    if (!cached) {
      const colorId = Number(id);
      const row = colorId <= MAX_DB_INTEGER ? await productPicture(ctx.deps.db, c.req.param('code'), colorId) : undefined;
      if (!row) throw notFound('No such product image.');
      const svg = productImageSvg(row.silhouette, row.hex, row.is_dark, { printArea });
      const body = format === 'webp' ? await productImageWebp(svg) : format === 'png' ? await productImagePng(svg) : svg;
      cached = ctx.cache.set(key, body, TTL.image);
    }
    return sendCached(c, cached, CACHE_CONTROL.immutable, CONTENT_TYPES[format]);
  });
}
