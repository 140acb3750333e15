import { API_ROUTES } from '@shop/api-contract';
import type { Hono } from 'hono';
import type { AppEnv } from '../http/env.ts';
import { notFound } from '../http/errors.ts';
import { on } from '../http/route.ts';
import { articleById, articlePage, type ArticleRow } from './article-store.ts';
import { type CatalogContext, cachedCatalogue, cachedPage } from './context.ts';
import { PageQuerySchema } from './query.ts';

/** An article as listed (the category is extra to the contract: お知らせ, メンテナンス…). */
export function articleListItem(r: ArticleRow) {
  return { id: r.id, title: r.title, category: r.category, published_at: new Date(r.published_at).toISOString() };
}

/** News articles: `GET /api/articles?page=` (newest first) and `GET /api/articles/{id}`. */
export function registerArticleRoutes(app: Hono<AppEnv>, ctx: CatalogContext): void {
  const { db } = ctx.deps;
  on(app, API_ROUTES.articleList, (c) =>
    cachedPage(c, ctx, PageQuerySchema, 10, async (_query, page) => {
      const { rows, total } = await articlePage(db, page);
      return { data: rows.map(articleListItem), total };
    }),
  );

  on(app, API_ROUTES.articleDetail, (c) =>
    cachedCatalogue(c, ctx, async () => {
      const raw = c.req.param('id');
      const row = /^[1-9]\d{0,8}$/.test(raw) ? await articleById(db, Number(raw)) : undefined;
      if (!row) throw notFound('No such article.');
      return { data: { ...articleListItem(row), html: row.html ?? '' } };
    }),
  );
}
