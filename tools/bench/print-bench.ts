/**
 * Print-order pages benchmark (issue #10). Starts the real server (with the current shop-web build,
 * or WEB_BUILD_DIR's) on a fresh data directory and measures, each against a baseline in the same run:
 *
 * - the price update after a quantity change on the print-inkjet step at 4× CPU throttling: the
 *   longest Event Timing entry (beforeinput, input, keyup: input delay + processing + next paint)
 *   of changing a size's quantity from 1 to 3, median of BENCH_RUNS (default 5); goal
 *   ≤ 50 ms. Baseline: the same change in the quantity field of the plain product page;
 * - the initial JavaScript (gzip, the module graph the server-rendered HTML loads before hydration,
 *   as web-bench.ts counts it) of the method page and the print-inkjet, print-inkjet-upload and
 *   print-screen steps; goal ≤ 150 kB. Baseline: the home page. heic2any and the upload widget
 *   (`print-data-upload`, loaded on demand by the upload steps) must not be in any of these graphs:
 *   the script fails if one is.
 *
 *   npx nx run shop-web:build && npx node tools/bench/print-bench.ts
 */
import { type CDPSession, chromium, type Locator, type Page } from '@playwright/test';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { base, chromiumPath, initialJs, kb, median, root, startServer, stop } from './web-common.ts';

const runs = Number(process.env['BENCH_RUNS'] ?? 5);
const JS_GOAL_KB = 150;
const LATENCY_GOAL_MS = 50;
/**
 * The entries that time the quantity change: the keystroke's beforeinput, input and keyup
 * (processing, React's update and the next paint). Two quirks of Chromium found while writing this:
 * an observer registered after the field was filled saw no entry for the keystroke at all (not even
 * with a 30 ms busy input listener), so the observer is registered before; and the keydown/keypress
 * entries of a key press on a focused field are reported only at a later pointer interaction, with
 * durations of a second or more that end at that later paint, so they are not counted.
 */
const KEY_EVENTS = ['beforeinput', 'input', 'keyup'];

interface ProductList {
  data: { code: string; print_methods: { slug: string }[] }[];
}

/** Waits until the page has hydrated and reported its page view (as the e2e journeys do). */
async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const path = `${location.pathname}${location.search}`;
    const layer = (window as { dataLayer?: { event?: string; page_path?: string }[] }).dataLayer ?? [];
    return layer.some((entry) => entry.event === 'page_view' && entry.page_path === path);
  });
}

/**
 * Changes `field` from "1" to "3" at 4× CPU throttling and answers the longest Event Timing entry
 * of the change; `settled` then checks the page's answer.
 */
async function keystrokeLatency(page: Page, cdp: CDPSession, field: Locator, settled: () => Promise<void>): Promise<number> {
  await page.evaluate((names) => {
    const w = window as unknown as {
      __eventEntries: { name: string; start: number; duration: number }[];
      __eventObserver: PerformanceObserver;
    };
    w.__eventEntries = [];
    w.__eventObserver = new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        if (names.includes(entry.name)) w.__eventEntries.push({ name: entry.name, start: entry.startTime, duration: entry.duration });
    });
    w.__eventObserver.observe({ type: 'event', durationThreshold: 16, buffered: false } as PerformanceObserverInit);
  }, KEY_EVENTS);
  await field.fill('1');
  await page.waitForTimeout(300);
  // BENCH_CHECK=1: a 30 ms busy input listener, to see that the measurement catches the keystroke.
  const check = Boolean(process.env['BENCH_CHECK']);
  await page.evaluate((busy) => {
    (window as unknown as { __eventEntries: unknown[] }).__eventEntries = [];
    if (busy) {
      document.addEventListener('input', () => {
        const start = performance.now();
        while (performance.now() - start < 30);
      });
    }
  }, check);
  // Entries of the earlier fill can still arrive (they end at the next frame drawn): only entries
  // that start from here count.
  const from = await page.evaluate(() => performance.now());
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  // Playwright's fill selects the field's text and inserts "3" (Input.insertText): a trusted
  // beforeinput and input, as typing or the phone's number pad's text entry gives.
  await field.fill('3');
  // A pointer move right after (not an interaction, no Event Timing entry of its own): headless
  // Chromium draws no frame for an inserted or typed text alone, and the change's entries end at
  // the next frame drawn; without it they ended seconds later, at whatever drew next, or never came.
  await page.mouse.move(2, 2);
  // Event Timing entries arrive after the next paint; nothing polls the page meanwhile (a polling
  // callback in the measured frame would add to it).
  await page.waitForTimeout(1000);
  const read = () =>
    page.evaluate(
      (since) =>
        (window as unknown as { __eventEntries: { name: string; start: number; duration: number }[] }).__eventEntries.filter(
          (e) => e.start >= since,
        ),
      from,
    );
  let entries = await read();
  // On a busy machine the observer's callback can come later still.
  for (let i = 0; i < 20 && entries.length === 0; i++) {
    await page.waitForTimeout(250);
    entries = await read();
  }
  if (process.env['BENCH_DEBUG']) console.log(entries.map((e) => `${e.name} ${Math.round(e.duration)}`).join(', '));
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await settled();
  // No entry: either below the 16 ms threshold or (seen on this machine, see docs/benchmarks.md) the entry
  // never came; reported as NaN rather than guessed.
  return entries.length > 0 ? Math.max(...entries.map((e) => e.duration)) : NaN;
}

