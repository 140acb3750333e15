import { describe, expect, it } from 'vitest';
import { analyzeQuery, segmentTerm, type QueryDictionary } from './query.ts';
import { parseSynonyms, synonymTable } from './synonyms.ts';

const dictionary: QueryDictionary = {
  synonyms: synonymTable(
    parseSynonyms(`[color=black] 黒, ブラック, black
長袖, ロングスリーブ, ロンT
帽子, キャップ, ハット`).groups,
  ),
  filters: new Map([
    ['tシャツ', [{ key: 'category', value: 't-shirts' }]],
    ['キャップ', [{ key: 'category', value: 'caps' }]],
    ['xl', [{ key: 'size', value: 'xl' }]],
    ['l', [{ key: 'size', value: 'l' }]],
  ]),
};

describe('analyzeQuery', () => {
  it('expands synonyms and the filters they stand for', () => {
    expect(analyzeQuery('黒 Ｔシャツ', dictionary)).toEqual({
      productCode: null,
      normalized: '黒 tシャツ',
      phrases: [],
      terms: [
        {
          text: '黒',
          label: '黒',
          alternatives: ['黒', 'ブラック', 'black'],
          whole: [false, false, false],
          filters: [{ key: 'color', value: 'black' }],
          matchesText: true,
        },
        {
          text: 'tシャツ',
          label: 'Ｔシャツ',
          alternatives: ['tシャツ'],
          whole: [false],
          filters: [{ key: 'category', value: 't-shirts' }],
          matchesText: true,
        },
      ],
    });
  });

  it('a filter of a synonym counts for the typed word (帽子 → the caps category of キャップ)', () => {
    expect(analyzeQuery('ぼうし', dictionary).terms[0]?.alternatives).toEqual(['ボウシ']);
    expect(analyzeQuery('帽子', dictionary).terms[0]?.filters).toEqual([{ key: 'category', value: 'caps' }]);
  });

  it('a size only matches as a filter', () => {
    expect(analyzeQuery('XL', dictionary).terms).toEqual([
      { text: 'xl', label: 'XL', alternatives: ['xl'], whole: [false], filters: [{ key: 'size', value: 'xl' }], matchesText: false },
    ]);
  });

  it('splits words typed without a space when known words cover them', () => {
    expect(analyzeQuery('黒Tシャツ', dictionary).terms.map((t) => [t.text, t.label])).toEqual([
      ['黒', '黒'],
      ['tシャツ', 'tシャツ'],
    ]);
    expect(analyzeQuery('黒Tシャツ', { ...dictionary, display: new Map([['tシャツ', 'Tシャツ']]) }).terms[1]?.label).toBe('Tシャツ');
    expect(analyzeQuery('長袖Tシャツ', dictionary).terms.map((t) => t.text)).toEqual(['長袖', 'tシャツ']);
    expect(segmentTerm('黒スウェット', dictionary)).toEqual(['黒スウェット']);
    // one-letter words never split a word: "xl" stays a size, "lxl" stays whole
    expect(segmentTerm('lxl', dictionary)).toEqual(['lxl']);
  });

  it('a short kana or Latin synonym must match a whole word, a kanji one may match inside a word', () => {
    const withTie = { ...dictionary, synonyms: synonymTable(parseSynonyms('ネクタイ, タイ, 紐\nコットン, 綿').groups) };
    expect(analyzeQuery('ネクタイ', withTie).terms[0]?.whole).toEqual([false, true, false]);
    expect(analyzeQuery('コットン', withTie).terms[0]?.whole).toEqual([false, false]);
    // an unknown typed word of two Latin letters too (the "or" of an SQL injection attempt), not a known one
    expect(analyzeQuery("' or 1=1 --", withTie).terms.map((t) => [t.text, t.whole[0]])).toEqual([
      ['or', true],
      ['1', true],
    ]);
    expect(analyzeQuery('xl', withTie).terms[0]?.whole).toEqual([false]);
  });

  it('keeps a word split into known words as a phrase', () => {
    expect(analyzeQuery('黒Tシャツ 長袖', dictionary).phrases).toEqual(['黒tシャツ']);
  });

  it('recognises a product number typed alone', () => {
    expect(analyzeQuery(' 00085-cvt ', dictionary).productCode).toBe('00085-CVT');
    expect(analyzeQuery('００１２３', dictionary).productCode).toBe('00123');
    expect(analyzeQuery('00085 黒', dictionary).productCode).toBeNull();
    expect(analyzeQuery('1234', dictionary).productCode).toBeNull();
  });
});
