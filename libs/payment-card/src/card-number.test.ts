import { describe, expect, it } from 'vitest';
import { cardDigits, checkCardNumber, formatCardNumber, luhnCheckDigit, luhnValid, maxCardNumberLength } from './card-number.ts';

describe('cardDigits', () => {
  it.each([
    ['4242424242424242', '4242424242424242'],
    ['4242 4242 4242 4242', '4242424242424242'],
    ['4242-4242-4242-4242', '4242424242424242'],
    ['４２４２　４２４２－４２４２ ４２４２', '4242424242424242'],
    ['  3782 822463 10005 ', '378282246310005'],
    ['', ''],
  ])('%j → %j (spaces, hyphens and full-width digits are what a shopper types)', (typed, digits) => {
    expect(cardDigits(typed)).toBe(digits);
  });

  it.each(['4242 4242 4242 424a', '4242.4242', '４２４２Ａ', '+4242'])('%j has something besides digits: null', (typed) => {
    expect(cardDigits(typed)).toBeNull();
  });
});

describe('the Luhn check', () => {
  it.each(['4242424242424242', '378282246310005', '36227206271667', '0', '18'])('%s passes', (digits) => {
    expect(luhnValid(digits)).toBe(true);
  });

  it.each(['4242424242424241', '4242424242424224', '1', '', '4242 4242 4242 4242', 'abc'])('%j fails', (digits) => {
    expect(luhnValid(digits)).toBe(false);
  });

  it('computes the check digit that completes a number', () => {
    expect(luhnCheckDigit('424242424242424')).toBe('2');
    expect(luhnCheckDigit('37828224631000')).toBe('5');
    expect(() => luhnCheckDigit('42a')).toThrow(RangeError);
  });
});

describe('display grouping', () => {
  it.each([
    ['', ''],
    ['4', '4'],
    ['4242', '4242'],
    ['42424', '4242 4'],
    ['4242424242424242', '4242 4242 4242 4242'],
    ['4242424242424242424', '4242 4242 4242 4242 424'],
    ['42424242424242424242', '4242 4242 4242 4242 424'],
    ['5555555555554444', '5555 5555 5555 4444'],
    ['55555555555544449', '5555 5555 5555 4444'],
    ['3782', '3782'],
    ['37828', '3782 8'],
    ['3782822463', '3782 822463'],
    ['378282246310005', '3782 822463 10005'],
    ['3782822463100059', '3782 822463 10005'],
    ['36227206271667', '3622 720627 1667'],
    ['3056930009020004', '3056 9300 0902 0004'],
    ['3566002020360505', '3566 0020 2036 0505'],
    ['6011111111111117', '6011 1111 1111 1117'],
  ])('%s shows as %j', (digits, shown) => {
    expect(formatCardNumber(digits)).toBe(shown);
  });

  it('allows the longest length of the brand, or 19 digits while it is unknown', () => {
    expect([
      maxCardNumberLength('amex'),
      maxCardNumberLength('mastercard'),
      maxCardNumberLength('visa'),
      maxCardNumberLength(null),
    ]).toEqual([15, 16, 19, 19]);
  });
});

describe('checking a finished number', () => {
  it('answers the digits, brand and last four of a good number as typed', () => {
    expect(checkCardNumber('4242 4242 4242 4242')).toEqual({
      ok: true,
      value: { digits: '4242424242424242', brand: 'visa', last4: '4242' },
    });
    expect(checkCardNumber('３７８２ ８２２４６３ １０００５')).toEqual({
      ok: true,
      value: { digits: '378282246310005', brand: 'amex', last4: '0005' },
    });
  });

  it.each([
    ['', { type: 'required' }],
    ['   ', { type: 'required' }],
    ['4242 4242 4242 424x', { type: 'not_digits' }],
    ['6011111111111117', { type: 'unsupported_brand' }],
    ['6200000000000005', { type: 'unsupported_brand' }],
    ['3', { type: 'wrong_length', brand: null }],
    ['424242424242424', { type: 'wrong_length', brand: 'visa' }],
    ['42424242424242421', { type: 'wrong_length', brand: 'visa' }],
    ['37828224631000', { type: 'wrong_length', brand: 'amex' }],
    ['4242424242424241', { type: 'invalid' }],
    ['378282246310006', { type: 'invalid' }],
  ])('%j is refused: %j', (typed, error) => {
    expect(checkCardNumber(typed)).toEqual({ ok: false, error });
  });
});
