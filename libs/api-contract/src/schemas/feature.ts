/**
 * Features (特集), a content collection: `POST /api/content/query` and `GET /api/features/{slug}`.
 * The side menu lists entries with `status: true`, ordered by `sequence` ascending.
 */
import * as v from 'valibot';
import { ImageUrlSchema, NameSchema, SlugSchema, dataEnvelope, listEnvelope, wireObject } from './common.ts';
import { ProductFilterSchema } from './product.ts';

/** A feature: its page text and the product filter that selects its products. */
export const FeatureSchema = wireObject({
  slug: SlugSchema,
  title: NameSchema,
  description: v.string(),
  /** The page body: sanitised HTML rendered from the feature's Markdown. */
  html: v.string(),
  /** Published when true. */
  status: v.boolean(),
  /** Menu order, ascending. */
  sequence: v.pipe(v.number(), v.safeInteger()),
  image: v.nullable(ImageUrlSchema),
  product_filter: ProductFilterSchema,
});
export type FeatureWire = v.InferInput<typeof FeatureSchema>;
export type Feature = v.InferOutput<typeof FeatureSchema>;

/** Fields a content query may sort by. */
export const CONTENT_SORT_FIELDS = ['sequence', 'title', 'slug'] as const;

/** `POST /api/content/query` body: which collection, an optional filter, order and limit. */
export const ContentQueryRequestSchema = wireObject({
  collection: v.literal('features'),
  where: v.optional(wireObject({ status: v.optional(v.boolean()) })),
  sort: v.optional(wireObject({ field: v.picklist(CONTENT_SORT_FIELDS), order: v.picklist(['asc', 'desc']) })),
  limit: v.optional(v.pipe(v.number(), v.safeInteger(), v.minValue(1), v.maxValue(100))),
});
export type ContentQueryRequestWire = v.InferInput<typeof ContentQueryRequestSchema>;
export type ContentQueryRequest = v.InferOutput<typeof ContentQueryRequestSchema>;

/** `POST /api/content/query` → `{ data: Feature[] }`. */
export const ContentQueryResponseSchema = listEnvelope(FeatureSchema);

/** `GET /api/features/{slug}` → `{ data: Feature }`. */
export const FeatureResponseSchema = dataEnvelope(FeatureSchema);
