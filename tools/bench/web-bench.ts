/**
 * Storefront benchmark (issue #4 §6). Starts the real server (with the current shop-web build) on a
 * fresh data directory and measures, for the home page, a category page and a product page:
 *
 * - initial JavaScript: the module graph the server-rendered HTML loads before hydration (its
 *   inline and module scripts and every module they import statically), gzip level 6 as a typical
 *   server sends them;
 * - JavaScript until network idle: every script the page fetches in a phone-sized Chromium
 *   (Pixel 7-like, 412×915) from navigation until the network has been idle for 500 ms and every
 *   island has hydrated (then 500 ms without a request again), nobody touching the page (what
 *   hydration, idle callbacks and bootstraps load), gzip level 6 per file;
 * - Lighthouse mobile (Lighthouse's default simulated throttling, Debian's Chromium), medians of
 *   LIGHTHOUSE_RUNS runs (default 5) without a held first frame (more runs, up to three times as
 *   many, until there are that many; see `heldFirstFrame`) and of every run: performance score,
 *   LCP, TBT, CLS; with the machine's CPU
 *   benchmark (Lighthouse's benchmarkIndex), and again with the CPU slowdown calibrated to it:
 *   Lighthouse's default 4× assumes a host of benchmarkIndex ~1750 (its docs, "Calibrating the CPU
 *   slowdown"), so the same phone is simulated with benchmarkIndex / 437.5 (less on a slower host,
 *   more on a faster one);
 * - interaction latency of "カートに入れる" on the product page at 4× CPU throttling: the longest
 *   Event Timing entry of the click (input delay + processing + next paint), median of 5.
 *
 *   npx nx run shop-web:build && npx node tools/bench/web-bench.ts
 *
 * WEB_BUILD_DIR serves a copy of the build; BENCH_PORT another port.
 */
import { chromium, type Page } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { heldFirstFrame, type TraceEvent } from './held-first-frame.ts';
import { base, chromiumPath, initialJs, kb, median, root, startServer, stop } from './web-common.ts';

const lighthouseRuns = Number(process.env['LIGHTHOUSE_RUNS'] ?? 5);
const JS_GOAL_KB = 130;
const IDLE_JS_GOAL_KB = 150;
const buildDir = resolve(root, process.env['WEB_BUILD_DIR'] ?? 'apps/shop-web/build');

/** Resolves once `page` has started no request for `quietMs`. */
async function quietNetwork(page: Page, quietMs: number): Promise<void> {
  let last = Date.now();
  const onRequest = () => {
    last = Date.now();
  };
  page.on('request', onRequest);
  while (Date.now() - last < quietMs) await page.waitForTimeout(100);
  page.off('request', onRequest);
}

/**
 * The scripts a phone fetches for `path` until the network is idle (Playwright's `networkidle`: no
 * request for 500 ms), before any input: gzip level 6 of each script body, counted once per URL.
 */
