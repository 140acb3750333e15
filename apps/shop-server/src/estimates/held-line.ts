/**
 * A held line (docs/decisions/013): an order line priced once and kept as it is, exactly what an
 * order line needs. An estimate keeps its lines this way, and the cart orders them at these prices
 * while the estimate is valid (order-domain `OrderLineInput` kind `held`). The model is
 * `PricedLine` of `cart/priced-line.ts` without the cart entry.
 */
import type { OrderLineWire } from '@shop/api-contract';
import { type ChargeBreakdown, yen } from '@shop/cart-domain';
import type { StockItem } from '../cart/priced-line.ts';

/** A line's charges by part as plain numbers (cart-domain ChargeBreakdown, yen, tax included). */
export interface HeldCharges {
  garments: number;
  wrapping: number;
  printCharges: number;
  plateCharges: number;
  dataProductionFees: number;
  colorChangeCharges: number;
  /** the line's subtotal */
  total: number;
  /** pieces */
  quantity: number;
}

/** One held line: the order line snapshot, its charges, what it takes from stock, its files and lead days. */
export interface HeldLine {
  /** the snapshot the order keeps (kinds item / production / custom); a production's number is null */
  wire: OrderLineWire;
  charges: HeldCharges;
  /** what the line takes from stock, per SKU (none for a custom line) */
  stock: StockItem[];
  /** file uuids the order keeps */
  files: string[];
  /** business days the line needs before shipping */
  leadDays: number;
  production?: { productId: number; printMethodId: number };
}

/** cart-domain charges as plain numbers. */
export function heldCharges(c: ChargeBreakdown): HeldCharges {
  return {
    garments: c.garments,
    wrapping: c.wrapping,
    printCharges: c.printCharges,
    plateCharges: c.plateCharges,
    dataProductionFees: c.dataProductionFees,
    colorChangeCharges: c.colorChangeCharges,
    total: c.total,
    quantity: c.quantity,
  };
}

/** Plain numbers back as cart-domain charges. */
export function chargeBreakdownOf(c: HeldCharges): ChargeBreakdown {
  return {
    garments: yen(c.garments),
    wrapping: yen(c.wrapping),
    printCharges: yen(c.printCharges),
    plateCharges: yen(c.plateCharges),
    dataProductionFees: yen(c.dataProductionFees),
    colorChangeCharges: yen(c.colorChangeCharges),
    total: yen(c.total),
    quantity: c.quantity,
  };
}
