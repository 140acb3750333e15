/**
 * The live price of a stored print order, computed only with cart-domain: the order as a production
 * draft (`draftOfPrintOrder`) priced by `priceProduction` against the product (the function the
 * cart and the server re-price with), its breakdown (`productionTotal`) and the next-tier hint
 * (`nextTier`). A refused production says why, in Japanese.
 */
import type { Product } from '@shop/api-contract';
import {
  draftOfPrintOrder,
  nextTier,
  orderProductFromWire,
  priceOnePrint,
  pricePerPiece,
  priceProduction,
  printOrderWithPrices,
  productionTotal,
  yen,
  type ChargeBreakdown,
  type NextTier,
  type Production,
  type StoredPrintOrder,
  type Yen,
} from '@shop/cart-domain';
import { refusalMessage } from '@shop/web-state';
import type { PrintMethodView } from './print-order-model.ts';

export type PrintOrderPrice =
  /** Nothing to price yet: no pieces or no placement chosen. */
  | { readonly status: 'incomplete'; readonly message: string }
  /** The production cannot be ordered as it is: why, in Japanese. */
  | { readonly status: 'refused'; readonly message: string }
  | {
      readonly status: 'priced';
      readonly production: Production;
      readonly total: ChargeBreakdown;
      readonly perPiece: Yen; // total ÷ pieces, rounded up
      readonly next: NextTier | null;
    };

type PricedOrder = Pick<StoredPrintOrder, 'product' | 'printMethod' | 'isRepeatable' | 'inkScheme' | 'selectedColors' | 'prints'>;

/** Why a production was priced away, in Japanese (shared with the design tool's price panel). */
export { refusalMessage };

/** Prices a stored print order against its product with cart-domain's production pricing. */
export function pricePrintOrder(order: PricedOrder, product: Product): PrintOrderPrice {
  const draft = draftOfPrintOrder(order);
  if (draft.itemGroups.length === 0) return { status: 'incomplete', message: '数量を入力すると料金が表示されます。' };
  if (draft.prints.length === 0) return { status: 'incomplete', message: 'プリント位置を選ぶと料金が表示されます。' };
  const quantity = draft.itemGroups.reduce((sum, group) => sum + group.items.reduce((n, item) => n + item.quantity, 0), 0);
  const priced = priceProduction(draft, orderProductFromWire(product));
  if (!priced.production) {
    const method = product.printMethods.find((m) => m.id === order.printMethod.id);
    return { status: 'refused', message: refusalMessage(priced.refusal, method, quantity) };
  }
  const total = productionTotal(priced.production);
  return {
    status: 'priced',
    production: priced.production,
    total,
    perPiece: pricePerPiece(total.total, total.quantity),
    next: nextTier(priced.production.prints, total.quantity),
  };
}

/** The stored order with its spec amounts refreshed from its price (unchanged when it cannot be priced). */
export function withCurrentPrices<T extends PricedOrder>(order: T, product: Product): T {
  const price = pricePrintOrder(order, product);
  return price.status === 'priced' ? printOrderWithPrices(order, price.production, orderProductFromWire(product)) : order;
}

/** The quantities the method page quotes a price at. */
export const QUOTE_QUANTITIES = [1, 10, 30, 50, 100] as const;

/**
 * What one piece costs at `quantity` pieces with a method on this product, as the method page quotes
 * it: the cheapest garment, one plate on the cheapest placement (cart-domain's `priceOnePrint`, not
 * repeatable), its one-off charges spread over the pieces; null when the method does not take that
 * many pieces (below its minimum, or no tier).
 */
export function quotePerPiece(product: Product, method: PrintMethodView, quantity: number): Yen | null {
  if (quantity < method.minQuantity) return null;
  const prices = product.colors.flatMap((color) => color.sizes.map((size) => size.sku.price));
  if (prices.length === 0) return null;
  const garment = Math.min(...prices);
  let best: Yen | null = null;
  for (const spec of orderProductFromWire({ ...product, printMethods: [method] }).printMethods[0]?.printSpecs ?? []) {
    const amounts = priceOnePrint(spec.printCategory, { plates: 1, isRepeatable: false, quantity, colorChangeCharge: yen(0) });
    if (!amounts.ok) continue;
    const { printCharge, plateCharge, dataProductionFee } = amounts.value;
    const total = yen((garment + printCharge) * quantity + plateCharge + dataProductionFee);
    if (best === null || total < best) best = total;
  }
  return best === null ? null : pricePerPiece(best, quantity);
}
