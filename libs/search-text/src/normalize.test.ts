import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hiraganaToKatakana, normalizeSearchText, searchTerms } from './normalize.ts';

/** Characters the normaliser treats specially, and some it must leave alone. */
const TRICKY = fc.constantFrom(...'ーｰ-‐―−・･·ヴァィェォぱパﾊﾟ 　\t\n、。「」（）()#,ティシャツtT黒綿5.%𠮷\uD83D\uDE00\uFFFD'.split(''));

describe('normalizeSearchText: the index and the query meet in one form', () => {
  it.each([
    ['Ｔシャツ', 'tシャツ'],
    ['Tシャツ', 'tシャツ'],
    ['ティーシャツ', 'tシャツ'],
    ['ティシャツ', 'tシャツ'],
    ['てぃーしゃつ', 'tシャツ'],
    ['ﾊﾟｰｶｰ', 'パカ'],
    ['パーカー', 'パカ'],
    ['ぱーかー', 'パカ'],
    ['パーカ', 'パカ'],
    ['パ-カ-', 'パカ'],
    ['ＵＮＩＴＥＤ　Basics', 'united basics'],
    ['  5.6オンス   ヘビーウェイト ', '5.6オンス ヘビウェイト'],
    ['00085-CVT', '00085-cvt'],
    ['ヴィンテージ', 'ビンテジ'],
    ['ビンテージ', 'ビンテジ'],
    ['T・シャツ', 'tシャツ'],
    ['綿100%（コーマ糸）', '綿100% コマ糸'],
    ['「黒」　Ｔシャツ！', '黒 tシャツ'],
    ['ロンＴ', 'ロンt'],
  ])('%s → %s', (input, expected) => {
    expect(normalizeSearchText(input)).toBe(expected);
  });

  it('drops half a surrogate pair and the replacement character instead of failing', () => {
    expect(normalizeSearchText('黒\uD83D')).toBe('黒');
    expect(normalizeSearchText('\uDE00白\uFFFD')).toBe('白');
  });

  it('is idempotent: normalising twice changes nothing', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme', maxLength: 40 }),
        (text) => normalizeSearchText(normalizeSearchText(text)) === normalizeSearchText(text),
      ),
    );
  });

  it('never leaves a space at either end, two spaces in a row, or a long-vowel mark', () => {
    fc.assert(
      fc.property(fc.string({ unit: TRICKY, maxLength: 30 }), (text) => {
        const out = normalizeSearchText(text);
        return out === out.trim() && !out.includes('  ') && !out.includes('ー');
      }),
    );
  });

  it('hiragana folding keeps the length and leaves no hiragana', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (text) => {
        const folded = hiraganaToKatakana(text);
        return [...folded].length === [...text].length && !/[ぁ-ゖ]/u.test(folded);
      }),
    );
  });
});

describe('searchTerms', () => {
  it('splits on any white space and punctuation, drops duplicates and blanks', () => {
    expect(searchTerms('ドライ　パーカー  ﾄﾞﾗｲ ')).toEqual(['ドライ', 'パカ']);
    expect(searchTerms('   ')).toEqual([]);
    expect(searchTerms('「」（）')).toEqual([]);
  });

  it('keeps at most eight terms of at most forty characters', () => {
    expect(searchTerms('a b c d e f g h i j')).toHaveLength(8);
    expect(searchTerms('あ'.repeat(200))[0]).toHaveLength(40);
  });
});
