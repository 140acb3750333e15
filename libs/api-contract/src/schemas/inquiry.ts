/** The contact form: `POST /api/inquiries`. Field rules come from `@shop/validation`. */
import { InquirySchema } from '@shop/validation';
import type * as v from 'valibot';
import { IdSchema, camelOutput, dataEnvelope, wireObject } from './common.ts';

/** `POST /api/inquiries` body: `{ name, email, category, title, contents }`, all required. */
export const InquiryRequestSchema = camelOutput(InquirySchema);
export type InquiryRequest = v.InferOutput<typeof InquiryRequestSchema>;

/** `POST /api/inquiries` → `{ data: { id } }` (201); the id is the reference shown to the customer. */
export const InquiryResponseSchema = dataEnvelope(wireObject({ id: IdSchema }));
