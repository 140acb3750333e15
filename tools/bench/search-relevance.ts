/**
 * Search relevance (issue #33): the judged query set (apps/shop-server/tests/search/judged-queries.ts,
 * over 150 queries graded 0–3 on the demo catalogue) run against a freshly seeded server; prints
 * nDCG@10, MRR, the zero-result rate and a line per query, worst first. It runs the server suite's
 * relevance test (tests/search/relevance.test.ts, part of `npm test`, which fails when the figures
 * fall below tests/search/relevance-baseline.json), asking it for the per-query report.
 *
 *   npx node tools/bench/search-relevance.ts
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const server = fileURLToPath(new URL('../../apps/shop-server/', import.meta.url));
const vitest = fileURLToPath(new URL('../../node_modules/vitest/vitest.mjs', import.meta.url));
const result = spawnSync(process.execPath, [vitest, 'run', 'tests/search/relevance.test.ts', '--reporter=default'], {
  cwd: server,
  env: { ...process.env, RELEVANCE_REPORT: '1' },
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
