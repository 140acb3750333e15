/** The product's print methods with their starting price (spec §4: the lowest tier charge). */
import type { Product } from '@shop/api-contract';
import { printChargeForQuantity, yen, type Yen } from '@shop/cart-domain';
import { formatYen } from '../format/yen.ts';
import { method as methodClass, methods } from './product-order.css.ts';

/**
 * The lowest per-piece print charge a method offers on this product: over its print specs, the
 * charge cart-domain picks for the largest quantity (the lowest of all tiers). Null without specs.
 */
export function startingPrintCharge(method: Product['printMethods'][number]): Yen | null {
  let lowest: Yen | null = null;
  for (const spec of method.printSpecs) {
    const tiers = spec.printCategory.printCharges.map((tier) => ({ minQuantity: tier.minQuantity, charge: yen(tier.charge) }));
    const charge = printChargeForQuantity(tiers, Number.MAX_SAFE_INTEGER);
    if (charge.ok && (lowest === null || charge.value < lowest)) lowest = charge.value;
  }
  return lowest;
}

/** The list of print methods and their starting price per piece. */
export function PrintMethodPrices({ product, headingClass }: { product: Product; headingClass?: string }) {
  if (product.printMethods.length === 0) return null;
  return (
    <section aria-labelledby="product-print-methods">
      <h2 id="product-print-methods" className={headingClass}>
        対応プリント方法と料金
      </h2>
      <ul className={methods}>
        {product.printMethods.map((method) => {
          const from = startingPrintCharge(method);
          return (
            <li key={method.id} className={methodClass}>
              <span>{method.name}</span>
              <span>{from === null ? '料金はお見積もり' : `プリント代 1枚あたり${formatYen(from)}〜（税込）`}</span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
