/**
 * Place-order benchmark (issue #11): the throughput and latency of `POST /api/orders` on the real
 * server, on PostgreSQL with one and with two server processes (the same database, the load spread
 * over both), and on the embedded PGlite. Each run prepares BENCH_ORDERS shoppers first (logged in,
 * an address, one blank line in the server cart, the confirm page's quote, a Visa card tokenised at the
 * sandbox gateway), then places all their orders with BENCH_CONNECTIONS at a time and times only
 * those calls. The baseline of the same run is the logged-in cart-contents read (autocannon, same
 * number of connections) on the same server(s).
 *
 *   npx node tools/scripts/with-postgres.ts npx node tools/bench/order-bench.ts   # PostgreSQL and PGlite
 *   npx node tools/bench/order-bench.ts                                            # PGlite only
 *   BENCH_ORDERS=300 BENCH_CONNECTIONS=10 BENCH_SECONDS=5 …
 */
import { PGlite } from '@electric-sql/pglite';
import autocannon from 'autocannon';
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes, randomUUID, scryptSync } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { median, root, stop } from './web-common.ts';

const ORDERS = Number(process.env['BENCH_ORDERS'] ?? 300);
const CONNECTIONS = Number(process.env['BENCH_CONNECTIONS'] ?? 10);
const SECONDS = Number(process.env['BENCH_SECONDS'] ?? 5);
const FIRST_PORT = Number(process.env['BENCH_PORT'] ?? 3931);
const PASSWORD = 'bench12345';
/** Visa, authorised without a challenge (@shop/payment-card TEST_CARD_NUMBERS.visa). */
const VISA = '4242424242424242';
/** SKUs the orders spread over (a popular few: contention on their rows is part of the test). */
const SKU_COUNT = 20;

/** A cheap scrypt hash in the server's format (the stored parameters are what verification uses). */
function cheapHash(password: string): string {
  const salt = randomBytes(16);
  const key = scryptSync(password, salt, 32, { N: 1024, r: 8, p: 1 });
  return ['scrypt', 1024, 8, 1, salt.toString('base64'), key.toString('base64')].join('$');
}

interface Sql {
  query(sql: string, params?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
}

/** Customers with an address each, and plenty of stock on the SKUs the orders buy. */
async function prepareData(db: Sql, tag: string): Promise<{ emails: string[]; skus: number[] }> {
  const hash = cheapHash(PASSWORD);
  const emails: string[] = [];
  for (let i = 0; i < ORDERS; i++) {
    const email = `bench-${tag}-${i}@example.com`;
    const { rows } = await db.query('insert into customers (name, email, password_hash) values ($1, $2, $3) returning id', [
      'ベンチ 太郎',
      email,
      hash,
    ]);
    await db.query(
      `insert into customer_addresses (customer_id, name, name_kana, postal_code, prefecture, city, town, street, building, company, phone, is_default, created_at, updated_at)
       values ($1, 'ベンチ 太郎', $2, '1000001', '東京都', '千代田区', '千代田', '1-1', '', '', '03-1234-5678', true, now(), now())`,
      [rows[0]!['id'], 'ベンチ\u3000タロウ'],
    );
    emails.push(email);
  }
  const { rows } = await db.query('select id from skus order by id limit $1', [SKU_COUNT]);
  const skus = rows.map((r) => Number(r['id']));
  await db.query('update skus set quantity_available = 1000000 where id = any($1::int[])', [skus]);
  return { emails, skus };
}

/** Starts `apps/shop-server/src/main.ts` on a port; resolves once it listens. */
function startServer(port: number, env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--conditions=@shop/source', 'apps/shop-server/src/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('listening on')) resolve(child);
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
}

/** One browser: a cookie jar and the CSRF echo. */
class Browser {
  readonly jar = new Map<string, string>();
  readonly base: string;
  constructor(base: string) {
    this.base = base;
  }

  get cookie(): string {
    return [...this.jar].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  async send<T>(method: string, path: string, body?: unknown, expected = [200, 201, 204]): Promise<T> {
    const res = await fetch(`${this.base}${path}`, {
      method,
      headers: {
        cookie: this.cookie,
        'content-type': 'application/json',
        'x-requested-with': 'XMLHttpRequest',
        'x-xsrf-token': decodeURIComponent(this.jar.get('XSRF-TOKEN') ?? ''),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [k, ...v] = pair!.split('=');
      this.jar.set(k!.trim(), v.join('='));
    }
    const text = await res.text();
    if (!expected.includes(res.status)) throw new Error(`${method} ${path}: ${res.status} ${text.slice(0, 300)}`);
    return (text === '' ? undefined : JSON.parse(text)) as T;
  }
}

interface Prepared {
  browser: Browser;
  body: Record<string, unknown>;
}

/** Logs a shopper in and readies one order: cart, quote, card token. */
async function prepareOrder(base: string, email: string, sku: number): Promise<Prepared> {
  const browser = new Browser(base);
  await browser.send('GET', '/laravel/sanctum/csrf-cookie');
  await browser.send('POST', '/laravel/api/login', { email, password: PASSWORD });
  const addresses = await browser.send<{ data: { id: number }[] }>('GET', '/api/addresses');
  await browser.send('POST', '/api/cart_items', { sku_id: sku, quantity: 1 });
  const choices = { address_id: addresses.data[0]!.id, delivery_date: null, delivery_slot: null, payment_method: 'card' };
  const quote = await browser.send<{ data: { quote_token: string } }>('POST', '/api/checkout/quote', choices);
  const session = await browser.send<{ data: { token: string } }>('POST', '/api/checkout/card_sessions');
  const card = await browser.send<{ card_token: string }>('POST', `/sandbox-gateway/v1/sessions/${session.data.token}/cards`, {
    number: VISA,
    exp_month: '12',
    exp_year: String(new Date().getUTCFullYear() + 3),
    cvc: '123',
    name: 'BENCH TARO',
  });
  return { browser, body: { ...choices, card_token: card.card_token, quote_token: quote.data.quote_token, idempotency_key: randomUUID() } };
}

/** Runs `work` over `items`, `width` at a time. */
async function pool<T, R>(items: readonly T[], width: number, work: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(width, items.length) }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await work(items[index]!, index);
      }
    }),
  );
  return results;
}

