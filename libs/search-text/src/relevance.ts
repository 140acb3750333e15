/**
 * Measures of a ranking against graded judgements (0 not relevant … 3 exactly what was asked), for
 * the judged query set of the relevance bench: nDCG@k (gain 2^grade − 1, log2 discount, against the
 * ideal order of the judged grades), the reciprocal rank of the first result graded 2 or more, and
 * whether the query found nothing.
 */

/** Grades of the judged products of one query, by product key (code); a product not listed is 0. */
export type Judgements = Readonly<Record<string, number>>;

/** nDCG@k of a ranked list of keys. A query with nothing relevant scores 1 when it finds nothing, 0 otherwise. */
export function ndcgAt(k: number, ranked: readonly string[], judged: Judgements): number {
  const gain = (grade: number) => 2 ** grade - 1;
  const dcg = (grades: readonly number[]) => grades.slice(0, k).reduce((sum, g, i) => sum + gain(g) / Math.log2(i + 2), 0);
  const ideal = dcg(
    Object.values(judged)
      .filter((g) => g > 0)
      .sort((a, b) => b - a),
  );
  if (ideal === 0) return ranked.length === 0 ? 1 : 0;
  return dcg(ranked.map((key) => judged[key] ?? 0)) / ideal;
}

/** 1 / the rank of the first result graded at least `minGrade` (0 when none is in the list). Nothing to find: 1 for an empty list. */
export function reciprocalRank(ranked: readonly string[], judged: Judgements, minGrade = 2): number {
  if (!Object.values(judged).some((g) => g >= minGrade)) return ranked.length === 0 ? 1 : 0;
  const at = ranked.findIndex((key) => (judged[key] ?? 0) >= minGrade);
  return at === -1 ? 0 : 1 / (at + 1);
}

export interface RelevanceSummary {
  queries: number;
  /** mean nDCG@10 */
  ndcg10: number;
  /** mean reciprocal rank */
  mrr: number;
  /** share of queries that found nothing */
  zeroResultRate: number;
  /** share of queries that found nothing although the catalogue has something relevant */
  wrongZeroRate: number;
}

/** Averages the measures over queries: each its ranked keys (the first page at least) and its judgements. */
export function summarizeRelevance(runs: readonly { ranked: readonly string[]; judged: Judgements }[]): RelevanceSummary {
  const n = runs.length || 1;
  const mean = (f: (run: (typeof runs)[number]) => number) => runs.reduce((sum, run) => sum + f(run), 0) / n;
  const relevant = (judged: Judgements) => Object.values(judged).some((g) => g > 0);
  return {
    queries: runs.length,
    ndcg10: mean((r) => ndcgAt(10, r.ranked, r.judged)),
    mrr: mean((r) => reciprocalRank(r.ranked, r.judged)),
    zeroResultRate: mean((r) => (r.ranked.length === 0 ? 1 : 0)),
    wrongZeroRate: mean((r) => (r.ranked.length === 0 && relevant(r.judged) ? 1 : 0)),
  };
}
