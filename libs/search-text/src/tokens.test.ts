import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { indexTokens, termTokens } from './tokens.ts';

describe('bigram and single-character tokens', () => {
  it('indexes every character and every neighbouring pair within a word', () => {
    expect(indexTokens('黒 tシャツ').sort()).toEqual(['t', 'tシ', 'シ', 'シャ', 'ツ', 'ャ', 'ャツ', '黒'].sort());
  });

  it('looks a one-character term up by itself and a longer one by its bigrams', () => {
    expect(termTokens('綿')).toEqual(['綿']);
    expect(termTokens('キャップ')).toEqual(['キャ', 'ャッ', 'ップ']);
    expect(termTokens('𠮷野')).toEqual(['𠮷野']);
    expect(termTokens('')).toEqual([]);
  });

  it('a text holding a term holds every token of the term (no false negatives)', () => {
    const word = fc.string({ unit: 'grapheme-composite', minLength: 1, maxLength: 8 }).filter((w) => !w.includes(' '));
    fc.assert(
      fc.property(word, word, word, (before, term, after) => {
        const tokens = new Set(indexTokens(`${before}${term}${after}`));
        return termTokens(term).every((token) => tokens.has(token));
      }),
    );
  });
});
