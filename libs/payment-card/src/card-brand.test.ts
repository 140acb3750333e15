import { describe, expect, it } from 'vitest';
import {
  CARD_BRAND_NAMES,
  CARD_BRAND_RULES,
  CARD_BRANDS,
  detectCardBrand,
  MAX_CARD_NUMBER_LENGTH,
  possibleCardBrands,
} from './card-brand.ts';

describe('brand detection as the shopper types', () => {
  it.each([
    ['4', 'visa'],
    ['42', 'visa'],
    ['5', 'mastercard'],
    ['51', 'mastercard'],
    ['55', 'mastercard'],
    ['2221', 'mastercard'],
    ['2720', 'mastercard'],
    ['35', 'jcb'],
    ['3528', 'jcb'],
    ['3589', 'jcb'],
    ['34', 'amex'],
    ['37', 'amex'],
    ['36', 'diners'],
    ['300', 'diners'],
    ['305', 'diners'],
    ['38', 'diners'],
    ['4242424242424242', 'visa'],
  ] as const)('%s is %s', (digits, brand) => {
    expect(detectCardBrand(digits)).toBe(brand);
  });

  it('names no brand while the first digits still allow several of the five', () => {
    expect(possibleCardBrands('')).toEqual(CARD_BRANDS);
    expect(detectCardBrand('')).toBeNull();
    expect(possibleCardBrands('3')).toEqual(['jcb', 'amex', 'diners']);
    expect(detectCardBrand('3')).toBeNull();
    expect(possibleCardBrands('2')).toEqual(['mastercard', 'jcb']);
  });

  it.each([
    ['6011', 'Discover'],
    ['65', 'Discover'],
    ['62', 'UnionPay'],
    ['50', 'Maestro'],
    ['6', 'Maestro, Discover, UnionPay…'],
    ['9', 'none'],
    ['3330', 'none'],
  ])('%s (%s) is none of the shop’s brands', (digits) => {
    expect(possibleCardBrands(digits)).toEqual([]);
    expect(detectCardBrand(digits)).toBeNull();
  });

  it('reads only ASCII digits (the form passes cardDigits’ answer)', () => {
    expect(possibleCardBrands('4242 4242')).toEqual([]);
    expect(possibleCardBrands('４')).toEqual([]);
    expect(possibleCardBrands('x')).toEqual([]);
  });
});

describe('brand rules', () => {
  it('gives lengths and the security-code length of each brand (AMEX: 15 digits, a 4-digit code)', () => {
    expect(CARD_BRAND_RULES).toEqual({
      visa: { lengths: [16, 18, 19], cvcLength: 3 },
      mastercard: { lengths: [16], cvcLength: 3 },
      jcb: { lengths: [16, 17, 18, 19], cvcLength: 3 },
      amex: { lengths: [15], cvcLength: 4 },
      diners: { lengths: [14, 16, 19], cvcLength: 3 },
    });
    expect(MAX_CARD_NUMBER_LENGTH).toBe(19);
  });

  it('names every brand in Japanese', () => {
    expect(CARD_BRAND_NAMES).toEqual({
      visa: 'Visa',
      mastercard: 'マスターカード',
      jcb: 'JCB',
      amex: 'アメリカン・エキスプレス',
      diners: 'ダイナースクラブ',
    });
  });
});
