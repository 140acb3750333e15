import { API_ROUTES } from '@shop/api-contract';
import type { Hono } from 'hono';
import type { Queryable } from '../db/db.ts';
import type { AppEnv } from '../http/env.ts';
import { notFound } from '../http/errors.ts';
import { on } from '../http/route.ts';
import { type CatalogContext, cachedCatalogue, cachedPage } from './context.ts';
import { exampleById, examplePage, exampleProductRows, type ExampleRow } from './example-store.ts';
import { productImageUrl } from './product-shapes.ts';
import { PageQuerySchema } from './query.ts';

interface ProductRef {
  id: number;
  code: string;
  name: string;
  image: string | null;
}

/** The products of a case study, pictured in their first colour. */
async function exampleProducts(db: Queryable, row: ExampleRow): Promise<ProductRef[]> {
  const rows = await exampleProductRows(db, row);
  return rows.map((r) => ({ id: r.id, code: r.code, name: r.name, image: r.color_id ? productImageUrl(r.code, r.color_id) : null }));
}

function listItem(r: ExampleRow, thumbnail: string | null) {
  return {
    id: r.id,
    title: r.title,
    excerpt: r.excerpt,
    thumbnail,
    published_at: new Date(r.published_at).toISOString(),
    customer: r.customer,
    product_category: r.product_category,
    print_method: r.print_method,
    quantity: r.quantity,
  };
}

/** Case studies (制作事例): `GET /api/examples?page=` and `GET /api/examples/{id}`. */
export function registerExampleRoutes(app: Hono<AppEnv>, ctx: CatalogContext): void {
  const { db } = ctx.deps;
  on(app, API_ROUTES.exampleList, (c) =>
    cachedPage(c, ctx, PageQuerySchema, 12, async (_query, page) => {
      const { rows, total } = await examplePage(db, page);
      const data = [];
      for (const row of rows) data.push(listItem(row, (await exampleProducts(db, row))[0]?.image ?? null));
      return { data, total };
    }),
  );

  on(app, API_ROUTES.exampleDetail, (c) =>
    cachedCatalogue(c, ctx, async () => {
      const raw = c.req.param('id');
      const row = /^[1-9]\d{0,8}$/.test(raw) ? await exampleById(db, Number(raw)) : undefined;
      if (!row) throw notFound('No such example.');
      const products = await exampleProducts(db, row);
      const images = products.flatMap((p) => (p.image ? [p.image] : []));
      return { data: { ...listItem(row, images[0] ?? null), images, products, html: row.html ?? '' } };
    }),
  );
}
