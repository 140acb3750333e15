/** FAQ: `GET /api/faqs` (grouped by category), `GET /api/faqs/{slug}`. */
import * as v from 'valibot';
import { NameSchema, SlugSchema, dataEnvelope, listEnvelope, wireObject } from './common.ts';

/** A FAQ category. */
export const FaqCategorySchema = wireObject({ slug: SlugSchema, name: NameSchema });
export type FaqCategoryWire = v.InferInput<typeof FaqCategorySchema>;
export type FaqCategory = v.InferOutput<typeof FaqCategorySchema>;

/** A question in the FAQ index, with its answer as sanitised HTML (the index shows answers inline). */
export const FaqListItemSchema = wireObject({ slug: SlugSchema, question: NameSchema, html: v.string() });
export type FaqListItemWire = v.InferInput<typeof FaqListItemSchema>;
export type FaqListItem = v.InferOutput<typeof FaqListItemSchema>;

/** The questions of one category, in display order. */
export const FaqGroupSchema = wireObject({ category: FaqCategorySchema, faqs: v.array(FaqListItemSchema) });
export type FaqGroupWire = v.InferInput<typeof FaqGroupSchema>;
export type FaqGroup = v.InferOutput<typeof FaqGroupSchema>;

/** A question page; `html` is the answer as sanitised HTML. */
export const FaqSchema = wireObject({ slug: SlugSchema, question: NameSchema, html: v.string(), category: FaqCategorySchema });
export type FaqWire = v.InferInput<typeof FaqSchema>;
export type Faq = v.InferOutput<typeof FaqSchema>;

/** `GET /api/faqs` → `{ data: FaqGroup[] }`. */
export const FaqListResponseSchema = listEnvelope(FaqGroupSchema);
export type FaqListResponseWire = v.InferInput<typeof FaqListResponseSchema>;
export type FaqListResponse = v.InferOutput<typeof FaqListResponseSchema>;

/** `GET /api/faqs/{slug}` → `{ data: Faq }`. */
export const FaqResponseSchema = dataEnvelope(FaqSchema);
export type FaqResponseWire = v.InferInput<typeof FaqResponseSchema>;
export type FaqResponse = v.InferOutput<typeof FaqResponseSchema>;
