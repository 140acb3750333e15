/**
 * Two storefront builds under Lighthouse mobile, interleaved (decision 017): the machine's speed
 * drifts more within minutes than most changes move the figures, so the two builds are served side by
 * side and measured one run each in turn, alternating which goes first.
 *
 *   cp -r apps/shop-web/build apps/shop-web/build-before   # before the change
 *   (change, then) npx nx run shop-web:build
 *   AB_BEFORE=apps/shop-web/build-before npx node tools/bench/web-ab.ts
 *
 * `AB_RUNS` (default 6) runs per page and build; `BENCH_PORT` (default 3918) and the next port. Each
 * run's figures come from Lighthouse's own trace (`artifacts.Trace`): main-thread busy time from
 * navigation (every task), the same scaled by the host's benchmarkIndex / 1,000 (slower minutes
 * weigh less), and whether the first frame was held (tools/bench/held-first-frame.ts). Traces
 * recorded through Playwright are not used for durations: its DevTools session makes a page's first
 * run of big functions several times slower (decision 017).
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { heldFirstFrame, type TraceEvent } from './held-first-frame.ts';
import { chromiumPath, median, port, root, startServer, stop } from './web-common.ts';

const before = process.env['AB_BEFORE'];
if (!before || !statSync(resolve(root, before), { throwIfNoEntry: false })?.isDirectory()) {
  console.error('AB_BEFORE must name the build to compare with (a copy of apps/shop-web/build, inside the repository)');
  process.exit(2);
}
const runs = Number(process.env['AB_RUNS'] ?? 6);

interface Run {
  score: number;
  tbt: number;
  lcp: number;
  busy: number;
  scaledBusy: number;
  benchmarkIndex: number;
  held: boolean;
}

async function measure(url: string): Promise<Run> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`no Lighthouse result for ${url}`);
    const events = (result.artifacts as unknown as { Trace: { traceEvents: TraceEvent[] } }).Trace.traceEvents;
    const navigations = events.filter((e) => e.name === 'navigationStart' && e.args?.data?.documentLoaderURL?.startsWith('http'));
    const navigation = navigations.at(-1);
    if (!navigation) throw new Error(`no navigation in the trace of ${url}`);
    const busy = events
      .filter((e) => e.pid === navigation.pid && e.tid === navigation.tid && e.ph === 'X' && e.name === 'RunTask' && e.ts >= navigation.ts)
      .reduce((sum, e) => sum + (e.dur ?? 0) / 1000, 0);
    const observed = (lhr.audits['metrics']?.details as { items?: Record<string, number>[] } | undefined)?.items?.[0] ?? {};
    return {
      score: Math.round((lhr.categories['performance']?.score ?? 0) * 100),
      tbt: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
      lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
      busy,
      scaledBusy: (busy * lhr.environment.benchmarkIndex) / 1000,
      benchmarkIndex: lhr.environment.benchmarkIndex,
      held: heldFirstFrame(events, observed['observedDomContentLoaded'] ?? NaN, observed['observedFirstContentfulPaint'] ?? NaN),
    };
  } finally {
    chrome.kill();
  }
}

const builds = [
  { name: 'before', port: port + 1, dir: resolve(root, before) },
  { name: 'after', port, dir: undefined },
] as const;
const dataDirs = builds.map(() => mkdtempSync(join(tmpdir(), 'shop-web-ab-')));
const servers: ChildProcess[] = [];
try {
  for (const [index, build] of builds.entries()) {
    servers.push(await startServer(dataDirs[index]!, { port: build.port, env: build.dir ? { WEB_BUILD_DIR: build.dir } : {} }));
  }
  const origin = (serverPort: number) => `http://127.0.0.1:${serverPort}`;
  const categories = (await (await fetch(`${origin(port)}/api/categories`)).json()) as { data: { slug: string }[] };
  const products = (await (await fetch(`${origin(port)}/api/products?response_group=shop&per_page=1`)).json()) as {
    data: { code: string }[];
  };
  const pages = [
    ['home', '/'],
    ['category', `/${categories.data[0]!.slug}`],
    ['product', `/product/${products.data[0]!.code}`],
  ] as const;

  const results = new Map<string, Run[]>();
  for (let round = 0; round < runs; round++) {
    for (const [name, path] of pages) {
      for (const build of round % 2 === 0 ? builds : builds.toReversed()) {
        const run = await measure(`${origin(build.port)}${path}`);
        const key = `${name} ${build.name}`;
        results.set(key, [...(results.get(key) ?? []), run]);
        console.log(
          `${key}: score ${run.score}, TBT ${Math.round(run.tbt)} ms, busy ${Math.round(run.busy)} ms, benchmarkIndex ${Math.round(run.benchmarkIndex)}${run.held ? ', held' : ''}`,
        );
      }
    }
  }

  console.log(`\nMedians of ${runs} interleaved runs per page and build (Lighthouse mobile, 4×)\n`);
  console.log('| page | build | score | TBT ms | LCP ms | busy ms | busy × benchmarkIndex / 1,000 | benchmarkIndex | held |');
  console.log('| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const [key, of] of results) {
    const [name, build] = key.split(' ');
    const m = (pick: (run: Run) => number) => Math.round(median(of.map(pick)));
    console.log(
      `| ${name} | ${build} | ${m((r) => r.score)} | ${m((r) => r.tbt)} | ${m((r) => r.lcp)} | ${m((r) => r.busy)} | ${m((r) => r.scaledBusy)} | ${m((r) => r.benchmarkIndex)} | ${of.filter((r) => r.held).length} of ${of.length} |`,
    );
  }
} finally {
  for (const server of servers) await stop(server);
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
}
