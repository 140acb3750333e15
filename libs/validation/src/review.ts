/**
 * The customer review form (`/myaccount/reviews/write-review`, `/myaccount/reviews/:id/edit`, and the
 * body of `POST /api/my/reviews` / `PUT /api/my/reviews/:id`): stars, title, text, size fit and
 * nickname, with their Japanese messages, plus the rating summary a product page shows.
 *
 * Size fit is asked only of garments: a cap or a tote bag has no size to fit, so for them it must be
 * left out (null). Which products are garments is read from the product's silhouette.
 */
import * as v from 'valibot';
import { REVIEW_LIMITS, SIZE_FITS, type SizeFit } from './review-constants.ts';
import { bail, maxLength, minMaxLength, oneOf, required, singleLine } from './rules.ts';

/** Japanese field labels, keyed by wire name. */
export const REVIEW_FIELD_LABELS = {
  rating: '評価',
  title: 'タイトル',
  body: 'レビュー本文',
  size_fit: 'サイズ感',
  nickname: 'ニックネーム',
} as const;

const L = REVIEW_FIELD_LABELS;

/** Silhouettes of products worn by size; the rest (cap, tote, apron, towel) have no size fit. */
const SIZED_SILHOUETTES: ReadonlySet<string> = new Set(['tshirt', 'longsleeve', 'polo', 'sweat', 'hoodie', 'zip', 'jacket']);

/** Whether a product of this silhouette is asked for its size fit (false for bags, caps, aprons, towels). */
export function sizeFitApplies(silhouette: string): boolean {
  return SIZED_SILHOUETTES.has(silhouette);
}

export const REVIEW_MESSAGES = {
  ratingRequired: `${L.rating}（星の数）を選択してください`,
  rating: `${L.rating}は星1つから5つまでで選択してください`,
  sizeFitRequired: `${L.size_fit}を選択してください`,
  sizeFitNotApplicable: 'この商品にはサイズ感を指定できません',
} as const;

/** Control characters other than line breaks and tabs (allowed in the review text). */
const CONTROL_NOT_NEWLINE = /[^\P{Cc}\n\t]/u;

const trim = v.transform((input: string) => input.trim());
/** Windows and old Mac line breaks as `\n`, trailing spaces of the text removed. */
const normaliseText = v.transform((input: string) => input.replace(/\r\n?/g, '\n').trim());

/** Stars as a whole number 1–5; a missing value asks to choose, anything else names the range. */
const ratingField = bail(
  v.pipe(
    v.optional(v.nullable(v.unknown()), null),
    v.check((input: unknown) => input !== undefined && input !== null && input !== '', REVIEW_MESSAGES.ratingRequired),
    v.check(
      (input: unknown) =>
        Number.isInteger(input) && (input as number) >= REVIEW_LIMITS.ratingMin && (input as number) <= REVIEW_LIMITS.ratingMax,
      REVIEW_MESSAGES.rating,
    ),
    v.transform((input: unknown) => input as number),
  ),
);

const titleField = bail(v.pipe(required(L.title), trim, singleLine(L.title), maxLength(L.title, REVIEW_LIMITS.titleMax)));

const bodyField = bail(
  v.pipe(
    required(L.body),
    normaliseText,
    v.check((input: string) => !CONTROL_NOT_NEWLINE.test(input), `${L.body}に制御文字は使用できません`),
    minMaxLength(L.body, REVIEW_LIMITS.bodyMin, REVIEW_LIMITS.bodyMax),
  ),
);

const nicknameField = bail(v.pipe(required(L.nickname), trim, singleLine(L.nickname), maxLength(L.nickname, REVIEW_LIMITS.nicknameMax)));

/** Missing, null and '' all read as "not given"; otherwise one of SIZE_FITS. */
const sizeFitField = v.pipe(
  v.optional(v.nullable(v.union([v.literal(''), oneOf(L.size_fit, SIZE_FITS)], `選択された${L.size_fit}は正しくありません`)), null),
  v.transform((input: SizeFit | '' | null): SizeFit | null => (input === '' ? null : input)),
);

/** Shown when the body is not an object at all (a broken client, not a person typing). */
const NOT_AN_OBJECT = '入力内容の形式が正しくありません';

/**
 * The review form (wire keys). `size_fit` is checked against the product separately (`checkSizeFit`):
 * the form alone does not know whether the product is a garment.
 */
export const ReviewFormSchema = v.object(
  { rating: ratingField, title: titleField, body: bodyField, size_fit: sizeFitField, nickname: nicknameField },
  NOT_AN_OBJECT,
);
export type ReviewFormInput = v.InferInput<typeof ReviewFormSchema>;
export type ReviewFormOutput = v.InferOutput<typeof ReviewFormSchema>;

/**
 * The size-fit rule of one product: a garment needs one, anything else must have none. Answers the
 * Japanese message of the `size_fit` field, or undefined when the value is right.
 */
export function checkSizeFit(applies: boolean, sizeFit: SizeFit | null): string | undefined {
  if (applies && sizeFit === null) return REVIEW_MESSAGES.sizeFitRequired;
  if (!applies && sizeFit !== null) return REVIEW_MESSAGES.sizeFitNotApplicable;
  return undefined;
}

/** A product's rating summary: count, average to one decimal (0 when none), and reviews per star. */
export interface RatingSummary {
  count: number;
  average: number;
  /** How many reviews gave 1, 2, 3, 4 and 5 stars (index 0 is one star). */
  distribution: [number, number, number, number, number];
}

/** The summary of the given ratings (each 1–5): what the product's review_count / rating_average store. */
export function summarizeRatings(ratings: readonly number[]): RatingSummary {
  const distribution: RatingSummary['distribution'] = [0, 0, 0, 0, 0];
  for (const rating of ratings) {
    if (!Number.isInteger(rating) || rating < 1 || rating > 5) throw new RangeError(`rating out of range: ${rating}`);
    distribution[rating - 1] = (distribution[rating - 1] ?? 0) + 1;
  }
  return summarizeDistribution(distribution);
}

/** The summary of reviews counted per star (index 0 is one star), average to one decimal, halves rounded up. */
export function summarizeDistribution(distribution: readonly [number, number, number, number, number]): RatingSummary {
  const count = distribution.reduce((sum, n) => sum + n, 0);
  const sum = distribution.reduce((total, n, index) => total + n * (index + 1), 0);
  return { count, average: count === 0 ? 0 : Math.round((sum * 10) / count) / 10, distribution: [...distribution] };
}

/** The share of one star's reviews in whole percent (0 when there is no review), for a distribution bar. */
export function ratingShare(summary: Pick<RatingSummary, 'count'>, reviewsWithStar: number): number {
  return summary.count === 0 ? 0 : Math.round((reviewsWithStar * 100) / summary.count);
}
