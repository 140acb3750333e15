/**
 * The shop index: everything a page needs in one call, `GET /api/shop/index?type=&code=&slug=&is_crawler=`.
 * Every field is optional: the server sends what the page `type` needs (catalog, product or post).
 */
import * as v from 'valibot';
import { ArticleListItemSchema } from './article.ts';
import { BrandRefSchema, BrandSchema } from './brand.ts';
import { CategoryNodeSchema, CategorySchema } from './category.ts';
import { IdSchema, IsoDateSchema, NameSchema, SlugSchema, TimestampSchema, dataEnvelope, wireObject } from './common.ts';
import { TimezoneOffsetSchema } from './delivery.ts';
import { BlogCategorySchema, BlogTagSchema, PostListItemSchema, PostSchema } from './post.ts';
import { FitSchema, ProductListItemSchema, ProductSchema, WeightSchema } from './product.ts';

/** A sale campaign; `brand` is null for a shop-wide sale, `ends_at` null while open-ended. */
export const SaleSchema = wireObject({
  id: IdSchema,
  title: NameSchema,
  description: v.string(),
  brand: v.nullable(BrandRefSchema),
  starts_at: TimestampSchema,
  ends_at: v.nullable(TimestampSchema),
});

/** Page types the shop index is asked for. */
export const SHOP_INDEX_TYPES = ['catalog', 'product', 'post'] as const;
export type ShopIndexType = (typeof SHOP_INDEX_TYPES)[number];

/** `GET /api/shop/index` query: `code` (product pages), `slug` (post pages), `is_crawler` yes/no. */
export const ShopIndexQuerySchema = wireObject({
  type: v.picklist(SHOP_INDEX_TYPES),
  code: v.optional(NameSchema),
  slug: v.optional(SlugSchema),
  is_crawler: v.optional(v.picklist(['yes', 'no'])),
});
export type ShopIndexQuery = v.InferOutput<typeof ShopIndexQuerySchema>;

/** The shop index data of spec §3 ("Shop index data"). */
export const ShopIndexDataSchema = wireObject({
  root_categories: v.optional(v.array(CategoryNodeSchema)),
  brands_on_sale: v.optional(v.array(BrandSchema)),
  products: v.optional(v.array(ProductListItemSchema)),
  categories: v.optional(v.array(CategorySchema)),
  brands: v.optional(v.array(BrandSchema)),
  fits: v.optional(v.array(FitSchema)),
  weights: v.optional(v.array(WeightSchema)),
  sales: v.optional(v.array(SaleSchema)),
  posts: v.optional(v.array(PostListItemSchema)),
  blog_categories: v.optional(v.array(BlogCategorySchema)),
  blog_tags: v.optional(v.array(BlogTagSchema)),
  recent_posts: v.optional(v.array(PostListItemSchema)),
  popular_posts: v.optional(v.array(PostListItemSchema)),
  post_previews: v.optional(v.array(PostListItemSchema)),
  latest_articles: v.optional(v.array(ArticleListItemSchema)),
  product_list: v.optional(v.array(ProductListItemSchema)),
  product: v.optional(ProductSchema),
  post: v.optional(PostSchema),
  business_days: v.optional(v.array(IsoDateSchema)),
  /** Hours from UTC (9 for Japan). */
  timezone_offset: v.optional(TimezoneOffsetSchema),
});
export type ShopIndexData = v.InferOutput<typeof ShopIndexDataSchema>;

/** `GET /api/shop/index` → `{ data: ShopIndexData }`. */
export const ShopIndexResponseSchema = dataEnvelope(ShopIndexDataSchema);
export type ShopIndexResponseWire = v.InferInput<typeof ShopIndexResponseSchema>;
export type ShopIndexResponse = v.InferOutput<typeof ShopIndexResponseSchema>;
