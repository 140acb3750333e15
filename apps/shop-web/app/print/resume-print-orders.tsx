/**
 * The shopper's unfinished print orders of this product, to resume them (「前回の続きから」). Stored
 * orders live in this browser only, so the list renders after hydration; the product page loads
 * this module then (`LaterResumePrintOrders`). The first action 「この商品にプリントする」 is
 * print-entry-link.tsx (re-exported here).
 */
import type { Product } from '@shop/api-contract';
import { printOrdersAtom } from '@shop/web-state';
import { useAtomValue } from 'jotai';
import { Link } from 'react-router';
import { formatMonthDayTime } from '../format/dates.ts';
import { isImplemented } from '../navigation/route-table.ts';
import { useHydrated } from '../session/use-hydrated.ts';
import { methodOf, orderQuantity, resumeStepHref } from './print-order-model.ts';
import { choiceList, muted, section, sectionTitle } from './print.css.ts';

export { PrintEntryLink } from './print-entry-link.tsx';

/** The unfinished print orders of this product (not disabled), newest first, each linking back to its flow. */
export function ResumePrintOrders({ product }: { product: Product }) {
  const hydrated = useHydrated();
  const { orders } = useAtomValue(printOrdersAtom);
  if (!hydrated || !isImplemented('product-code-print')) return null;
  const mine = orders
    .filter((order) => order.timestamp > 0 && order.product.code === product.code)
    .flatMap((order) => {
      const method = methodOf(product, order);
      return method ? [{ order, method }] : [];
    })
    .reverse();
  if (mine.length === 0) return null;
  return (
    <section className={section} aria-labelledby="print-resume">
      <h2 id="print-resume" className={sectionTitle}>
        前回の続きから
      </h2>
      <ul className={choiceList}>
        {mine.map(({ order, method }) => {
          const pieces = orderQuantity(order);
          return (
            <li key={order.id}>
              <Link to={resumeStepHref(order, method)}>
                {method.name}のプリント注文{pieces > 0 ? `（${pieces}枚）` : ''}を再開する
              </Link>
              <span className={muted}> {formatMonthDayTime(order.timestamp)} 保存</span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
