/** The product's print methods with their starting price (spec §4: the lowest tier charge) and the way into the price simulator. */
import type { Product } from '@shop/api-contract';
import type { Yen } from '@shop/cart-domain';
import { formatYen } from '../format/yen.ts';
import { startingPrice, startingPriceCondition } from '../pricing/starting-price.ts';
import { PriceSimulatorLauncher } from '../pricing/simulator-launcher.tsx';
import { method as methodClass, methods } from './product-order.css.ts';

/**
 * The lowest per-piece print charge a method offers on this product: over its print specs, the
 * charge cart-domain picks for the largest quantity (the lowest of all tiers). Null without specs.
 */
export function startingPrintCharge(method: Product['printMethods'][number]): Yen | null {
  return startingPrice(method)?.charge ?? null;
}

/** What a method's starting price is and when it applies: 「100枚以上・10cm×10cm以内の場合 プリント代1枚あたり￥440〜（税込）」. */
export function startingPriceText(method: Product['printMethods'][number]): string {
  const from = startingPrice(method);
  return from === null ? '料金はお見積もり' : `${startingPriceCondition(from)} プリント代1枚あたり${formatYen(from.charge)}〜（税込）`;
}

/** The list of print methods and their starting price per piece, then the price simulator's button. */
export function PrintMethodPrices({ product, headingClass }: { product: Product; headingClass?: string }) {
  if (product.printMethods.length === 0) return null;
  return (
    <section aria-labelledby="product-print-methods">
      <h2 id="product-print-methods" className={headingClass}>
        対応プリント方法と料金
      </h2>
      <ul className={methods}>
        {product.printMethods.map((method) => (
          <li key={method.id} className={methodClass}>
            <span>{method.name}</span>
            <span>{startingPriceText(method)}</span>
          </li>
        ))}
      </ul>
      <PriceSimulatorLauncher product={product} />
    </section>
  );
}
