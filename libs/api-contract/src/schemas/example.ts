/** Case studies (制作事例): `GET /api/examples?page=`, `GET /api/examples/{id}`. */
import * as v from 'valibot';
import { IdSchema, ImageUrlSchema, NameSchema, TimestampSchema, dataEnvelope, paginated, wireObject } from './common.ts';
import { ProductRefSchema } from './product.ts';

const EXAMPLE_LIST_ITEM_ENTRIES = {
  id: IdSchema,
  title: NameSchema,
  excerpt: v.string(),
  thumbnail: v.nullable(ImageUrlSchema),
  published_at: TimestampSchema,
};

/** A case study in a list. */
export const ExampleListItemSchema = wireObject(EXAMPLE_LIST_ITEM_ENTRIES);
export type ExampleListItem = v.InferOutput<typeof ExampleListItemSchema>;

/** A case study page: photos, the products used, and its story as sanitised HTML. */
export const ExampleSchema = wireObject({
  ...EXAMPLE_LIST_ITEM_ENTRIES,
  images: v.array(ImageUrlSchema),
  products: v.array(ProductRefSchema),
  html: v.string(),
});
export type Example = v.InferOutput<typeof ExampleSchema>;

/** `GET /api/examples` → paginated case studies, newest first. */
export const ExampleListResponseSchema = paginated(ExampleListItemSchema);
export type ExampleListResponse = v.InferOutput<typeof ExampleListResponseSchema>;

/** `GET /api/examples/{id}` → `{ data: Example }`. */
export const ExampleResponseSchema = dataEnvelope(ExampleSchema);
