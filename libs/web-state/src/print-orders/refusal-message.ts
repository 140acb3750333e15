/**
 * Why cart-domain priced a production away (`priceProduction`'s `refusal`), for the shopper: below
 * the method's minimum quantity, no tier for the quantity, or something no longer sold. The print
 * pages, the price simulator and the design tool's price panel say it in the same words.
 */
import type { ProductionRefusal } from '@shop/cart-domain';

export function refusalMessage(
  refusal: ProductionRefusal | undefined,
  method: { readonly name: string } | undefined,
  quantity: number,
): string {
  switch (refusal?.type) {
    case 'below_minimum_quantity':
      return `${method?.name ?? 'このプリント方法'}は${refusal.minQuantity}枚からご注文いただけます（あと${refusal.minQuantity - quantity}枚）。`;
    case 'no_print_charge_tier':
      return 'この枚数のプリント料金が設定されていないため、お見積もりでのご案内となります。';
    default:
      return '選択された内容ではご注文いただけません（在庫切れ、または取り扱いを終了したカラー・サイズ・プリント位置が含まれています）。';
  }
}