async function jsUntilIdle(path: string): Promise<{ files: number; bytes: number }> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: ['--no-sandbox', '--disable-dev-shm-usage'] });
  try {
    const context = await browser.newContext({ locale: 'ja-JP', viewport: { width: 412, height: 915 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    const bodies = new Map<string, Promise<number>>();
    page.on('response', (response) => {
      const request = response.request();
      if (request.resourceType() !== 'script' || bodies.has(request.url())) return;
      bodies.set(
        request.url(),
        response.body().then(
          (body) => gzipSync(body, { level: 6 }).byteLength,
          () => 0,
        ),
      );
    });
    await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
    // On a slow machine the network can fall idle while hydration still runs, before the islands
    // (apps/shop-web app/islands/island.tsx) ask for their code: wait for them, then for quiet again.
    await page.waitForFunction(() => (window as { __shopIslandsPending?: number }).__shopIslandsPending === 0, undefined, {
      timeout: 30_000,
    });
    await quietNetwork(page, 500);
    const sizes = await Promise.all(bodies.values());
    await context.close();
    return { files: sizes.length, bytes: sizes.reduce((sum, size) => sum + size, 0) };
  } finally {
    await browser.close();
  }
}

interface LighthouseMetrics {
  score: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** Lighthouse's CPU benchmark of this machine (higher is faster). */
  benchmarkIndex: number;
}

interface LighthouseRun extends LighthouseMetrics {
  /** The browser held the first frame of a page that was ready to paint (see `heldFirstFrame`). */
  held: boolean;
}

interface LighthouseFigures {
  /** Median of every run. */
  all: LighthouseMetrics;
  /** Median of the runs whose first frame was not held, or undefined when every run was. */
  unheld: LighthouseMetrics | undefined;
  runs: number;
  heldRuns: number;
}

/** The simulated phone's CPU: Lighthouse's default 4× slowdown on the host its docs expect (~1750). */
const TARGET_BENCHMARK_INDEX = 1750 / 4;

/**
 * Lighthouse mobile: `lighthouseRuns` runs, and more (up to three times as many) until that many
 * ran without a held first frame; `cpuSlowdown` replaces the default 4×.
 */
async function lighthouseMedian(url: string, cpuSlowdown?: number): Promise<LighthouseFigures> {
  const runs: LighthouseRun[] = [];
  while (runs.length < lighthouseRuns || (runs.filter((r) => !r.held).length < lighthouseRuns && runs.length < lighthouseRuns * 3)) {
    const chrome = await chromeLauncher.launch({
      chromePath: chromiumPath,
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
    });
    try {
      const throttling = cpuSlowdown === undefined ? {} : { throttling: { cpuSlowdownMultiplier: cpuSlowdown } };
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        ...throttling,
      });
      const lhr = result?.lhr;
      if (!lhr) throw new Error(`no Lighthouse result for ${url}`);
      const observed = (lhr.audits['metrics']?.details as { items?: Record<string, number>[] } | undefined)?.items?.[0] ?? {};
      const trace = (result.artifacts as unknown as { Trace: { traceEvents: TraceEvent[] } }).Trace;
      runs.push({
        score: Math.round((lhr.categories['performance']?.score ?? 0) * 100),
        lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
        tbt: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
        cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN,
        benchmarkIndex: lhr.environment.benchmarkIndex,
        held: heldFirstFrame(
          trace.traceEvents,
          observed['observedDomContentLoaded'] ?? NaN,
          observed['observedFirstContentfulPaint'] ?? NaN,
        ),
      });
    } finally {
      chrome.kill();
    }
  }
  const medianOf = (of: LighthouseRun[]): LighthouseMetrics | undefined =>
    of.length === 0
      ? undefined
      : {
          score: median(of.map((r) => r.score)),
          lcp: median(of.map((r) => r.lcp)),
          tbt: median(of.map((r) => r.tbt)),
          cls: median(of.map((r) => r.cls)),
          benchmarkIndex: median(of.map((r) => r.benchmarkIndex)),
        };
  const unheld = runs.filter((r) => !r.held);
  return { all: medianOf(runs)!, unheld: medianOf(unheld), runs: runs.length, heldRuns: runs.length - unheld.length };
}

/** Event Timing duration of clicking "カートに入れる" at 4× CPU throttling, median of 5 (ms). */
async function addToCartLatency(productPath: string): Promise<number[]> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: ['--no-sandbox', '--disable-dev-shm-usage'] });
  const durations: number[] = [];
  try {
    for (let i = 0; i < 5; i++) {
      const context = await browser.newContext({ locale: 'ja-JP', viewport: { width: 412, height: 915 }, isMobile: true, hasTouch: true });
      const page = await context.newPage();
      await page.goto(`${base}${productPath}`, { waitUntil: 'networkidle' });
      const button = page.getByRole('button', { name: 'カートに入れる' });
      await button.waitFor();
      await page.waitForFunction(() => !document.querySelector('button[disabled][type="submit"]'));
      const quantity = page.getByRole('spinbutton').first();
      await quantity.fill('1');
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await page.evaluate(() => {
        const w = window as unknown as { __eventDurations: number[] };
        w.__eventDurations = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) {
            if (['pointerdown', 'pointerup', 'click', 'mousedown', 'mouseup'].includes(entry.name)) w.__eventDurations.push(entry.duration);
          }
        }).observe({ type: 'event', durationThreshold: 16, buffered: false } as PerformanceObserverInit);
      });
      await button.click();
      await page.getByText(/カートに\d+点追加しました/).waitFor();
      // Event Timing entries arrive after the next paint.
      await page.waitForTimeout(500);
      const entries = await page.evaluate(() => (window as unknown as { __eventDurations: number[] }).__eventDurations);
      // Below the 16 ms threshold no entry is reported: the interaction took at most that.
      durations.push(entries.length > 0 ? Math.max(...entries) : 16);
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return durations;
}

