/**
 * The review constants a page shows without validating anything (a product page's reviews read
 * SIZE_FIT_LABELS): kept apart from review.ts, whose valibot schemas would otherwise come along
 * into that page's first JavaScript.
 */

/** Limits in characters (code points) and stars. */
export const REVIEW_LIMITS = { ratingMin: 1, ratingMax: 5, titleMax: 50, bodyMin: 10, bodyMax: 1000, nicknameMax: 20 } as const;

/** How the size felt, as stored and sent. */
export const SIZE_FITS = ['small', 'just', 'large'] as const;
export type SizeFit = (typeof SIZE_FITS)[number];

/** What a shopper reads for each size fit. */
export const SIZE_FIT_LABELS: Record<SizeFit, string> = { small: '小さい', just: 'ちょうどいい', large: '大きい' };
