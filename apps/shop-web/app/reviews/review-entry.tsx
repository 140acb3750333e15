import type { Review } from '@shop/api-contract';
import { SIZE_FIT_LABELS } from '@shop/validation';
import { entryMeta, reviewBody, reviewItem, reviewTitle } from '../content/content.css.ts';
import { formatDate } from '../content/format-date.ts';
import { Stars } from '../content/stars.tsx';
import { sizeFit } from './reviews.css.ts';

/**
 * One customer review as the product page's digest and the customer-reviews page show it: stars,
 * title (at the heading level of its page), nickname and date, size fit, text.
 */
export function ReviewEntry({ review, headingLevel }: { review: Review; headingLevel: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <li className={reviewItem}>
      <article>
        <Stars rating={review.rating} />
        {review.title ? <Heading className={reviewTitle}>{review.title}</Heading> : null}
        <p className={entryMeta}>
          {review.nickname || '匿名'}さん・<time dateTime={review.createdAt}>{formatDate(review.createdAt)}</time>
        </p>
        {review.sizeFit ? <p className={sizeFit}>サイズ感: {SIZE_FIT_LABELS[review.sizeFit]}</p> : null}
        <p className={reviewBody}>{review.body}</p>
      </article>
    </li>
  );
}
