import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildVocabulary, editDistance, nearestWord } from './did-you-mean.ts';
import { normalizeSearchText } from './normalize.ts';

const vocabulary = buildVocabulary([
  '5.6オンス ヘビーウェイトTシャツ',
  'スウェットプルオーバーパーカー',
  'パーカー',
  'パーカー',
  'キャップ',
  'Tシャツ',
]);

describe('もしかして', () => {
  it.each([
    ['Tシャッツ', 'Tシャツ'],
    ['ヘビーウエイト', 'ヘビーウェイト'],
    ['キャプッ', 'キャップ'],
  ])('%s → %s', (typed, expected) => {
    expect(nearestWord(normalizeSearchText(typed), vocabulary)?.display).toBe(expected);
  });

  it('offers nothing for a word of the vocabulary, a very short word or a far one', () => {
    expect(nearestWord(normalizeSearchText('パーカー'), vocabulary)).toBeUndefined();
    expect(nearestWord('xz', vocabulary)).toBeUndefined();
    expect(nearestWord(normalizeSearchText('エプロン'), vocabulary)).toBeUndefined();
  });

  it('counts a swap of neighbours as one edit', () => {
    expect(editDistance('abcd', 'abdc')).toBe(1);
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('kitten', 'sitting', 1)).toBe(2);
  });

  it('is a distance: zero only to itself, symmetric', () => {
    const word = fc.string({ maxLength: 8 });
    fc.assert(fc.property(word, word, (a, b) => editDistance(a, b) === editDistance(b, a) && (editDistance(a, b) === 0) === (a === b)));
  });
});
