/**
 * What an order costs (spec §9, docs/decisions/009): every line priced by cart-domain (an item's
 * garments and wrapping through `chargeBreakdown`, a production through `productionTotal`), the
 * shipping fee (free from `FREE_SHIPPING_MINIMUM`, otherwise the catalogue's fee) and the
 * consumption tax the tax-included total contains. Integer yen throughout; nothing is priced here
 * that cart-domain does not price.
 */
import {
  type CartItemBase,
  type CartReorder,
  type ChargeBreakdown,
  chargeBreakdown,
  consumptionTaxIncluded,
  freeShippingProgress,
  type Production,
  productionTotal,
  reorderTotal,
  sumYen,
  wrappingCharge,
  type Yen,
  yen,
} from '@shop/cart-domain';
import { couponDiscount, type CouponTerms } from './discounts.ts';
import { usablePoints } from './points.ts';

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

/**
 * A line priced earlier and held at that price (an estimate's line while it is valid): its charges
 * as they were priced, and the business days it needs.
 */
export interface OrderHeldLine {
  readonly kind: 'held';
  readonly charges: ChargeBreakdown;
  readonly leadDays: number;
}

/**
 * A reorder of a delivered production (spec §9), priced now by cart-domain's `priceReorder`: its
 * amounts as a cart reorder (new plates only when the old ones were not kept) and the business days its method needs.
 */
export interface OrderReorderLine {
  readonly kind: 'reorder';
  readonly reorder: Pick<CartReorder, 'cartReorderItemGroups' | 'cartReorderPrints'>;
  readonly leadDays: number;
}

/** One line of an order: what the confirm page shows and the order keeps. */
export type OrderLineInput = OrderItemLine | OrderProductionLine | OrderHeldLine | OrderReorderLine;

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
  /** what the coupon takes off the goods total (0 without a coupon) */
  readonly couponDiscount: Yen;
  /** points used (1 point = 1 yen), capped at the balance and at what is left to pay */
  readonly pointsUsed: Yen;
  /** goods total + shipping fee − coupon discount − points used, never below 0: what is charged */
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
  if (line.kind === 'held') return line.charges;
  if (line.kind === 'reorder') return reorderTotal(line.reorder);
  const { item } = line;
  return chargeBreakdown(
    [{ unitPrice: item.price, wrappingCharge: wrappingCharge(item.wrappings, item.wrappingId), quantity: item.quantity }],
    [],
  );
}

/** The shipping fee of a goods total: 0 from FREE_SHIPPING_MINIMUM (20,000 yen) up, else `fee`. */
export function shippingFeeFor(goodsTotal: Yen, fee: Yen): Yen {
  return freeShippingProgress(goodsTotal).qualifies ? yen(0) : fee;
}

/** What reduces an order's total: a coupon, and points with the balance they come from. */
export interface OrderDiscounts {
  readonly coupon?: Pick<CouponTerms, 'kind' | 'value'> | null;
  readonly points?: { readonly requested: number; readonly balance: number } | null;
}

/**
 * The amounts of an order of these lines, with the catalogue's shipping fee, a coupon and points.
 * The shipping fee is decided on the goods total before any discount (a coupon never makes an order
 * lose its free shipping); the coupon comes off the goods, then points off what is left to pay; the
 * tax is the consumption tax contained in what is finally charged.
 *
 * @example orderTotals(lines, { shippingFee: yen(880) }).total
 */
export function orderTotals(
  lines: readonly OrderLineInput[],
  { shippingFee, coupon = null, points = null }: { readonly shippingFee: Yen } & OrderDiscounts,
): OrderTotals {
  const parts = lines.map(lineCharges);
  const sum = (pick: (charges: ChargeBreakdown) => Yen) => sumYen(parts.map(pick));
  const goodsTotal = sum((c) => c.total);
  const fee = shippingFeeFor(goodsTotal, shippingFee);
  const discount = coupon ? couponDiscount(coupon, goodsTotal) : yen(0);
  const payable = goodsTotal + fee - discount;
  const pointsUsed = yen(points ? usablePoints(points.requested, points.balance, payable) : 0);
  const total = yen(Math.max(0, payable - pointsUsed));
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
    couponDiscount: discount,
    pointsUsed,
    total,
    tax: consumptionTaxIncluded(total),
  };
}
