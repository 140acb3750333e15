/** A card as the checkout, confirm and order pages name it: brand, last 4 digits and expiry, never more. */
import { CARD_BRAND_NAMES, type CardBrand } from '@shop/payment-card';

/** `Visa 末尾4242（有効期限 12/30）`. */
export function cardText(card: {
  brand: CardBrand | null;
  last4: string | null;
  expMonth?: number | null;
  expYear?: number | null;
}): string {
  const brand = card.brand ? CARD_BRAND_NAMES[card.brand] : 'クレジットカード';
  const expiry =
    card.expMonth && card.expYear
      ? `（有効期限 ${String(card.expMonth).padStart(2, '0')}/${String(card.expYear % 100).padStart(2, '0')}）`
      : '';
  return `${brand} 末尾${card.last4 ?? '----'}${expiry}`;
}
