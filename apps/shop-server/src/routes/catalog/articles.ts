import { API_ROUTES } from '@shop/api-contract';
import type { Hono } from 'hono';
import { one } from '../../db/db.ts';
import type { AppEnv } from '../../http/env.ts';
import { notFound } from '../../http/errors.ts';
import { on } from '../../http/route.ts';
import { type CatalogContext, cachedCatalogue } from './context.ts';
import { pageWindow } from './pagination.ts';
import { PageQuerySchema, parseQuery } from './query.ts';

interface ArticleRow {
  id: number;
  title: string;
  category: string;
  published_at: Date | string;
  html?: string;
}

/** An article as listed (the category is extra to the contract: お知らせ, メンテナンス…). */
export function articleListItem(r: ArticleRow) {
  return { id: r.id, title: r.title, category: r.category, published_at: new Date(r.published_at).toISOString() };
}

/** News articles: `GET /api/articles?page=` (newest first) and `GET /api/articles/{id}`. */
export function registerArticleRoutes(app: Hono<AppEnv>, ctx: CatalogContext): void {
  const { db } = ctx.deps;
  on(app, API_ROUTES.articleList, (c) =>
    cachedCatalogue(c, ctx, async () => {
      const q = parseQuery(c, PageQuerySchema);
      const window = pageWindow(q.page ?? 1, q.per_page ?? 10);
      const [rows, [count]] = await Promise.all([
        db.query<ArticleRow>(
          `select id, title, category, published_at from articles order by published_at desc, id desc
            limit ${window.limit} offset ${window.offset}`,
        ),
        db.query<{ n: number }>('select count(*)::int as n from articles'),
      ]);
      return { data: rows.map(articleListItem), meta: window.meta(count?.n ?? 0) };
    }),
  );

  on(app, API_ROUTES.articleDetail, (c) =>
    cachedCatalogue(c, ctx, async () => {
      const raw = c.req.param('id');
      const row = /^[1-9]\d{0,8}$/.test(raw)
        ? await one<ArticleRow>(db, 'select id, title, category, published_at, html from articles where id = $1', [Number(raw)])
        : undefined;
      if (!row) throw notFound('No such article.');
      return { data: { ...articleListItem(row), html: row.html ?? '' } };
    }),
  );
}
