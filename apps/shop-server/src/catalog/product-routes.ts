import { API_ROUTES } from '@shop/api-contract';
import { summarizeDistribution } from '@shop/validation';
import type { Hono } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../http/env.ts';
import { notFound } from '../http/errors.ts';
import { on } from '../http/route.ts';
import { CACHE_CONTROL, bodyText } from './cache.ts';
import { type CatalogContext, TTL, cachedCatalogue, cachedJson } from './context.ts';
import { featureFilterBySlug } from './feature-store.ts';
import { type ProductFacets, type ProductFilter, featureFilter, loadFacets } from './product-filter.ts';
import { loadProductDetail } from './product-detail.ts';
import { loadListItems } from './product-shapes.ts';
import { pageWindow } from './pagination.ts';
import { PRODUCT_SORTS, type ProductSort, productIdPage } from './product-list-store.ts';
import { findProductId } from './product-store.ts';
import { PageParam, PageQuerySchema, PerPageParam, checkPriceRange, parseQuery, queryInt, querySlug, responseGroup } from './query.ts';
import { ratingDistribution, reviewPage } from './product-review-store.ts';

const DEFAULT_PER_PAGE = 24;
const MAX_PRICE_PARAM = 10_000_000; // yen

const SizeParam = v.pipe(
  v.string('サイズの指定が正しくありません'),
  v.regex(/^[A-Za-z0-9]{1,10}$/, 'サイズの指定が正しくありません'),
  v.toLowerCase(),
);

/** `GET /api/products` query string. */
export const ProductListQuery = v.object({
  response_group: responseGroup('shop'),
  category: v.optional(querySlug('カテゴリー')),
  brand: v.optional(querySlug('ブランド')),
  feature: v.optional(querySlug('特集')),
  color: v.optional(querySlug('カラー')),
  size: v.optional(SizeParam),
  fit: v.optional(querySlug('シルエット')),
  weight: v.optional(querySlug('生地の厚さ')),
  tag: v.optional(querySlug('タグ')),
  min_price: v.optional(queryInt('下限価格は0以上の整数（円）で指定してください', 0, MAX_PRICE_PARAM)),
  max_price: v.optional(queryInt('上限価格は0以上の整数（円）で指定してください', 0, MAX_PRICE_PARAM)),
  sort: v.optional(v.picklist(PRODUCT_SORTS, '並び順はpopular、newest、price_asc、price_descのいずれかで指定してください')),
  page: v.optional(PageParam),
  per_page: v.optional(PerPageParam),
});

const EMPTY_FACETS: ProductFacets = { categories: [], brands: [], colors: [], sizes: [], fits: [], weights: [], tags: [], price: null };

/** Facets depend on the filter only, not on the page or order: cached under the filter. */
async function facetsFor(ctx: CatalogContext, filter: ProductFilter): Promise<{ total: number; facets: ProductFacets }> {
  const key = `facets:${JSON.stringify(Object.entries(filter).sort(([a], [b]) => a.localeCompare(b)))}`;
  const hit = ctx.cache.get(key);
  if (hit) return JSON.parse(bodyText(hit)) as { total: number; facets: ProductFacets };
  const result = await loadFacets(ctx.deps.db, filter);
  ctx.cache.set(key, JSON.stringify(result), TTL.catalogue);
  return result;
}

/** The filter of a list request: the feature's stored filter, overridden by explicit parameters. */
async function requestFilter(ctx: CatalogContext, q: v.InferOutput<typeof ProductListQuery>): Promise<ProductFilter | undefined> {
  let filter: ProductFilter = {};
  if (q.feature !== undefined) {
    const stored = await featureFilterBySlug(ctx.deps.db, q.feature);
    if (!stored) return undefined;
    filter = featureFilter(stored);
  }
  for (const key of ['category', 'brand', 'color', 'size', 'fit', 'weight', 'tag', 'min_price', 'max_price'] as const) {
    const value = q[key];
    if (value !== undefined) Object.assign(filter, { [key]: value });
  }
  return filter;
}

/** A page of products matching a filter, as list items. */
export async function listProducts(
  ctx: CatalogContext,
  filter: ProductFilter,
  options: { sort: ProductSort; page: number; perPage: number },
) {
  const window = pageWindow(options.page, options.perPage);
  const [{ total, facets }, ids] = await Promise.all([facetsFor(ctx, filter), productIdPage(ctx.deps.db, filter, options.sort, window)]);
  const data = await loadListItems(ctx.deps.db, ids, filter.color);
  return { data, meta: { ...window.meta(total), facets } };
}

/** Product list, product detail (order representation) and product reviews. */
export function registerProductRoutes(app: Hono<AppEnv>, ctx: CatalogContext): void {
  on(app, API_ROUTES.productList, (c) =>
    cachedCatalogue(c, ctx, async () => {
      const q = parseQuery(c, ProductListQuery);
      checkPriceRange(q);
      const perPage = q.per_page ?? DEFAULT_PER_PAGE;
      const filter = await requestFilter(ctx, q);
      if (!filter) {
        return { data: [], meta: { ...pageWindow(q.page ?? 1, perPage).meta(0), facets: EMPTY_FACETS } };
      }
      return listProducts(ctx, filter, { sort: q.sort ?? 'popular', page: q.page ?? 1, perPage });
    }),
  );

  // The order representation carries stock, so it is cached for a few seconds only.
  on(app, API_ROUTES.productDetail, (c) =>
    cachedJson(c, ctx, { ttl: TTL.stock, cacheControl: CACHE_CONTROL.stock }, async () => {
      parseQuery(c, v.object({ response_group: responseGroup('order') }));
      const id = await findProductId(ctx.deps.db, c.req.param('id'));
      const product = id === undefined ? undefined : await loadProductDetail(ctx.deps.db, id);
      if (!product) throw notFound('No such product.');
      return { data: product };
    }),
  );

  on(app, API_ROUTES.productReviews, (c) =>
    cachedCatalogue(c, ctx, async () => {
      const query = parseQuery(c, PageQuerySchema);
      const window = pageWindow(query.page ?? 1, query.per_page ?? 10);
      const id = await findProductId(ctx.deps.db, c.req.param('code'));
      if (id === undefined) throw notFound('No such product.');
      const [{ rows, total }, distribution] = await Promise.all([reviewPage(ctx.deps.db, id, window), ratingDistribution(ctx.deps.db, id)]);
      return {
        data: rows.map((r) => ({ ...r, created_at: new Date(r.created_at).toISOString() })),
        meta: window.meta(total),
        // The same visible reviews the page lists, summarised as the product's review_summary is.
        summary: summarizeDistribution(distribution),
      };
    }),
  );
}
