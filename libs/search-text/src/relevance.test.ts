import { describe, expect, it } from 'vitest';
import { ndcgAt, reciprocalRank, summarizeRelevance } from './relevance.ts';

describe('relevance measures', () => {
  it('nDCG is 1 for the ideal order and less for a worse one', () => {
    const judged = { a: 3, b: 2, c: 1 };
    expect(ndcgAt(10, ['a', 'b', 'c'], judged)).toBe(1);
    expect(ndcgAt(10, ['c', 'b', 'a'], judged)).toBeCloseTo((1 + 3 / Math.log2(3) + 7 / 2) / (7 + 3 / Math.log2(3) + 1 / 2), 10);
    expect(ndcgAt(1, ['x', 'a'], judged)).toBe(0);
  });

  it('a query with nothing to find scores 1 only when it finds nothing', () => {
    expect(ndcgAt(10, [], {})).toBe(1);
    expect(ndcgAt(10, ['a'], { a: 0 })).toBe(0);
    expect(reciprocalRank([], {})).toBe(1);
    expect(reciprocalRank(['a'], {})).toBe(0);
  });

  it('the reciprocal rank is that of the first result graded 2 or more', () => {
    expect(reciprocalRank(['x', 'c', 'b'], { b: 2, c: 1 })).toBeCloseTo(1 / 3, 10);
    expect(reciprocalRank(['x'], { b: 2 })).toBe(0);
  });

  it('summarises the means and the zero-result rates', () => {
    const summary = summarizeRelevance([
      { ranked: ['a'], judged: { a: 3 } },
      { ranked: [], judged: { a: 3 } },
      { ranked: [], judged: {} },
      { ranked: ['b', 'a'], judged: { a: 3 } },
    ]);
    expect(summary).toMatchObject({ queries: 4, mrr: (1 + 0 + 1 + 0.5) / 4, zeroResultRate: 0.5, wrongZeroRate: 0.25 });
    expect(summary.ndcg10).toBeCloseTo((1 + 0 + 1 + 1 / Math.log2(3)) / 4, 10);
    expect(summarizeRelevance([])).toMatchObject({ queries: 0, ndcg10: 0 });
  });
});
