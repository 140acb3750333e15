/** Money display. Amounts are integer yen, tax included (総額表示); formatting happens only here. */

import { formatCount } from './numbers.ts';

/** `1210` → `￥1,210` (as `Intl.NumberFormat('ja-JP', { style: 'currency', currency: 'JPY' })`, without loading Intl). */
export function formatYen(amount: number): string {
  const text = formatCount(amount);
  return text.startsWith('-') ? `-￥${text.slice(1)}` : `￥${text}`;
}

/** Lowest and highest unit price over a product's SKUs (yen), or null when it has none. */
export function priceRange(prices: readonly number[]): { min: number; max: number } | null {
  if (prices.length === 0) return null;
  return { min: Math.min(...prices), max: Math.max(...prices) };
}
