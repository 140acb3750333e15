/**
 * The relevance bench as a test (issue #33): every query of the judged set (judged-queries.ts) over
 * HTTP against the seeded demo catalogue, measured with nDCG@10, MRR and the zero-result rate. It
 * fails when a change lowers them below relevance-baseline.json (raise the baseline when a change
 * raises them), below the goal of nDCG@10 ≥ 0.9, or when a query finds nothing although the
 * catalogue has something for it. `npx node tools/bench/search-relevance.ts` prints the same
 * figures with a line per query.
 */
import { readFileSync } from 'node:fs';
import { type Judgements, ndcgAt, reciprocalRank, summarizeRelevance } from '@shop/search-text';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PRODUCT_COUNT, DEFAULT_SEED } from '../../src/seed/demo-data/index.ts';
import { generateProducts } from '../../src/seed/demo-data/products.ts';
import { useTestServer } from '../support/server.ts';
import { JUDGED_QUERIES, type JudgedProduct, type JudgedQuery } from './judged-queries.ts';

const server = useTestServer();

const baseline = JSON.parse(readFileSync(new URL('./relevance-baseline.json', import.meta.url), 'utf8')) as {
  ndcg10: number;
  mrr: number;
  zeroResultRate: number;
};
/** Rounding room: the figures are means over ~200 queries. */
const EPSILON = 0.0005;

/** The demo catalogue the test database was seeded with, as the rules see it. */
function catalogue(): JudgedProduct[] {
  return [...generateProducts(DEFAULT_SEED, DEFAULT_PRODUCT_COUNT)].map((p) => ({
    code: p.code,
    name: p.name,
    category: p.category,
    brand: p.brand,
    fit: p.fit,
    colors: [...new Set(p.colors.map((c) => c.family))],
    sizes: [...new Set(p.colors.flatMap((c) => c.skus.map((s) => s.size)))],
    tags: p.tags,
    material: p.material,
  }));
}

/** The grades of a query's rules over the catalogue (the first rule a product meets). */
export function judge(query: JudgedQuery, products: readonly JudgedProduct[]): Judgements {
  const grades: Record<string, number> = {};
  for (const product of products) {
    const rule = query.rules.find(([, matches]) => matches(product));
    if (rule) grades[product.code] = rule[0];
  }
  return grades;
}

async function ranked(q: string): Promise<string[]> {
  const res = await fetch(`${server.url}/api/search?q=${encodeURIComponent(q)}&per_page=20`);
  expect(res.status, q).toBe(200);
  const body = (await res.json()) as { data: { code: string }[] };
  return body.data.map((p) => p.code);
}

describe('search relevance on the judged query set', () => {
  it('has at least 150 distinct queries, each judged against products that exist', () => {
    const products = catalogue();
    expect(new Set(JUDGED_QUERIES.map((j) => j.q)).size).toBe(JUDGED_QUERIES.length);
    expect(JUDGED_QUERIES.length).toBeGreaterThanOrEqual(150);
    // A rule that grades nothing is a mistake in the set (only the queries without rules find nothing).
    for (const query of JUDGED_QUERIES) {
      if (query.rules.length > 0) expect(Object.keys(judge(query, products)).length, query.q).toBeGreaterThan(0);
    }
  });

  it('keeps nDCG@10, MRR and the zero-result rate at the baseline or better', async () => {
    const products = catalogue();
    const runs = [];
    for (const query of JUDGED_QUERIES) runs.push({ query, ranked: await ranked(query.q), judged: judge(query, products) });
    const summary = summarizeRelevance(runs);
    const worst = runs
      .map((r) => ({ q: r.query.q, ndcg: ndcgAt(10, r.ranked, r.judged), rr: reciprocalRank(r.ranked, r.judged) }))
      .sort((a, b) => a.ndcg - b.ndcg)
      .slice(0, 8);
    console.log(
      `relevance: ${summary.queries} queries, nDCG@10 ${summary.ndcg10.toFixed(4)}, MRR ${summary.mrr.toFixed(4)}, ` +
        `zero-result rate ${summary.zeroResultRate.toFixed(4)} (found nothing although judged relevant: ${summary.wrongZeroRate.toFixed(4)})\n` +
        `lowest nDCG@10: ${worst.map((w) => `${w.q} ${w.ndcg.toFixed(2)}`).join(', ')}`,
    );
    if (process.env['RELEVANCE_REPORT'] === '1') {
      // tools/bench/search-relevance.ts: one line per query, worst first.
      const lines = runs
        .map((r) => ({ r, ndcg: ndcgAt(10, r.ranked, r.judged), rr: reciprocalRank(r.ranked, r.judged) }))
        .sort((a, b) => a.ndcg - b.ndcg || a.r.query.q.localeCompare(b.r.query.q))
        .map(
          ({ r, ndcg, rr }) =>
            `| ${r.query.kind} | ${r.query.q} | ${ndcg.toFixed(3)} | ${rr.toFixed(3)} | ${r.ranked.length === 20 ? '20+' : r.ranked.length} |`,
        );
      console.log(['| kind | query | nDCG@10 | RR | results |', '| --- | --- | ---: | ---: | ---: |', ...lines].join('\n'));
    }
    expect(summary.wrongZeroRate, 'queries that found nothing although the catalogue has something').toBe(0);
    expect(summary.ndcg10).toBeGreaterThanOrEqual(0.9);
    expect(summary.ndcg10).toBeGreaterThanOrEqual(baseline.ndcg10 - EPSILON);
    expect(summary.mrr).toBeGreaterThanOrEqual(baseline.mrr - EPSILON);
    // Only the queries for what the shop does not sell find nothing.
    expect(summary.zeroResultRate).toBeLessThanOrEqual(baseline.zeroResultRate + EPSILON);
    expect(runs.filter((r) => r.query.kind === 'nothing' && r.ranked.length > 0).map((r) => r.query.q)).toEqual([]);
  }, 600_000);
});
