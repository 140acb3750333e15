import { formatDecimal } from '../format/numbers.ts';
import { stars, starsMuted } from './content.css.ts';

/** `4.3` for a rating average (one decimal, as Japanese shops show it). */
export function formatRating(value: number): string {
  return formatDecimal(value, 1, 1);
}

/** Five stars, `rating` of them filled (rounded to the nearest whole star); read out as 「5点中4点」. */
export function Stars({ rating }: { rating: number }) {
  const filled = Math.min(5, Math.max(0, Math.round(rating)));
  return (
    <span className={stars} role="img" aria-label={`5点中${formatRating(rating)}点`}>
      {'★'.repeat(filled)}
      <span className={starsMuted}>{'★'.repeat(5 - filled)}</span>
    </span>
  );
}