async function latencies(measure: (page: Page, cdp: CDPSession) => Promise<number>): Promise<number[]> {
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: ['--no-sandbox', '--disable-dev-shm-usage', ...(process.env['BENCH_CHROMIUM_ARGS']?.split(' ').filter(Boolean) ?? [])],
  });
  const durations: number[] = [];
  try {
    for (let i = 0; i < runs; i++) {
      const context = await browser.newContext({ locale: 'ja-JP', viewport: { width: 412, height: 915 }, isMobile: true, hasTouch: true });
      const page = await context.newPage();
      // Attached before the page loads: a session attached after the field was filled left the
      // keystroke without any Event Timing entry.
      const cdp = await context.newCDPSession(page);
      durations.push(await measure(page, cdp));
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return durations;
}

/** Baseline: the quantity field of the plain product page. */
async function productQuantity(page: Page, cdp: CDPSession, code: string): Promise<number> {
  await page.goto(`${base}/product/${code}`, { waitUntil: 'networkidle' });
  await waitForHydration(page);
  const field = page.getByRole('spinbutton').first();
  await page.waitForFunction(() => !document.querySelector('button[disabled][type="submit"]'));
  return keystrokeLatency(page, cdp, field, async () => {
    if ((await field.inputValue()) !== '3') throw new Error('the product page quantity did not take the keystroke');
  });
}

/** The print-inkjet step as a journey reaches it: method page, "インクジェットで注文する", a placement, a size's quantity. */
async function inkjetQuantity(page: Page, cdp: CDPSession, code: string): Promise<number> {
  await page.goto(`${base}/product/${code}/print`, { waitUntil: 'networkidle' });
  await waitForHydration(page);
  const choose = page.getByRole('button', { name: 'インクジェットで注文する', exact: true });
  await choose.click();
  await page.waitForURL(/\/print-inkjet\?pid=/);
  await waitForHydration(page);
  await page.getByRole('checkbox').first().check();
  const field = page.locator('input[type=number]:not([disabled])').first();
  const total = page.getByText(/^合計 /);
  await field.fill('1');
  await total.waitFor();
  await page.waitForTimeout(500);
  const before = await total.textContent();
  return keystrokeLatency(page, cdp, field, async () => {
    for (let i = 0; i < 50 && (await total.textContent()) === before; i++) await page.waitForTimeout(100);
    if ((await total.textContent()) === before) throw new Error(`the print-inkjet total did not change from ${before}`);
  });
}

async function main() {
  const buildDir = process.env['WEB_BUILD_DIR'] ? resolve(process.env['WEB_BUILD_DIR']) : join(root, 'apps/shop-web/build');
  if (!existsSync(join(buildDir, 'server/index.js'))) {
    throw new Error(`No storefront build in ${buildDir}: run \`npx nx run shop-web:build\` first.`);
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-print-bench-'));
  const server = await startServer(dataDir);
  let failed = false;
  try {
    const list = (await (await fetch(`${base}/api/products?response_group=shop&per_page=40`)).json()) as ProductList;
    const offers = (slug: string) => list.data.find((p) => p.print_methods.some((m) => m.slug === slug));
    const inkjet = offers('inkjet');
    const screen = offers('silkscreen');
    if (!inkjet || !screen) throw new Error('the demo catalogue has no product for inkjet or silk-screen');
    // The steps render a loading shell on the server and read the stored order in the browser, so
    // any pid gives the HTML (and the module graph) the browser starts from.
    const pages = [
      ['home (baseline)', '/'],
      ['method page', `/product/${inkjet.code}/print`],
      ['print-inkjet', `/product/${inkjet.code}/print-inkjet?pid=bench`],
      ['print-inkjet-upload', `/product/${inkjet.code}/print-inkjet-upload?pid=bench`],
      ['print-screen', `/product/${screen.code}/print-screen?pid=bench`],
    ] as const;

    console.log(`\nPrint-order pages benchmark: Node ${process.versions.node}, ${chromiumPath}, build ${buildDir}\n`);
    console.log(`Initial JavaScript (gzip level 6; goal ≤ ${JS_GOAL_KB} kB; heic2any and the upload widget must not be in it)\n`);
    console.log('| page | path | script files | files kB | inline kB | total kB | ratio to home | heic2any, upload widget |');
    console.log('| --- | --- | ---: | ---: | ---: | ---: | ---: | --- |');
    let homeBytes = 0;
    for (const [name, path] of pages) {
      const js = await initialJs(path);
      const total = js.fileBytes + js.inlineBytes;
      if (homeBytes === 0) homeBytes = total;
      const heic = js.urls.filter((url) => /heic|print-data-upload/i.test(url));
      if (heic.length > 0) failed = true;
      if (name !== pages[0][0] && total / 1024 > JS_GOAL_KB) failed = true;
      console.log(
        `| ${name} | ${path} | ${js.files} | ${kb(js.fileBytes)} | ${kb(js.inlineBytes)} | ${kb(total)} | ${((total / homeBytes) * 100).toFixed(0)} % | ${heic.length > 0 ? `IN: ${heic.join(' ')}` : 'not loaded'} |`,
      );
    }

    console.log(
      `\nQuantity change at 4× CPU throttling (Event Timing of the input that changes a quantity, median of ${runs}; goal ≤ ${LATENCY_GOAL_MS} ms)\n`,
    );
    const baseline = await latencies((page, cdp) => productQuantity(page, cdp, inkjet.code));
    const print = await latencies((page, cdp) => inkjetQuantity(page, cdp, inkjet.code));
    const measured = (values: number[]) => values.filter((d) => !Number.isNaN(d));
    const baselineMedian = measured(baseline).length > 0 ? median(measured(baseline)) : NaN;
    const printMedian = measured(print).length > 0 ? median(measured(print)) : NaN;
    if (!(printMedian <= LATENCY_GOAL_MS)) failed = true;
    if (print.some((d) => Number.isNaN(d)) || baseline.some((d) => Number.isNaN(d))) {
      console.log(
        'Some runs got no Event Timing entry for the change (below 16 ms, or the entry never came); medians are of the others.\n',
      );
    }
    const ms = (d: number) => (Number.isNaN(d) ? 'no entry' : String(Math.round(d)));
    const row = (name: string, values: number[], m: number) =>
      `| ${name} | ${ms(m)} | ${values.map(ms).join(', ')} | ${(m / baselineMedian).toFixed(2)}× |`;
    console.log('| page | median ms | runs ms | ratio to product page |');
    console.log('| --- | ---: | --- | ---: |');
    console.log(row('product page quantity (baseline)', baseline, baselineMedian));
    console.log(row('print-inkjet size quantity, live price', print, printMedian));
    console.log(failed ? '\nA goal is missed (see above).' : '\nAll goals met.');
  } finally {
    await stop(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
  if (failed) process.exitCode = 1;
}

await main();
