import { describe, expect, it } from 'vitest';
import { checkCardForm, checkCvc, checkHolderName } from './card-form.ts';

const NOW = { now: Date.UTC(2026, 10, 25, 3) };
const GOOD = { number: '4242 4242 4242 4242', expMonth: '12', expYear: '28', cvc: '123', name: 'taro  yamada' };

describe('the security code', () => {
  it.each([
    ['123', 'visa', '123'],
    ['１２３', 'jcb', '123'],
    ['1234', 'amex', '1234'],
    [' 123 ', 'diners', '123'],
    ['123', null, '123'],
    ['1234', null, '1234'],
  ] as const)('%j for %s is %j', (typed, brand, cvc) => {
    expect(checkCvc(typed, brand)).toEqual({ ok: true, value: cvc });
  });

  it.each([
    ['', 'visa', { type: 'required' }],
    ['12', 'visa', { type: 'invalid', length: 3 }],
    ['1234', 'visa', { type: 'invalid', length: 3 }],
    ['123', 'amex', { type: 'invalid', length: 4 }],
    ['12a', 'mastercard', { type: 'invalid', length: 3 }],
    ['12', null, { type: 'invalid', length: null }],
    ['12345', null, { type: 'invalid', length: null }],
  ] as const)('%j for %s is refused: %j', (typed, brand, error) => {
    expect(checkCvc(typed, brand)).toEqual({ ok: false, error });
  });
});

describe('the name on the card', () => {
  it.each([
    ['Taro Yamada', 'TARO YAMADA'],
    ['  taro   yamada ', 'TARO YAMADA'],
    ['ＴＡＲＯ　ＹＡＭＡＤＡ', 'TARO YAMADA'],
    ["J. O'NEIL-SMITH", "J. O'NEIL-SMITH"],
  ])('%j is kept as %j', (typed, name) => {
    expect(checkHolderName(typed)).toEqual({ ok: true, value: name });
  });

  it.each([
    ['', 'required'],
    ['   ', 'required'],
    ['山田 太郎', 'not_latin'],
    ['TARO1', 'not_latin'],
    ['-TARO', 'not_latin'],
    ['A'.repeat(65), 'too_long'],
  ])('%j is refused: %s', (typed, type) => {
    expect(checkHolderName(typed)).toEqual({ ok: false, error: { type } });
  });
});

describe('the whole card form', () => {
  it('answers the checked card: digits, brand, last four, four-digit year, the name as on the card', () => {
    expect(checkCardForm(GOOD, NOW)).toEqual({
      ok: true,
      value: { digits: '4242424242424242', brand: 'visa', last4: '4242', expMonth: 12, expYear: 2028, cvc: '123', name: 'TARO YAMADA' },
    });
  });

  it('checks the security code against the number’s brand (AMEX takes 4 digits)', () => {
    expect(checkCardForm({ ...GOOD, number: '378282246310005', cvc: '123' }, NOW)).toEqual({
      ok: false,
      error: { cvc: { type: 'invalid', length: 4 } },
    });
    expect(checkCardForm({ ...GOOD, number: '378282246310005', cvc: '1234' }, NOW).ok).toBe(true);
  });

  it('lists every field that failed, month refusals on the month and the others on the year', () => {
    expect(checkCardForm({ number: '4242', expMonth: '13', expYear: '28', cvc: '', name: '' }, NOW)).toEqual({
      ok: false,
      error: {
        number: { type: 'wrong_length', brand: 'visa' },
        expMonth: { type: 'month_invalid' },
        cvc: { type: 'required' },
        name: { type: 'required' },
      },
    });
    expect(checkCardForm({ ...GOOD, expMonth: '1', expYear: '26' }, NOW)).toEqual({ ok: false, error: { expYear: { type: 'expired' } } });
    expect(checkCardForm({ ...GOOD, expYear: '' }, NOW)).toEqual({ ok: false, error: { expYear: { type: 'year_required' } } });
  });
});