const percentile = (values: number[], p: number) => {
  const sorted = values.toSorted((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

interface Row {
  setup: string;
  orders: number;
  ordersPerSecond: number;
  p50: number;
  p99: number;
  baselineRps: number;
  baselineP99: number;
}

/** Prepares, then places every order with CONNECTIONS at a time; then the cart-contents baseline. */
async function run(setup: string, bases: string[], emails: string[], skus: number[]): Promise<Row> {
  const prepared = await pool(emails, CONNECTIONS, (email, i) => prepareOrder(bases[i % bases.length]!, email, skus[i % skus.length]!));
  const latencies: number[] = [];
  const started = performance.now();
  await pool(prepared, CONNECTIONS, async ({ browser, body }) => {
    const t0 = performance.now();
    const placed = await browser.send<{ data: { status: string } }>('POST', '/api/orders', body, [201]);
    latencies.push(performance.now() - t0);
    if (placed.data.status !== 'received') throw new Error(`order placed as ${placed.data.status}`);
  });
  const wall = (performance.now() - started) / 1000;

  // Baseline: the cart-contents read of a logged-in shopper with a line in the cart, on every server.
  const readers = await Promise.all(bases.map((base, i) => prepareOrder(base, emails[i]!, skus[0]!).catch(() => undefined)));
  const baseline = await Promise.all(
    bases.map((base, i) =>
      autocannon({
        url: `${base}/api/cart/contents?response_group=order`,
        connections: Math.max(1, Math.round(CONNECTIONS / bases.length)),
        duration: SECONDS,
        headers: { cookie: readers[i]?.browser.cookie ?? '' },
      }),
    ),
  );
  for (const r of baseline) if (r.non2xx > 0 || r.errors > 0) throw new Error(`baseline: ${r.non2xx} non-2xx answers, ${r.errors} errors`);
  return {
    setup,
    orders: latencies.length,
    ordersPerSecond: Math.round((latencies.length / wall) * 10) / 10,
    p50: Math.round(median(latencies)),
    p99: Math.round(percentile(latencies, 99)),
    baselineRps: Math.round(baseline.reduce((sum, r) => sum + r.requests.average, 0)),
    baselineP99: Math.max(...baseline.map((r) => r.latency.p99)),
  };
}

async function onPostgres(url: string, processes: number, tag: string): Promise<Row> {
  const servers: ChildProcess[] = [];
  try {
    for (let i = 0; i < processes; i++) servers.push(await startServer(FIRST_PORT + i, { DATABASE_URL: url }));
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const data = await prepareData(client, tag);
    await client.end();
    const bases = servers.map((_, i) => `http://127.0.0.1:${FIRST_PORT + i}`);
    return await run(`PostgreSQL, ${processes} process${processes > 1 ? 'es' : ''}`, bases, data.emails, data.skus);
  } finally {
    for (const server of servers) await stop(server);
  }
}

async function onPglite(): Promise<Row> {
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-order-bench-'));
  try {
    // The first start creates, migrates and seeds the database; the shoppers are written while no server holds it.
    await stop(await startServer(FIRST_PORT, { DATA_DIR: dataDir }));
    const db = await PGlite.create({ dataDir: join(dataDir, 'pglite') });
    const data = await prepareData(db, 'pglite');
    await db.close();
    const server = await startServer(FIRST_PORT, { DATA_DIR: dataDir });
    try {
      return await run('PGlite (embedded), 1 process', [`http://127.0.0.1:${FIRST_PORT}`], data.emails, data.skus);
    } finally {
      await stop(server);
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  const rows: Row[] = [];
  const url = process.env['DATABASE_URL'];
  if (url) {
    // A database of its own on the server with-postgres.ts started.
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query('drop database if exists shop_order_bench');
    await admin.query('create database shop_order_bench');
    await admin.end();
    const benchUrl = new URL(url);
    benchUrl.pathname = '/shop_order_bench';
    rows.push(await onPostgres(benchUrl.toString(), 1, 'pg1'));
    rows.push(await onPostgres(benchUrl.toString(), 2, 'pg2'));
  } else {
    console.log('DATABASE_URL is not set: PGlite only (run under tools/scripts/with-postgres.ts for PostgreSQL).');
  }
  delete process.env['DATABASE_URL'];
  rows.push(await onPglite());

  console.log(`\nPlace-order benchmark: ${ORDERS} card orders per setup, ${CONNECTIONS} at a time, Node ${process.versions.node}`);
  console.log(`baseline: GET /api/cart/contents (logged in), autocannon, ${CONNECTIONS} connections, ${SECONDS} s\n`);
  console.log('| setup | orders/s | p50 ms | p99 ms | baseline req/s | baseline p99 ms |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
  for (const r of rows) console.log(`| ${r.setup} | ${r.ordersPerSecond} | ${r.p50} | ${r.p99} | ${r.baselineRps} | ${r.baselineP99} |`);
}

await main();
