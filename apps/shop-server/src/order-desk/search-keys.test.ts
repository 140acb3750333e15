import { describe, expect, it } from 'vitest';
import { likeLiteral, orderSearchKeys } from './search-keys.ts';

describe('orderSearchKeys', () => {
  it.each([
    ['090-1234-5678', '09012345678'],
    ['０９０１２３４５６７８', '09012345678'],
    ['０９０－１２３４－５６７８', '09012345678'],
    ['090 1234 5678', '09012345678'],
    ['(03) 1234-5678', '0312345678'],
    ['〒100-0001', '1000001'],
    ['１００ー０００１', '1000001'],
  ])('%s is the digits %s', (typed, digits) => {
    expect(orderSearchKeys(typed)?.digits).toBe(digits);
  });

  it('folds hiragana and half-width katakana to katakana, and drops the spaces between words', () => {
    expect(orderSearchKeys('やまだ　たろう')).toEqual({ text: 'やまだたろう', kana: 'ヤマダタロウ', digits: null });
    expect(orderSearchKeys('ﾔﾏﾀﾞ')?.kana).toBe('ヤマダ');
    expect(orderSearchKeys('山田 太郎')).toEqual({ text: '山田太郎', kana: null, digits: null });
  });

  it('lower-cases e-mail addresses and makes full-width ones half-width', () => {
    expect(orderSearchKeys('ＴＡＲＯ＠Example.com')).toEqual({ text: 'taro@example.com', kana: null, digits: null });
  });

  it('is nothing for blank text, and no digits for fewer than three or for words', () => {
    expect(orderSearchKeys(' 　 ')).toBeUndefined();
    expect(orderSearchKeys('12')?.digits).toBeNull();
    expect(orderSearchKeys('PF-2026-000123')).toEqual({ text: 'pf-2026-000123', kana: null, digits: null });
  });
});

describe('likeLiteral', () => {
  it('takes %, _ and \\ literally', () => {
    expect(likeLiteral('50%_off\\')).toBe('50\\%\\_off\\\\');
  });
});
