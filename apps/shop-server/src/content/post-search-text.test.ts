import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { escapeLike, katakanaToHiragana, normalizeSearchText, searchTerms } from './post-search-text.ts';

describe('normalizeSearchText', () => {
  it.each([
    ['Ｔシャツ', 'tしゃつ'],
    ['Tシャツ', 'tしゃつ'],
    ['ﾊﾟｰｶｰ', 'ぱーかー'],
    ['パーカー', 'ぱーかー'],
    ['ぱーかー', 'ぱーかー'],
    ['ＵＮＩＴＥＤ　Basics', 'united basics'],
    ['  5.6オンス   ヘビーウェイト ', '5.6おんす へびーうぇいと'],
    ['00085-CVT', '00085-cvt'],
    ['ヴィンテージ', 'ゔぃんてーじ'],
    ['綿100%', '綿100%'],
  ])('%s → %s', (input, expected) => {
    expect(normalizeSearchText(input)).toBe(expected);
  });

  it('is idempotent: normalising twice changes nothing', () => {
    fc.assert(fc.property(fc.string(), (text) => normalizeSearchText(normalizeSearchText(text)) === normalizeSearchText(text)));
  });

  it('katakana folding keeps the length and leaves non-katakana alone', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const folded = katakanaToHiragana(text);
        return [...folded].length === [...text].length && !/[ァ-ヶ]/.test(folded);
      }),
    );
  });
});

describe('searchTerms', () => {
  it('splits on any white space, drops duplicates and blanks', () => {
    expect(searchTerms('ドライ　パーカー  ﾄﾞﾗｲ ')).toEqual(['どらい', 'ぱーかー']);
    expect(searchTerms('   ')).toEqual([]);
  });

  it('keeps at most eight terms', () => {
    expect(searchTerms('a b c d e f g h i j')).toHaveLength(8);
  });
});

describe('escapeLike', () => {
  it('escapes the LIKE wildcards and the escape character', () => {
    expect(escapeLike('50%_off\\')).toBe('50\\%\\_off\\\\');
  });
});
