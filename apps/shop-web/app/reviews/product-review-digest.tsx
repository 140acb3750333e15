/**
 * The product page's review section: the rating summary and the newest visible reviews with the
 * shopper's nickname, stars and size fit, and the way to all of them on the customer-reviews page.
 */
import type { Review, ReviewSummary } from '@shop/api-contract';
import { Link } from 'react-router';
import { ratingSummary, ratingValue, reviewList, toolbarCount } from '../content/content.css.ts';
import { productReviewsPath } from '../content/paths.ts';
import { Stars, formatRating } from '../content/stars.tsx';
import { DIGEST_SIZE } from './digest-size.ts';
import { ReviewEntry } from './review-entry.tsx';

export function ProductReviewDigest(props: { code: string; summary: ReviewSummary; reviews: readonly Review[]; headingClass: string }) {
  const { code, summary, reviews, headingClass } = props;
  return (
    <section aria-labelledby="product-reviews">
      <h2 id="product-reviews" className={headingClass}>
        カスタマーレビュー
      </h2>
      {summary.count > 0 ? (
        <div className={ratingSummary}>
          <span className={ratingValue}>{formatRating(summary.average)}</span>
          <Stars rating={summary.average} />
          <p className={toolbarCount}>{summary.count}件のレビュー</p>
        </div>
      ) : (
        <p>この商品のレビューはまだありません。</p>
      )}
      {reviews.length > 0 ? (
        <ul className={reviewList}>
          {reviews.slice(0, DIGEST_SIZE).map((review) => (
            <ReviewEntry key={review.id} review={review} headingLevel={3} />
          ))}
        </ul>
      ) : null}
      {summary.count > 0 ? (
        <p>
          <Link to={productReviewsPath(code)}>すべてのレビューを見る（{summary.count}件）</Link>
        </p>
      ) : null}
    </section>
  );
}
