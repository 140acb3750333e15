/**
 * Customer reviews: a product's published reviews (`GET /api/products/{code}/reviews?page=`) and the
 * customer's own (`/api/my/reviews`). The form rules (stars, title, text, size fit, nickname) are
 * @shop/validation's `ReviewFormSchema`, the same in the browser form and on the server.
 */
import { bail, ReviewFormSchema, required, SIZE_FITS } from '@shop/validation';
import * as v from 'valibot';
import { IdSchema, PaginationMetaSchema, TimestampSchema, camelOutput, dataEnvelope, wireObject } from './common.ts';
import { OrderNumberSchema } from './order.ts';

const RatingSchema = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(5));
const CountSchema = v.pipe(v.number(), v.safeInteger(), v.minValue(0));

/** `small` 小さい, `just` ちょうどいい, `large` 大きい; null when not asked (bags, caps) or not given (older reviews). */
export const SizeFitSchema = v.picklist(SIZE_FITS);

/** A published review; `rating` is 1 to 5 stars. */
export const ReviewSchema = wireObject({
  id: IdSchema,
  rating: RatingSchema,
  title: v.string(),
  body: v.string(),
  nickname: v.string(),
  size_fit: v.optional(v.nullable(SizeFitSchema), null),
  created_at: TimestampSchema,
});
export type Review = v.InferOutput<typeof ReviewSchema>;

/** The visible reviews of a product: how many, the average (0 when none) and how many gave 1…5 stars. */
export const RatingSummarySchema = wireObject({
  count: CountSchema,
  average: v.pipe(v.number(), v.minValue(0), v.maxValue(5)),
  distribution: v.tuple([CountSchema, CountSchema, CountSchema, CountSchema, CountSchema]),
});

/** `GET /api/products/{code}/reviews` → paginated visible reviews, newest first, and their summary. */
export const ReviewListResponseSchema = wireObject({
  data: v.array(ReviewSchema),
  meta: PaginationMetaSchema,
  summary: RatingSummarySchema,
});

/** The product a review is about, as the account pages show it. */
export const ReviewProductSchema = wireObject({
  code: v.string(),
  name: v.string(),
  image: v.nullable(v.string()),
  /** Whether the review form asks for the size fit (false for bags, caps…). */
  size_fit_applies: v.boolean(),
});

/** One of the customer's reviews; `is_hidden`: the shop took it off the product page. */
export const MyReviewSchema = wireObject({
  id: IdSchema,
  product: ReviewProductSchema,
  order_number: OrderNumberSchema,
  rating: RatingSchema,
  title: v.string(),
  body: v.string(),
  size_fit: v.nullable(SizeFitSchema),
  nickname: v.string(),
  is_hidden: v.boolean(),
  created_at: TimestampSchema,
  updated_at: TimestampSchema,
});
export type MyReviewWire = v.InferInput<typeof MyReviewSchema>;
export type MyReview = v.InferOutput<typeof MyReviewSchema>;

/** A product of one of the customer's delivered orders that has no review of theirs yet. */
export const ReviewableProductSchema = wireObject({
  product: ReviewProductSchema,
  order_number: OrderNumberSchema,
  delivered_at: TimestampSchema,
});
export type ReviewableProductWire = v.InferInput<typeof ReviewableProductSchema>;

/** `GET /api/my/reviews` → the customer's reviews (newest first) and the products waiting for one (latest delivery first). */
export const MyReviewListResponseSchema = dataEnvelope(
  wireObject({ reviews: v.array(MyReviewSchema), waiting: v.array(ReviewableProductSchema) }),
);

/** `GET`, `POST` (201) and `PUT /api/my/reviews/:id` → `{ data: MyReview }`. */
export const MyReviewResponseSchema = dataEnvelope(MyReviewSchema);

/** `PUT /api/my/reviews/:id` body: the review form (camelCase output). */
export const ReviewUpdateRequestSchema = camelOutput(ReviewFormSchema);
export type ReviewUpdateRequest = v.InferOutput<typeof ReviewUpdateRequestSchema>;

/** `POST /api/my/reviews` body: the review form and the code of the product it is about. */
export const ReviewCreateRequestSchema = camelOutput(
  v.object(
    {
      product_code: bail(
        v.pipe(
          required('レビューする商品', { select: true }),
          v.regex(/^[A-Za-z0-9_-]{1,40}$/, 'レビューする商品の指定が正しくありません'),
        ),
      ),
      ...ReviewFormSchema.entries,
    },
    '入力内容の形式が正しくありません',
  ),
);
export type ReviewCreateRequest = v.InferOutput<typeof ReviewCreateRequestSchema>;
