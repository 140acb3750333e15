/**
 * The product page's way into printing: the first action 「この商品にプリントする」 (once the print
 * routes exist) and the shopper's unfinished print orders of this product, to resume them
 * (「前回の続きから」). Stored orders live in this browser only, so the list renders after hydration.
 */
import type { Product } from '@shop/api-contract';
import { button } from '@shop/ui';
import { printOrdersAtom } from '@shop/web-state';
import { useAtomValue } from 'jotai';
import { Link } from 'react-router';
import { isImplemented } from '../navigation/route-table.ts';
import { useHydrated } from '../session/use-hydrated.ts';
import { methodOf, orderQuantity, resumeStepHref } from './print-order-model.ts';
import { choiceList, muted, section, sectionTitle } from './print.css.ts';

const dateFormat = new Intl.DateTimeFormat('ja-JP', { month: 'numeric', day: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: 'Asia/Tokyo' });

/** 「この商品にプリントする」: shown once the method page is a registered route and the product prints. */
export function PrintEntryLink({ product }: { product: Pick<Product, 'code' | 'printMethods'> }) {
  if (!isImplemented('product-code-print') || product.printMethods.length === 0) return null;
  return (
    <p>
      <Link to={`/product/${encodeURIComponent(product.code)}/print`} className={button({ variant: 'primary', size: 'lg' })}>
        この商品にプリントする
      </Link>
    </p>
  );
}

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
              <span className={muted}> {dateFormat.format(order.timestamp)} 保存</span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
