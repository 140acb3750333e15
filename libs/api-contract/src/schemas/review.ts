/** Customer reviews of a product: `GET /api/products/{code}/reviews?page=`. */
import * as v from 'valibot';
import { IdSchema, TimestampSchema, paginated, wireObject } from './common.ts';

/** A published review; `rating` is 1 to 5 stars. */
export const ReviewSchema = wireObject({
  id: IdSchema,
  rating: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(5)),
  title: v.string(),
  body: v.string(),
  nickname: v.string(),
  created_at: TimestampSchema,
});
export type ReviewWire = v.InferInput<typeof ReviewSchema>;
export type Review = v.InferOutput<typeof ReviewSchema>;

/** `GET /api/products/{code}/reviews` → paginated reviews, newest first. */
export const ReviewListResponseSchema = paginated(ReviewSchema);
export type ReviewListResponseWire = v.InferInput<typeof ReviewListResponseSchema>;
export type ReviewListResponse = v.InferOutput<typeof ReviewListResponseSchema>;
