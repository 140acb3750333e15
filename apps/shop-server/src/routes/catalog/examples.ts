import { API_ROUTES } from '@shop/api-contract';
import type { Hono } from 'hono';
import { one, type Queryable } from '../../db/db.ts';
import type { AppEnv } from '../../http/env.ts';
import { notFound } from '../../http/errors.ts';
import { on } from '../../http/route.ts';
import { type CatalogContext, cachedCatalogue } from './context.ts';
import { pageWindow } from './pagination.ts';
import { productImageUrl } from './product-shapes.ts';
import { PageQuerySchema, parseQuery } from './query.ts';

interface ExampleRow {
  id: number;
  title: string;
  excerpt: string;
  customer: string;
  product_category: string;
  print_method: string;
  quantity: number;
  product_codes: string[];
  published_at: Date | string;
  html?: string;
}

interface ProductRef {
  id: number;
  code: string;
  name: string;
  image: string | null;
}

/** The products of a case study: the codes it names, else the most popular of its product category. */
async function exampleProducts(db: Queryable, row: ExampleRow): Promise<ProductRef[]> {
  const rows = await db.query<{ id: number; code: string; name: string; color_id: number | null }>(
    `select p.id, p.code, p.name,
            (select pc.id from product_colors pc where pc.product_id = p.id order by pc.sequence, pc.id limit 1) as color_id
       from products p
      where case when cardinality($1::text[]) > 0 then p.code = any($1::text[])
                 else p.category_id = (select id from categories where slug = $2) end
      order by p.popularity desc, p.id
      limit 3`,
    [row.product_codes, row.product_category],
  );
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

const COLUMNS = 'id, title, excerpt, customer, product_category, print_method, quantity, product_codes, published_at';

/** Case studies (制作事例): `GET /api/examples?page=` and `GET /api/examples/{id}`. */
export function registerExampleRoutes(app: Hono<AppEnv>, ctx: CatalogContext): void {
  const { db } = ctx.deps;
  on(app, API_ROUTES.exampleList, (c) =>
    cachedCatalogue(c, ctx, async () => {
      const q = parseQuery(c, PageQuerySchema);
      const window = pageWindow(q.page ?? 1, q.per_page ?? 12);
      const [rows, [count]] = await Promise.all([
        db.query<ExampleRow>(`select ${COLUMNS} from examples order by published_at desc, id desc limit ${window.limit} offset ${window.offset}`),
        db.query<{ n: number }>('select count(*)::int as n from examples'),
      ]);
      const data = [];
      for (const row of rows) data.push(listItem(row, (await exampleProducts(db, row))[0]?.image ?? null));
      return { data, meta: window.meta(count?.n ?? 0) };
    }),
  );

  on(app, API_ROUTES.exampleDetail, (c) =>
    cachedCatalogue(c, ctx, async () => {
      const raw = c.req.param('id');
      const row = /^[1-9]\d{0,8}$/.test(raw)
        ? await one<ExampleRow>(db, `select ${COLUMNS}, html from examples where id = $1`, [Number(raw)])
        : undefined;
      if (!row) throw notFound('No such example.');
      const products = await exampleProducts(db, row);
      const images = products.flatMap((p) => (p.image ? [p.image] : []));
      return { data: { ...listItem(row, images[0] ?? null), images, products, html: row.html ?? '' } };
    }),
  );
}