async function main() {
  if (!existsSync(join(buildDir, 'server/index.js'))) {
    throw new Error(`No storefront build in ${buildDir}: run \`npx nx run shop-web:build\` first.`);
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-web-bench-'));
  const server = await startServer(dataDir);
  try {
    const categories = (await (await fetch(`${base}/api/categories`)).json()) as { data: { slug: string }[] };
    const products = (await (await fetch(`${base}/api/products?response_group=shop&per_page=1`)).json()) as { data: { code: string }[] };
    const pages = [
      ['home', '/'],
      ['category', `/${categories.data[0]!.slug}`],
      ['product', `/product/${products.data[0]!.code}`],
    ] as const;

    console.log(`\nStorefront benchmark: Node ${process.versions.node}, ${chromiumPath}\n`);
    console.log(`Initial JavaScript (gzip level 6; goal ≤ ${JS_GOAL_KB} kB)\n`);
    console.log('| page | path | script files | files kB | inline kB | total kB |');
    console.log('| --- | --- | ---: | ---: | ---: | ---: |');
    for (const [name, path] of pages) {
      const js = await initialJs(path);
      console.log(
        `| ${name} | ${path} | ${js.files} | ${kb(js.fileBytes)} | ${kb(js.inlineBytes)} | ${kb(js.fileBytes + js.inlineBytes)} |`,
      );
    }

    console.log(`\nJavaScript fetched until network idle, phone viewport (gzip level 6; goal ≤ ${IDLE_JS_GOAL_KB} kB)\n`);
    console.log('| page | script files | kB |');
    console.log('| --- | ---: | ---: |');
    for (const [name, path] of pages) {
      const idle = await jsUntilIdle(path);
      console.log(`| ${name} | ${idle.files} | ${kb(idle.bytes)} |`);
    }

    if (lighthouseRuns > 0) {
      const figures = (run: LighthouseMetrics | undefined) =>
        run === undefined ? '— | — | — | —' : `${run.score} | ${Math.round(run.lcp)} | ${Math.round(run.tbt)} | ${run.cls.toFixed(3)}`;
      const row = (name: string, lh: LighthouseFigures, slowdown: string) =>
        `| ${name} | ${slowdown} | ${Math.round(lh.all.benchmarkIndex)} | ${lh.runs} | ${lh.heldRuns} | ${figures(lh.unheld)} | ${figures(lh.all)} |`;
      console.log(
        `\nLighthouse mobile (goals: score ≥ 98, LCP ≤ 1500 ms, TBT ≤ 100 ms, CLS ≤ 0.02): medians of the runs whose first ` +
          `frame the browser did not hold (at least ${lighthouseRuns} when the browser allows, at most ${lighthouseRuns * 3} runs), ` +
          `and of every run (Lighthouse issue #17148: headless Chromium holds the first frame of a page ready to paint until ` +
          `a whole second later; tools/bench/held-first-frame.ts, docs/decisions/016)\n`,
      );
      console.log(
        '| page | CPU slowdown | benchmarkIndex | runs | held | score | LCP ms | TBT ms | CLS | score (all) | LCP ms (all) | TBT ms (all) | CLS (all) |',
      );
      console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
      const indexes: number[] = [];
      for (const [name, path] of pages) {
        const lh = await lighthouseMedian(`${base}${path}`);
        indexes.push(lh.all.benchmarkIndex);
        console.log(row(name, lh, '4× (default)'));
      }
      // The same phone on this machine: Lighthouse's docs scale the slowdown with the host's benchmark.
      // Not capped at 4×: on a host faster than Lighthouse's reference the phone is simulated with
      // more slowdown, so a fast machine does not flatter the page.
      const calibrated = Math.round(Math.max(1, median(indexes) / TARGET_BENCHMARK_INDEX) * 10) / 10;
      for (const [name, path] of pages) {
        console.log(row(name, await lighthouseMedian(`${base}${path}`, calibrated), `${calibrated}× (calibrated)`));
      }
    }

    if (process.env['BENCH_INTERACTION'] === '0') return;
    const latencies = await addToCartLatency(pages[2][1]);
    console.log(
      `\nAdd-to-cart interaction at 4× CPU throttling: median ${Math.round(median(latencies))} ms ` +
        `(runs: ${latencies.map((d) => Math.round(d)).join(', ')} ms; goal ≤ 100 ms)`,
    );
  } finally {
    await stop(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
