import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_QUERY_UNITS, cutQuery } from './cut-query.ts';

describe('cutting a search query to what the API accepts', () => {
  it.each([
    { name: 'a short query is only trimmed', text: '  白 Tシャツ ', max: 200, cut: '白 Tシャツ' },
    { name: 'kana count one unit each', text: 'あ'.repeat(300), max: 200, cut: 'あ'.repeat(200) },
    { name: 'emoji count two units each', text: '😀'.repeat(150), max: 200, cut: '😀'.repeat(100) },
    { name: 'a pair that would be cut in two is dropped', text: `a${'😀'.repeat(150)}`, max: 200, cut: `a${'😀'.repeat(99)}` },
    { name: 'a query exactly at the limit is kept', text: '𠮷'.repeat(100), max: 200, cut: '𠮷'.repeat(100) },
  ])('$name', ({ text, max, cut }) => {
    expect(cutQuery(text, max)).toBe(cut);
  });

  it('defaults to the API limit of 200 code units', () => {
    expect(MAX_QUERY_UNITS).toBe(200);
    expect(cutQuery('x'.repeat(201))).toHaveLength(200);
  });

  it('always gives a prefix of the trimmed text within the limit, with no half character at the end', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 300 }), fc.integer({ min: 1, max: 250 }), (text, max) => {
        const cut = cutQuery(text, max);
        expect(cut.length).toBeLessThanOrEqual(max);
        expect(text.trim().startsWith(cut)).toBe(true);
        expect(cut.length).toBeGreaterThanOrEqual(Math.min(text.trim().length, max) - 1);
        expect(cut).not.toMatch(/[\uD800-\uDBFF]$/);
      }),
    );
  });
});
