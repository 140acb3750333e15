/**
 * The brands the shop takes (spec §3) and their Japanese names, apart from the detection rules in
 * card-brand.ts: pages that only name a card (the confirm and order pages: 「Visa 末尾4242」) import
 * these without the card-type prefix table.
 */

/** The brands the shop takes. */
export type CardBrand = 'visa' | 'mastercard' | 'jcb' | 'amex' | 'diners';

/** In the order the card form shows them. */
export const CARD_BRANDS: readonly CardBrand[] = ['visa', 'mastercard', 'jcb', 'amex', 'diners'];

/** Japanese brand names, as card forms and order pages in Japan write them. */
export const CARD_BRAND_NAMES: Readonly<Record<CardBrand, string>> = Object.freeze({
  visa: 'Visa',
  mastercard: 'マスターカード',
  jcb: 'JCB',
  amex: 'アメリカン・エキスプレス',
  diners: 'ダイナースクラブ',
});
