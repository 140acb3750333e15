/** How much of a SKU is left, as the storefront tells a shopper (在庫あり / 残りわずか / 在庫切れ). */
import { LOW_STOCK_THRESHOLD } from './constants.ts';

/** The stock level of a SKU. */
export type StockLevel = 'sold_out' | 'few_left' | 'in_stock';

/** `sold_out` below 1 piece, `few_left` up to LOW_STOCK_THRESHOLD (10) pieces, else `in_stock`. */
export function stockLevel(quantityAvailable: number): StockLevel {
  if (quantityAvailable < 1) return 'sold_out';
  return quantityAvailable <= LOW_STOCK_THRESHOLD ? 'few_left' : 'in_stock';
}
