/** How many visible reviews gave each number of stars, 5 first, as bars (the customer-reviews page). */
import { ratingShare } from '@shop/validation';
import { bar, barFill, distribution as list, distributionRow } from './reviews.css.ts';

export function RatingDistribution({ distribution }: { distribution: readonly number[] }) {
  const count = distribution.reduce((sum, n) => sum + n, 0);
  return (
    <ul className={list} aria-label="評価の内訳">
      {[5, 4, 3, 2, 1].map((stars) => {
        const n = distribution[stars - 1] ?? 0;
        const share = ratingShare({ count }, n);
        return (
          <li key={stars} className={distributionRow} aria-label={`星${stars}つ: ${n}件（${share}%）`}>
            <span aria-hidden="true">星{stars}つ</span>
            <span className={bar} aria-hidden="true">
              <span className={barFill} style={{ width: `${share}%` }} />
            </span>
            <span aria-hidden="true">{n}件</span>
          </li>
        );
      })}
    </ul>
  );
}
