import { API_ROUTES } from '@shop/api-contract';
import type { Hono } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../http/env.ts';
import { on } from '../http/route.ts';
import { searchProducts } from '../search/product-search.ts';
import { type CatalogContext, cachedPage } from './context.ts';
import { loadListItems } from './product-shapes.ts';
import { PageParam, PerPageParam } from './query.ts';

const SearchQuery = v.object({
  q: v.optional(v.pipe(v.string(), v.maxLength(200, '検索キーワードは200文字以内で入力してください')), ''),
  page: v.optional(PageParam),
  per_page: v.optional(PerPageParam),
});

/** `GET /api/search?q=&page=`: product search; an empty query answers an empty page, not an error. */
export function registerSearchRoutes(app: Hono<AppEnv>, ctx: CatalogContext): void {
  on(app, API_ROUTES.productSearch, (c) =>
    cachedPage(c, ctx, SearchQuery, 24, async (query, page) => {
      const { ids, total } = await searchProducts(ctx.deps.db, query.q, page);
      return { data: await loadListItems(ctx.deps.db, ids), total };
    }),
  );
}
