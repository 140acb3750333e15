import { API_ROUTES } from '@shop/api-contract';
import { DEFAULT_SHOP_OFFSET_HOURS } from '@shop/business-days';
import type { Hono } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../http/env.ts';
import { HttpProblem, notFound } from '../http/errors.ts';
import { on } from '../http/route.ts';
import { CACHE_CONTROL, bodyText } from './cache.ts';
import { upcomingBusinessDays } from './business-day-routes.ts';
import { brandListItem, categoryTree, loadFits, weightClasses } from './catalogue-data.ts';
import { allBrands, allCategories, runningSales } from './catalogue-store.ts';
import { type CatalogContext, TTL, cachedJson } from './context.ts';
import { latestArticles } from './article-store.ts';
import { articleListItem } from './article-routes.ts';
import { loadProductDetail } from './product-detail.ts';
import { loadListItems } from './product-shapes.ts';
import { findProductId, popularProductIds, relatedProductIds } from './product-store.ts';
import { blogCategoryRefs, blogTags, popularPosts, postBySlug, postNeighbours, recentPosts } from './post-store.ts';
import { parseQuery, querySlug } from './query.ts';

const SHOP_INDEX_TYPES = ['catalog', 'product', 'post'] as const;
type ShopIndexType = (typeof SHOP_INDEX_TYPES)[number];
const TYPE_MESSAGE = 'typeはcatalog、product、postのいずれかで指定してください';

const ShopIndexQuery = v.object({
  // A missing type gets the same Japanese message as a wrong one.
  type: v.pipe(
    v.optional(v.string(TYPE_MESSAGE), ''),
    v.check((type): type is ShopIndexType => (SHOP_INDEX_TYPES as readonly string[]).includes(type), TYPE_MESSAGE),
    v.transform((type) => type as ShopIndexType),
  ),
  code: v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,40}$/, '商品コードの指定が正しくありません'))),
  slug: v.optional(querySlug('記事')),
  is_crawler: v.optional(v.picklist(['yes', 'no'], 'is_crawlerはyesかnoで指定してください')),
});

const PRODUCT_LIST_SIZE = 24;
const RELATED_PRODUCTS = 8;
const SIDE_LIST_SIZE = 5;

/** The parts of the shop index every page type gets (menus, filters, sales, blog side lists). */
async function commonIndex(ctx: CatalogContext, now: number) {
  const { db } = ctx.deps;
  const [categories, brands, fits, sales, blogCategories, tags, recent, popular, articles] = await Promise.all([
    allCategories(db),
    allBrands(db),
    loadFits(db),
    runningSales(db, new Date(now)),
    blogCategoryRefs(db),
    blogTags(db),
    recentPosts(db, SIDE_LIST_SIZE),
    popularPosts(db, SIDE_LIST_SIZE),
    latestArticles(db, SIDE_LIST_SIZE),
  ]);
  return {
    root_categories: categoryTree(categories),
    categories: categories.map((c) => ({ id: c.id, slug: c.slug, name: c.name, parent_id: c.parent_id })),
    brands: brands.map(brandListItem),
    brands_on_sale: brands.filter((b) => b.on_sale).map(brandListItem),
    fits,
    weights: weightClasses(),
    sales: sales.map((s) => ({
      id: s.id,
      slug: s.slug,
      title: s.title,
      description: s.description,
      discount_percent: s.discount_percent,
      brand:
        s.brand_id !== null && s.brand_slug !== null && s.brand_name !== null
          ? { id: s.brand_id, slug: s.brand_slug, name: s.brand_name }
          : null,
      starts_at: new Date(s.starts_at).toISOString(),
      ends_at: new Date(s.ends_at).toISOString(),
    })),
    blog_categories: blogCategories,
    blog_tags: tags,
    recent_posts: recent,
    popular_posts: popular,
    latest_articles: articles.map(articleListItem),
  };
}

/**
 * `GET /api/shop/index?type=catalog|product|post&code=&slug=&is_crawler=`: the shop index data of
 * spec §3 in one call. Every page type gets menus, filters, sales, blog side lists and (except for
 * crawlers) the business days; `catalog` adds the popular product list, `product` the product
 * (order representation, so the answer is cached for seconds only) and related products, `post`
 * the post with its neighbours (or the latest posts without a slug).
 */
export function registerShopIndexRoutes(app: Hono<AppEnv>, ctx: CatalogContext): void {
  const { db } = ctx.deps;
  on(app, API_ROUTES.shopIndex, (c) => {
    const now = ctx.deps.now();
    const { from: today, days } = upcomingBusinessDays(now, ctx.deps.config.closures);
    const q = parseQuery(c, ShopIndexQuery);
    const isProduct = q.type === 'product';
    return cachedJson(
      c,
      ctx,
      {
        ttl: isProduct ? TTL.stock : TTL.catalogue,
        cacheControl: isProduct ? CACHE_CONTROL.stock : CACHE_CONTROL.catalogue,
        // The business days and running sales change with the shop-local date.
        key: `shop-index:${today}:${q.type}:${q.code ?? ''}:${q.slug ?? ''}:${q.is_crawler ?? 'no'}`,
      },
      async () => {
        const commonKey = `shop-index-common:${today}`;
        const cachedCommon = ctx.cache.get(commonKey);
        const common = cachedCommon
          ? (JSON.parse(bodyText(cachedCommon)) as Awaited<ReturnType<typeof commonIndex>>)
          : await commonIndex(ctx, now);
        if (!cachedCommon) ctx.cache.set(commonKey, JSON.stringify(common), TTL.catalogue);
        const data: Record<string, unknown> = { ...common };
        if (q.is_crawler !== 'yes') {
          data['business_days'] = days;
          data['timezone_offset'] = DEFAULT_SHOP_OFFSET_HOURS;
        }
        if (q.type === 'catalog') {
          data['product_list'] = await loadListItems(db, await popularProductIds(db, PRODUCT_LIST_SIZE));
        } else if (q.type === 'product') {
          if (q.code === undefined) {
            const message = '商品コードを指定してください';
            throw new HttpProblem(422, message, { code: [message] });
          }
          const id = await findProductId(db, q.code);
          const product = id === undefined ? undefined : await loadProductDetail(db, id);
          if (!product) throw notFound('No such product.');
          data['product'] = product;
          const related = await relatedProductIds(db, { id: product.id, categoryId: product.category.id }, RELATED_PRODUCTS);
          data['products'] = await loadListItems(db, related);
        } else if (q.slug !== undefined) {
          const post = await postBySlug(db, q.slug);
          if (!post) throw notFound('No such post.');
          data['post'] = post;
          const { older, newer } = await postNeighbours(db, post);
          // Previous (older) first, then next (newer).
          data['post_previews'] = [...older, ...newer];
        } else {
          data['posts'] = await recentPosts(db, 10);
        }
        return { data };
      },
    );
  });
}
