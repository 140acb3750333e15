/**
 * The product page's review section: the rating summary and the newest visible reviews with the
 * shopper's nickname, stars and size fit, and the way to all of them on the customer-reviews page.
 */
import type { Review, ReviewSummary } from '@shop/api-contract';
import { SIZE_FIT_LABELS } from '@shop/validation';
import { Link } from 'react-router';
import { entryMeta, ratingSummary, ratingValue, reviewBody, reviewItem, reviewList, reviewTitle, toolbarCount } from '../content/content.css.ts';
import { formatDate } from '../content/format-date.ts';
import { productReviewsPath } from '../content/paths.ts';
import { Stars, formatRating } from '../content/stars.tsx';
import { sizeFit } from './reviews.css.ts';

/** How many of the newest reviews the product page shows. */
export const DIGEST_SIZE = 3;

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
            <li key={review.id} className={reviewItem}>
              <article>
                <Stars rating={review.rating} />
                <h3 className={reviewTitle}>{review.title}</h3>
                <p className={entryMeta}>
                  {review.nickname || '匿名'}さん・<time dateTime={review.createdAt}>{formatDate(review.createdAt)}</time>
                </p>
                {review.sizeFit ? <p className={sizeFit}>サイズ感: {SIZE_FIT_LABELS[review.sizeFit]}</p> : null}
                <p className={reviewBody}>{review.body}</p>
              </article>
            </li>
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
