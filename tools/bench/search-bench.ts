/**
 * Search speed (issue #33): a server on a generated catalogue (100,000 products by default),
 * uncached (every request a URL never seen, so the in-process cache never answers), autocannon at 10
 * connections: the bare JSON route of the same run as the baseline, then search with facets over
 * queries from narrow to broad (綿 matches every cotton product, 黒 every product that comes in
 * black), predictive suggestions as they are typed, and the category page's server rendering when
 * the storefront is built. Prints req/s, p50 and p99 per route and the ratio to the bare route.
 *
 *   npx node tools/bench/search-bench.ts                                   # PGlite
 *   npx node tools/scripts/with-postgres.ts npx node tools/bench/search-bench.ts   # PostgreSQL
 *   BENCH_DATA_DIR=/tmp/search-100k npx node tools/bench/search-bench.ts   # reuse a generated data directory
 *
 * BENCH_PRODUCTS (default 100000), BENCH_SECONDS per route (default 10), BENCH_PORT (default 3451).
 * Generating 100,000 products takes minutes; a BENCH_DATA_DIR that already has them is reused.
 */
import autocannon from 'autocannon';
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const seconds = Number(process.env['BENCH_SECONDS'] ?? 10);
const port = Number(process.env['BENCH_PORT'] ?? 3451);
const products = Number(process.env['BENCH_PRODUCTS'] ?? 100_000);
const databaseUrl = process.env['DATABASE_URL'];
const dataDir = process.env['BENCH_DATA_DIR'] ?? `/tmp/shop-search-bench-${products}`;
const base = `http://127.0.0.1:${port}`;

/** Search queries, narrow to broad, and the kinds the issue names (typos, nothing found, product numbers). */
export const SEARCH_QUERIES = [
  '綿',
  '黒',
  'Tシャツ',
  '黒 Tシャツ',
  'ぱーかー',
  '帽子',
  '長袖',
  '子供',
  'キャップ XL',
  'ドライ ポロ',
  'ヘビーウェイトTシャツ',
  'United Basics',
  'Tシャッツ',
  '赤 タオル',
  '靴下',
  '00014-BHD',
];
/** What a shopper types, keystroke by keystroke, into the predictive search. */
export const SUGGEST_QUERIES = [
  'ぱ',
  'ぱー',
  'ぱーか',
  'T',
  'Tシ',
  'Tシャ',
  'Tシャツ',
  '黒',
  '黒 T',
  'キャ',
  'キャップ',
  'こっ',
  'コットン',
  'uni',
  'united',
];

function generate(): void {
  const env = { ...process.env, ...(databaseUrl ? {} : { DATA_DIR: dataDir }) };
  if (!databaseUrl) mkdirSync(dataDir, { recursive: true });
  const started = performance.now();
  // The generator loads nothing when the database already has products.
  const result = spawnSync(process.execPath, ['tools/demo-data/generate.ts', '--products', String(products)], {
    cwd: root,
    env,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error(`generate.ts exited with ${result.status}`);
  console.log(`catalogue ready in ${Math.round((performance.now() - started) / 1000)} s`);
}

function startServer(): { child: ChildProcess; ready: Promise<void> } {
  const child = spawn(process.execPath, ['--conditions=@shop/source', 'apps/shop-server/src/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', NODE_ENV: 'production', ...(databaseUrl ? {} : { DATA_DIR: dataDir }) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const ready = new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      const text = chunk.toString();
      process.stdout.write(text);
      if (text.includes('listening on')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
  return { child, ready };
}

interface Row {
  name: string;
  rps: number;
  p50: number;
  p99: number;
}

let unique = 0;

/** Autocannon over a rotation of paths, each request made unique so that no cached answer applies. */
async function measure(name: string, paths: readonly string[], { cached = false } = {}): Promise<Row> {
  let next = 0;
  const setupRequest = (request: { path: string }) => {
    const path = paths[next++ % paths.length] as string;
    request.path = cached ? path : `${path}${path.includes('?') ? '&' : '?'}_n=${unique++}`;
    return request;
  };
  await autocannon({ url: base, connections: 10, duration: 2, requests: [{ setupRequest }] });
  const r = await autocannon({ url: base, connections: 10, duration: seconds, requests: [{ setupRequest }] });
  if (r.non2xx > 0 || r.errors > 0) throw new Error(`${name}: ${r.non2xx} non-2xx answers, ${r.errors} errors`);
  return { name, rps: Math.round(r.requests.average), p50: r.latency.p50, p99: r.latency.p99 };
}

const q = (path: string, text: string) => `${path}?q=${encodeURIComponent(text)}`;

async function main() {
  generate();
  const server = startServer();
  try {
    await server.ready;
    const rows: Row[] = [];
    rows.push(await measure('bare JSON route (baseline)', ['/api/ping'], { cached: true }));
    rows.push(
      await measure(
        'search with facets, uncached',
        SEARCH_QUERIES.map((text) => q('/api/search', text)),
      ),
    );
    rows.push(await measure('search 綿 (a third of the catalogue), uncached', [q('/api/search', '綿')]));
    rows.push(await measure('search 黒 Tシャツ with a colour filter, uncached', [`${q('/api/search', '黒 Tシャツ')}&brand=united-basics`]));
    rows.push(
      await measure(
        'predictive suggestions, uncached',
        SUGGEST_QUERIES.map((text) => q('/api/search/suggest', text)),
      ),
    );
    rows.push(await measure('category product list with facets, uncached', ['/api/products?response_group=shop&category=t-shirts']));
    const built = existsSync(`${root}apps/shop-web/build/server/index.js`);
    if (built) rows.push(await measure('category page (SSR), uncached', ['/t-shirts', '/hoodies?color=black', '/caps']));
    const baseline = rows[0]!.rps;
    const kind = databaseUrl ? 'PostgreSQL' : 'PGlite';
    console.log(
      `\nSearch benchmark: ${products} products, ${kind}, autocannon 10 connections, ${seconds} s per route, Node ${process.versions.node}\n`,
    );
    console.log('| route | req/s | p50 ms | p99 ms | ratio to bare |');
    console.log('| --- | ---: | ---: | ---: | ---: |');
    for (const row of rows)
      console.log(`| ${row.name} | ${row.rps} | ${row.p50} | ${row.p99} | ${((row.rps / baseline) * 100).toFixed(1)} % |`);
    if (!built) console.log('\n(category page SSR not measured: build the storefront first, npx nx run shop-web:build)');
    if (!databaseUrl) console.log(`\ndata directory kept for the next run: ${dataDir} (${readdirSync(dataDir).length} entries)`);
  } finally {
    const exited = new Promise((resolve) => server.child.once('exit', resolve));
    server.child.kill('SIGTERM');
    await exited;
  }
}

await main();
