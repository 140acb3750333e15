import { describe, expect, it } from 'vitest';
import { buildSearchDocument, charPosition, fieldAt } from './document.ts';
import { analyzeQuery, type QueryDictionary } from './query.ts';
import { explainScore, type ProductSignals } from './ranking.ts';
import { parseSynonyms, synonymTable } from './synonyms.ts';

const dictionary: QueryDictionary = {
  synonyms: synonymTable(parseSynonyms('[color=black] 黒, ブラック\n綿, コットン').groups),
  filters: new Map([['tシャツ', [{ key: 'category', value: 't-shirts' }]]]),
};

function product(
  fields: { name: string; description?: string; attributes?: string; category?: string },
  has: string[] = [],
  extra: Partial<ProductSignals> = {},
): ProductSignals {
  const doc = buildSearchDocument({
    name: fields.name,
    tags: '',
    category: fields.category ?? '',
    brand: 'United Basics',
    attributes: fields.attributes ?? '',
    description: fields.description ?? '',
  });
  return {
    text: doc.text,
    ends: doc.ends,
    name: doc.name,
    inStock: true,
    popularity: 0,
    hasFilter: (f) => has.includes(`${f.key}=${f.value}`),
    ...extra,
  };
}

describe('the score of a product', () => {
  it('counts each term by the best field it occurs in', () => {
    const shirt = product({ name: '5.6オンス Tシャツ', attributes: 'ホワイト ブラック 綿100%', category: 'Tシャツ' }, [
      'category=t-shirts',
      'color=black',
    ]);
    const explained = explainScore(analyzeQuery('黒 Tシャツ', dictionary), shirt);
    expect(explained.terms).toEqual([
      // a synonym scores 0.75 of its field's weight; the filter value lifts it to the attributes' weight, plus its boost
      { term: '黒', matched: 'ブラック', field: 'attributes', filters: [{ key: 'color', value: 'black' }], score: 2 + 3 },
      { term: 'tシャツ', matched: 'tシャツ', field: 'name', filters: [{ key: 'category', value: 't-shirts' }], score: 8 + 3 },
    ]);
    expect(explained).toMatchObject({ matches: true, exactName: 0, phrases: 0, inStock: 1, popularity: 0, score: 17 });
  });

  it('a word that stands for a filter value matches a product with that value, with no word of it in the text', () => {
    const sleeves: QueryDictionary = { ...dictionary, synonyms: synonymTable(parseSynonyms('[category=t-shirts] 半袖, 半そで').groups) };
    const tee = explainScore(analyzeQuery('半袖', sleeves), product({ name: '5.6オンス Tシャツ' }, ['category=t-shirts']));
    expect(tee).toMatchObject({
      matches: true,
      terms: [{ matched: null, field: null, filters: [{ key: 'category', value: 't-shirts' }], score: 2 + 3 }],
    });
    expect(explainScore(analyzeQuery('半袖', sleeves), product({ name: 'ロングスリーブTシャツ' })).matches).toBe(false);
  });

  it('the word as typed ranks above a synonym, and a short synonym only counts as a whole word', () => {
    const tie: QueryDictionary = { ...dictionary, synonyms: synonymTable(parseSynonyms('ネクタイ, タイ').groups) };
    expect(explainScore(analyzeQuery('ネクタイ', tie), product({ name: 'シルクネクタイ' })).terms[0]).toMatchObject({
      matched: 'ネクタイ',
      score: 8,
    });
    expect(explainScore(analyzeQuery('ネクタイ', tie), product({ name: 'テキスタイル' })).matches).toBe(false);
    expect(explainScore(analyzeQuery('ネクタイ', tie), product({ name: 'タイ ピン' })).terms[0]).toMatchObject({
      matched: 'タイ',
      score: 6,
    });
  });

  it('a word typed as one ranks higher where it occurs as typed', () => {
    const split = analyzeQuery('黒Tシャツ', dictionary);
    expect(split.terms.map((t) => t.text)).toEqual(['黒', 'tシャツ']);
    expect(explainScore(split, product({ name: '黒Tシャツ' })).phrases).toBe(4);
    expect(explainScore(split, product({ name: 'Tシャツ', attributes: '黒' })).phrases).toBe(0);
  });

  it('ranks a name hit above a description hit, and a product without the term does not match', () => {
    const query = analyzeQuery('コットン', dictionary);
    const named = explainScore(query, product({ name: 'コットンキャップ' }));
    const described = explainScore(query, product({ name: 'キャップ', description: '綿100%のキャップ' }));
    const none = explainScore(query, product({ name: 'ドライキャップ' }));
    expect(named.score).toBeGreaterThan(described.score);
    expect(described.terms[0]).toMatchObject({ matched: '綿', field: 'description', score: 0.75 });
    expect(none.matches).toBe(false);
  });

  it('an exact name ranks first, stock and popularity only part equals', () => {
    const query = analyzeQuery('ドライキャップ', dictionary);
    expect(explainScore(query, product({ name: 'ドライキャップ' })).exactName).toBe(20);
    const popular = explainScore(query, product({ name: 'ドライキャップ L' }, [], { popularity: 20_000 }));
    const soldOut = explainScore(query, product({ name: 'ドライキャップ L' }, [], { inStock: false }));
    expect(popular.popularity).toBe(1);
    expect(popular.score - soldOut.score).toBe(2);
  });

  it('a document holds a token for each filter value of the product', () => {
    const doc = buildSearchDocument({ name: 'キャップ', tags: '', category: '', brand: '', attributes: '', description: '' }, [
      { key: 'category', value: 'caps' },
      { key: 'category', value: 'goods' },
      { key: 'color', value: 'black' },
      { key: 'color', value: 'black' },
    ]);
    expect(doc.tokens.filter((t) => t.startsWith('='))).toEqual(['=category:caps', '=category:goods', '=color:black']);
  });

  it('positions and fields follow SQL strpos (1-based, characters)', () => {
    const doc = buildSearchDocument({ name: '𠮷 Tシャツ', tags: 'ドライ', category: '', brand: 'B', attributes: '', description: '' });
    expect(doc.text).toBe('𠮷 tシャツ ドライ b');
    expect(doc.ends).toEqual([6, 10, 10, 12, 12, 12]);
    expect(charPosition(doc.text, 'ドライ')).toBe(8);
    expect(fieldAt(doc.ends, 8)).toBe('tags');
    expect(fieldAt(doc.ends, 6)).toBe('name');
    expect(fieldAt(doc.ends, 0)).toBeUndefined();
    expect(fieldAt(doc.ends, 99)).toBeUndefined();
  });
});
