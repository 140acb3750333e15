/**
 * Under each line of a delivered order (issue #32): 「再注文する」 for each production (the reorder
 * steps of its production number) and 「レビューを書く」 for each product the customer has not reviewed
 * yet (once per product, on its first line). Nothing before the order is delivered.
 */
import type { Order, OrderLine } from '@shop/api-contract';
import { button } from '@shop/ui';
import { Link } from 'react-router';
import { writeReviewPath } from '../reviews/review-trail.ts';
import type { LineExtras } from './order-lines.tsx';
import { lineActions } from './order-pages.css.ts';

/** The reorder steps of a delivered production. */
export const reorderPath = (productionNumber: string) => `/myaccount/reorder/${encodeURIComponent(productionNumber)}`;

/** The product of a line of goods or a production (a custom line has none). */
function productOf(line: OrderLine): { code: string; name: string } | null {
  if (line.kind === 'item') return line.product;
  if (line.kind === 'production') return line.production.product;
  return null;
}

/**
 * The extras of a delivered order's lines; undefined before delivery. `reviewable`: the codes of the
 * products still waiting for the customer's review (`/api/my/reviews`).
 */
export function deliveredLineExtras(order: Pick<Order, 'status' | 'lines'>, reviewable: readonly string[]): LineExtras | undefined {
  if (order.status !== 'delivered') return undefined;
  const waiting = new Set(reviewable);
  // 「レビューを書く」 once per product: on the first line of it.
  const firstLineOf = new Map<string, number>();
  for (const line of order.lines) {
    const product = productOf(line);
    if (product && !firstLineOf.has(product.code)) firstLineOf.set(product.code, line.position);
  }
  return function DeliveredActions(line: OrderLine) {
    const product = productOf(line);
    const number = line.kind === 'production' ? line.production.number : null;
    const review = product !== null && waiting.has(product.code) && firstLineOf.get(product.code) === line.position;
    if (number === null && !review) return null;
    return (
      <p className={lineActions}>
        {number !== null && product ? (
          <Link
            className={button({ variant: 'outline', size: 'sm' })}
            to={reorderPath(number)}
            aria-label={`${product.name}（${number}）を再注文する`}
          >
            再注文する
          </Link>
        ) : null}
        {review && product ? (
          <Link
            className={button({ variant: 'outline', size: 'sm' })}
            to={writeReviewPath(product.code)}
            aria-label={`${product.name}のレビューを書く`}
          >
            レビューを書く
          </Link>
        ) : null}
      </p>
    );
  };
}
