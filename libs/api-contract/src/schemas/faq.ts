/** FAQ: `GET /api/faqs` (grouped by category), `GET /api/faqs/{slug}`. */
import * as v from 'valibot';
import { NameSchema, SlugSchema, dataEnvelope, listEnvelope, wireObject } from './common.ts';

/** A FAQ category. */
export const FaqCategorySchema = wireObject({ slug: SlugSchema, name: NameSchema });

/** A question in the FAQ index, with its answer as sanitised HTML (the index shows answers inline). */
export const FaqListItemSchema = wireObject({ slug: SlugSchema, question: NameSchema, html: v.string() });

/** The questions of one category, in display order. */
export const FaqGroupSchema = wireObject({ category: FaqCategorySchema, faqs: v.array(FaqListItemSchema) });
export type FaqGroup = v.InferOutput<typeof FaqGroupSchema>;

/** A question page; `html` is the answer as sanitised HTML. */
export const FaqSchema = wireObject({ slug: SlugSchema, question: NameSchema, html: v.string(), category: FaqCategorySchema });
export type Faq = v.InferOutput<typeof FaqSchema>;

/** `GET /api/faqs` → `{ data: FaqGroup[] }`. */
export const FaqListResponseSchema = listEnvelope(FaqGroupSchema);

/** `GET /api/faqs/{slug}` → `{ data: Faq }`. */
export const FaqResponseSchema = dataEnvelope(FaqSchema);
