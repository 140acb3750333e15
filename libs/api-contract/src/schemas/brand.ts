/** Brands: `GET /api/brands`, `GET /api/brands/{slug}`. */
import * as v from 'valibot';
import { IdSchema, ImageUrlSchema, NameSchema, SlugSchema, dataEnvelope, listEnvelope, wireObject } from './common.ts';

/** A brand as other records refer to it. */
export const BrandRefSchema = wireObject({ id: IdSchema, slug: SlugSchema, name: NameSchema });
export type BrandRefWire = v.InferInput<typeof BrandRefSchema>;

const BRAND_ENTRIES = {
  id: IdSchema,
  slug: SlugSchema,
  name: NameSchema,
  logo: v.nullable(ImageUrlSchema),
  /** True while the brand takes part in a sale (side menu "brands on sale"). */
  on_sale: v.boolean(),
};

/** A brand in the brand list. */
export const BrandSchema = wireObject(BRAND_ENTRIES);
export type Brand = v.InferOutput<typeof BrandSchema>;

/** A brand page: the list fields plus its description (plain text). */
export const BrandDetailSchema = wireObject({ ...BRAND_ENTRIES, description: v.string() });
export type BrandDetail = v.InferOutput<typeof BrandDetailSchema>;

/** `GET /api/brands` → `{ data: Brand[] }`. */
export const BrandListResponseSchema = listEnvelope(BrandSchema);

/** `GET /api/brands/{slug}` → `{ data: BrandDetail }`. */
export const BrandResponseSchema = dataEnvelope(BrandDetailSchema);
