/**
 * API benchmark (issue #3 §7). Starts the real server on a fresh data directory (or uses BENCH_URL),
 * then measures with autocannon at 10 connections: a bare JSON route (the baseline) and the catalogue
 * and cart reads, each as req/s, p50/p99 latency and the ratio to the baseline from the same run.
 * Also measures cold start with an existing data directory and idle memory.
 *
 *   npx node tools/bench/api-bench.ts            # 10 s per route
 *   BENCH_SECONDS=5 npx node tools/bench/api-bench.ts
 */
import autocannon from 'autocannon';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer, stop } from './web-common.ts';

const seconds = Number(process.env['BENCH_SECONDS'] ?? 10);
const port = Number(process.env['BENCH_PORT'] ?? 3917);
const base = `http://127.0.0.1:${port}`;

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

async function json<T>(path: string, init?: RequestInit): Promise<T> {
  const res = await fetch(`${base}${path}`, init);
  if (!res.ok) throw new Error(`${init?.method ?? 'GET'} ${path}: ${res.status}`);
  return (await res.json()) as T;
}

/** Logs in as the demo customer, puts two items in the cart, returns the Cookie header. */
async function demoSession(): Promise<string> {
  const jar = new Map<string, string>();
  const cookieHeader = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const remember = (res: Response) => {
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [k, ...v] = pair!.split('=');
      jar.set(k!.trim(), v.join('='));
    }
  };
  const send = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: {
        cookie: cookieHeader(),
        'content-type': 'application/json',
        'x-requested-with': 'XMLHttpRequest',
        'x-xsrf-token': decodeURIComponent(jar.get('XSRF-TOKEN') ?? ''),
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    remember(res);
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
    return res;
  };
  await send('GET', '/laravel/sanctum/csrf-cookie');
  await send('POST', '/laravel/api/login', { email: 'demo@example.com', password: 'demo12345678' });
  const list = await json<{ data: { id: number }[] }>('/api/products?response_group=shop&per_page=3');
  for (const product of list.data.slice(0, 2)) {
    const detail = await json<{ data: { colors: { sizes: { sku: { id: number; inventory: { quantity_available: number } } }[] }[] } }>(
      `/api/products/${product.id}?response_group=order`,
    );
    const sku = detail.data.colors.flatMap((c) => c.sizes).find((s) => s.sku.inventory.quantity_available > 2)?.sku;
    if (sku) await send('POST', '/api/cart_items', { sku_id: sku.id, quantity: 2 });
  }
  return cookieHeader();
}

interface Row {
  name: string;
  rps: number;
  p50: number;
  p99: number;
}

async function measure(name: string, path: string, headers: Record<string, string> = {}): Promise<Row> {
  // warm-up, then the measured run
  await autocannon({ url: `${base}${path}`, connections: 10, duration: 2, headers });
  const r = await autocannon({ url: `${base}${path}`, connections: 10, duration: seconds, headers });
  if (r.non2xx > 0 || r.errors > 0) throw new Error(`${name}: ${r.non2xx} non-2xx answers, ${r.errors} errors`);
  return { name, rps: Math.round(r.requests.average), p50: r.latency.p50, p99: r.latency.p99 };
}

let uniqueCounter = 0;

/** Same as `measure`, but every request carries a never-seen `_n` parameter, so no cached answer applies. */
async function measureUncached(name: string, path: string): Promise<Row> {
  const setupRequest = (request: { path: string }) => {
    request.path = `${path}${path.includes('?') ? '&' : '?'}_n=${uniqueCounter++}`;
    return request;
  };
  await autocannon({ url: base, connections: 10, duration: 2, requests: [{ setupRequest }] });
  const r = await autocannon({ url: base, connections: 10, duration: seconds, requests: [{ setupRequest }] });
  if (r.non2xx > 0 || r.errors > 0) throw new Error(`${name}: ${r.non2xx} non-2xx answers, ${r.errors} errors`);
  return { name, rps: Math.round(r.requests.average), p50: r.latency.p50, p99: r.latency.p99 };
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-bench-'));
  try {
    // First start creates and seeds the database; the second measures a cold start on existing data.
    const timedStart = async () => {
      const started = performance.now();
      const child = await startServer(dataDir, { port });
      return { child, ms: performance.now() - started };
    };
    const first = await timedStart();
    const firstStart = first.ms;
    await stop(first.child);
    const server = await timedStart();
    const coldStart = server.ms;

    const product = (await json<{ data: { id: number; code: string }[] }>('/api/products?response_group=shop&per_page=1')).data[0]!;
    const cookie = await demoSession();
    await new Promise((r) => setTimeout(r, 3000));
    const idleRss = rssMb(server.child.pid!);

    const rows: Row[] = [];
    rows.push(await measure('bare JSON route (baseline)', '/api/ping'));
    rows.push(await measure('product detail', `/api/products/${product.id}?response_group=order`));
    rows.push(await measure('product list', '/api/products?response_group=shop'));
    // What a browser gets: the cached answer's brotli copy (made once, not per request).
    rows.push(await measure('product list, brotli', '/api/products?response_group=shop', { 'accept-encoding': 'br, gzip' }));
    rows.push(await measure('shop index', '/api/shop/index?type=catalog'));
    rows.push(await measure('search', `/api/search?q=${encodeURIComponent('Tシャツ')}`));
    rows.push(await measure('cart contents (logged in)', '/api/cart/contents?response_group=order', { cookie }));
    // The same reads with the in-process cache out of play (every URL new): the database's own speed.
    rows.push(await measureUncached('product detail, uncached', `/api/products/${product.id}?response_group=order`));
    rows.push(await measureUncached('product list, uncached', '/api/products?response_group=shop'));
    rows.push(await measureUncached('search, uncached', `/api/search?q=${encodeURIComponent('Tシャツ')}`));
    const loadedRss = rssMb(server.child.pid!);
    await stop(server.child);

    const baseline = rows[0]!.rps;
    console.log(`\nAPI benchmark: autocannon, 10 connections, ${seconds} s per route, Node ${process.versions.node}\n`);
    console.log('| route | req/s | p50 ms | p99 ms | ratio to bare |');
    console.log('| --- | ---: | ---: | ---: | ---: |');
    for (const row of rows) {
      console.log(`| ${row.name} | ${row.rps} | ${row.p50} | ${row.p99} | ${((row.rps / baseline) * 100).toFixed(0)} % |`);
    }
    console.log(`\nfirst start (create + migrate + seed): ${Math.round(firstStart)} ms`);
    console.log(`cold start with existing data directory: ${Math.round(coldStart)} ms (goal ≤ 1500)`);
    console.log(`idle memory (RSS): ${idleRss} MB (goal ≤ 400); after the load: ${loadedRss} MB`);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
