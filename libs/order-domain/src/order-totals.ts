/**
 * What an order costs (spec §9, docs/decisions/009): every line priced by cart-domain (an item's
 * garments and wrapping through `chargeBreakdown`, a production through `productionTotal`), the
 * shipping fee (free from `FREE_SHIPPING_MINIMUM`, otherwise the catalogue's fee) and the
 * consumption tax the tax-included total contains. Integer yen throughout; nothing is priced here
 * that cart-domain does not price.
 */
import {
  type CartItemBase,
  type ChargeBreakdown,
  chargeBreakdown,
  consumptionTaxIncluded,
  freeShippingProgress,
  type Production,
  productionTotal,
  sumYen,
  wrappingCharge,
  type Yen,
  yen,
} from '@shop/cart-domain';

/** A plain cart line, priced (its `price` is the SKU's price now). */
export interface OrderItemLine {
  readonly kind: 'item';
  readonly item: Pick<CartItemBase, 'id' | 'sku' | 'quantity' | 'price' | 'wrappingId' | 'wrappings'>;
}

/** A print production, priced by cart-domain's `priceProduction`. */
export interface OrderProductionLine {
  readonly kind: 'production';
  readonly production: Production;
}

/** One line of an order: what the confirm page shows and the order keeps. */
export type OrderLineInput = OrderItemLine | OrderProductionLine;

/** An order's charges by part, summed over its lines (yen, tax included). */
export interface OrderCharges {
  readonly garments: Yen;
  readonly wrapping: Yen;
  readonly printCharges: Yen;
  readonly plateCharges: Yen;
  readonly dataProductionFees: Yen;
  readonly colorChangeCharges: Yen;
}

/** The amounts of an order (yen, tax included). */
export interface OrderAmounts {
  /** Σ line subtotals */
  readonly goodsTotal: Yen;
  /** 0 when the goods total reaches FREE_SHIPPING_MINIMUM */
  readonly shippingFee: Yen;
  /** goods total + shipping fee: what is charged */
  readonly total: Yen;
  /** consumption tax contained in `total` (内消費税), floor(total × 10 / 110) */
  readonly tax: Yen;
}

/** `orderTotals` result: the amounts, the charges by part and the pieces ordered. */
export interface OrderTotals extends OrderAmounts {
  readonly charges: OrderCharges;
  readonly quantity: number; // pieces
}

/** A line's charges by part; `total` is its subtotal. */
export function lineCharges(line: OrderLineInput): ChargeBreakdown {
  if (line.kind === 'production') return productionTotal(line.production);
  const { item } = line;
  return chargeBreakdown([{ unitPrice: item.price, wrappingCharge: wrappingCharge(item.wrappings, item.wrappingId), quantity: item.quantity }], []);
}

/** The shipping fee of a goods total: 0 from FREE_SHIPPING_MINIMUM (20,000 yen) up, else `fee`. */
export function shippingFeeFor(goodsTotal: Yen, fee: Yen): Yen {
  return freeShippingProgress(goodsTotal).qualifies ? yen(0) : fee;
}

/**
 * The amounts of an order of these lines, with the catalogue's shipping fee.
 *
 * @example orderTotals(lines, { shippingFee: yen(880) }).total
 */
export function orderTotals(lines: readonly OrderLineInput[], { shippingFee }: { readonly shippingFee: Yen }): OrderTotals {
  const parts = lines.map(lineCharges);
  const sum = (pick: (charges: ChargeBreakdown) => Yen) => sumYen(parts.map(pick));
  const goodsTotal = sum((c) => c.total);
  const fee = shippingFeeFor(goodsTotal, shippingFee);
  const total = yen(goodsTotal + fee);
  return {
    charges: {
      garments: sum((c) => c.garments),
      wrapping: sum((c) => c.wrapping),
      printCharges: sum((c) => c.printCharges),
      plateCharges: sum((c) => c.plateCharges),
      dataProductionFees: sum((c) => c.dataProductionFees),
      colorChangeCharges: sum((c) => c.colorChangeCharges),
    },
    quantity: parts.reduce((pieces, c) => pieces + c.quantity, 0),
    goodsTotal,
    shippingFee: fee,
    total,
    tax: consumptionTaxIncluded(total),
  };
}
