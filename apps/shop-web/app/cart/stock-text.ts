import { stockLevel } from '@shop/cart-domain';

/**
 * A size's stock as the product page and the print steps show it. Its own module: the print steps
 * need only this of the product page's order form.
 */
export function stockText(quantity: number): string {
  const level = stockLevel(quantity);
  if (level === 'sold_out') return '在庫なし';
  return level === 'few_left' ? `残りわずか（あと${quantity}点）` : '在庫あり';
}
