/**
 * Artwork check benchmark (issue #30 "Speed"): how long the back office's check screen takes to have
 * a job's files for a 20 MB upload, and the JavaScript its first load downloads.
 *
 * 1. The real server on a fresh data directory takes a ~20 MB PNG of random pixels through the
 *    upload API (as a shopper's upload: stored, measured, thumbnail and preview). The server stops;
 *    an order of the demo customer with one art job on that file, and a staff member of role
 *    artwork_check, are written into its database; the server starts again.
 * 2. Signed in as that staff member, BENCH_VIEWS times (default 7): `GET /api/admin/art-jobs/:id`
 *    then the preview bytes of the version's file, i.e. what the screen needs to draw its three
 *    panels (they share the one preview); the first view after the server's start is reported apart.
 *    The preflight, which the screen asks after the files, is timed on its own (measured, then
 *    cached). Baseline of the same run: `GET /api/admin/me`, the lightest signed-in admin read. For
 *    scale, the original's 20 MB bytes over the same route.
 * 3. The back office's first-load JavaScript (gzip level 6): /admin/login's module graph, and the
 *    check screen's (that graph plus the lazy artwork chunks and what they import).
 *
 * Goals: the files shown within 1 s, the first load under 200 kB. Exits 1 when a goal is missed.
 *
 *   npx nx run backoffice-web:build && npx node tools/bench/artwork-check-bench.ts
 *   BENCH_PORT=3971 BENCH_VIEWS=9 npx node tools/bench/artwork-check-bench.ts   (port: web-common's BENCH_PORT, default 3918)
 */
import { PGlite } from '@electric-sql/pglite';
import { createHash, randomBytes, scryptSync } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { noisePng } from './noise-png.ts';
import { base as BASE, initialJs, kb, median, port as PORT, startServer, stop } from './web-common.ts';

const VIEWS = Number(process.env['BENCH_VIEWS'] ?? 7);
/** Side of the square noise image, px: 2600 × 2600 × 3 bytes ≈ 20 MB of pixels that do not compress. */
const SIDE = Number(process.env['BENCH_SIDE'] ?? 2600);
const FILES_GOAL_MS = 1000;
const JS_GOAL_KB = 200;
const STAFF = { email: 'bench-checker@example.com', password: 'bench checker password' };

/** A cheap scrypt hash in the server's format (verification reads the stored parameters). */
function cheapHash(password: string): string {
  const salt = randomBytes(16);
  const key = scryptSync(password, salt, 32, { N: 1024, r: 8, p: 1 });
  return ['scrypt', 1024, 8, 1, salt.toString('base64'), key.toString('base64')].join('$');
}

/** Cookies kept per client, with the CSRF header a client echoes. */
class Jar {
  readonly cookies = new Map<string, string>();
  readonly csrf: { cookie: string; header: string };
  constructor(csrf: { cookie: string; header: string }) {
    this.csrf = csrf;
  }
  async fetch(path: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    headers.set('x-requested-with', 'XMLHttpRequest');
    headers.set('accept', 'application/json');
    if (this.cookies.size > 0) headers.set('cookie', [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    const token = this.cookies.get(this.csrf.cookie);
    if (token) headers.set(this.csrf.header, decodeURIComponent(token));
    const res = await fetch(`${BASE}${path}`, { ...init, headers });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair!.indexOf('=');
      this.cookies.set(pair!.slice(0, at), pair!.slice(at + 1));
    }
    return res;
  }
}

async function expectOk(res: Response, what: string): Promise<Response> {
  if (!res.ok) throw new Error(`${what}: ${res.status} ${(await res.text()).slice(0, 300)}`);
  return res;
}

/** Phase 1: the upload through the API, as a guest; its uuid. */
async function uploadAsGuest(bytes: Buffer): Promise<string> {
  const guest = new Jar({ cookie: 'XSRF-TOKEN', header: 'x-xsrf-token' });
  await guest.fetch('/laravel/sanctum/csrf-cookie');
  const form = new FormData();
  form.append('file', new Blob([bytes as BlobPart], { type: 'image/png' }), 'photo-20mb.png');
  const res = await expectOk(await guest.fetch('/api/files', { method: 'POST', body: form }), 'POST /api/files');
  return ((await res.json()) as { data: { uuid: string } }).data.uuid;
}

/** Phase 1b: an order of the demo customer with one art job on the file, and the staff member. */
async function writeJob(dataDir: string, uuid: string, bytes: Buffer): Promise<number> {
  const db = await PGlite.create({ dataDir: join(dataDir, 'pglite') });
  try {
    const one = async (sql: string, params: unknown[] = []) => (await db.query<Record<string, unknown>>(sql, params)).rows[0]!;
    const customer = await one(`select id from customers where email = 'demo@example.com'`);
    const customerId = customer['id'] as number;
    await db.query('update files set customer_id = $1, session_id = null where uuid = $2', [customerId, uuid]);
    const order = await one(
      `insert into orders (number, customer_id, status, payment_method, goods_total, shipping_fee, total, tax, quantity, ship_date,
         address, charges, has_productions, idempotency_key, quote_token, placed_at, updated_at, proof)
       values ('PF-2026-900000001', $1, 'data_check', 'bank_transfer', 0, 0, 0, 0, 1, current_date + 7, '{}', '{}', true, 'bench', 'bench', now(), now(), 'wanted')
       returning id`,
      [customerId],
    );
    const line = await one(
      `insert into order_lines (order_id, position, kind, subtotal, snapshot, cart_entry_id, cart_entry_kind) values ($1, 1, 'production', 0, '{}', 0, 'cart_production') returning id`,
      [order['id']],
    );
    const production = await one(
      `insert into order_productions (order_id, order_line_id, number, snapshot) values ($1, $2, 'PF-2026-900000001-1', '{}') returning id`,
      [order['id'], line['id']],
    );
    const now = Date.now();
    const job = await one(
      `insert into art_jobs (order_id, order_production_id, print_spec_id, method, placement, garment_colors, ink_sets, proof, lead_days,
         status, created_at, updated_at)
       values ($1, $2, 1, 'inkjet', $3, $4, '[]', 'wanted', 3, 'awaiting_check', now(), now()) returning id`,
      [
        order['id'],
        production['id'],
        JSON.stringify({ printSpecId: 1, name: 'A4 前面', position: '前面', area: { widthMm: 210, heightMm: 297 } }),
        JSON.stringify([{ id: 1, name: 'ホワイト', hex: '#ffffff', isDark: false }]),
      ],
    );
    const content = {
      source: 'customer_upload',
      customerFile: {
        uuid,
        sha256: createHash('sha256').update(bytes).digest('hex'),
        name: 'photo-20mb.png',
        mimeType: 'image/png',
        byteSize: bytes.byteLength,
      },
      printerFile: null,
      layout: { widthMm: 200, anchor: 'top', offsetXMm: 0, offsetYMm: 0 },
      preflight: [],
      mockups: [],
      note: null,
      createdBy: { role: 'customer', id: customerId },
      createdAt: now,
      reusedFrom: null,
    };
    await db.query('insert into art_versions (art_job_id, number, content, created_at) values ($1, 1, $2, now())', [
      job['id'],
      JSON.stringify(content),
    ]);
    await db.query(`insert into staff (email, name, role, password_hash) values ($1, 'ベンチ', 'artwork_check', $2)`, [
      STAFF.email,
      cheapHash(STAFF.password),
    ]);
    return job['id'] as number;
  } finally {
    await db.close();
  }
}

async function staffSession(): Promise<Jar> {
  const staff = new Jar({ cookie: 'STAFF-XSRF-TOKEN', header: 'x-staff-xsrf-token' });
  await expectOk(await staff.fetch('/api/admin/csrf-cookie'), 'GET /api/admin/csrf-cookie');
  const res = await expectOk(
    await staff.fetch('/api/admin/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(STAFF) }),
    'POST /api/admin/login',
  );
  const next = ((await res.json()) as { data: { next: string } }).data.next;
  if (next !== 'done') throw new Error(`the bench's staff member should need no code, the login says ${next}`);
  return staff;
}

/** ms until the job's JSON and its file's preview bytes are in. */
async function timeView(staff: Jar, jobId: number): Promise<{ ms: number; jsonMs: number; previewBytes: number }> {
  const started = performance.now();
  const res = await expectOk(await staff.fetch(`/api/admin/art-jobs/${jobId}`), 'GET /api/admin/art-jobs/:id');
  const job = (await res.json()) as { data: { versions: { customer_file: { preview_url: string | null } }[] } };
  const jsonMs = performance.now() - started;
  const preview = job.data.versions.at(-1)?.customer_file.preview_url;
  if (!preview) throw new Error('the job has no preview');
  const bytes = await (await expectOk(await staff.fetch(preview), 'GET preview')).arrayBuffer();
  return { ms: performance.now() - started, jsonMs, previewBytes: bytes.byteLength };
}

/** ms of the version's preflight (measured from the stored file the first time, then from the cache). */
async function timePreflight(staff: Jar, jobId: number): Promise<number> {
  const started = performance.now();
  await (await expectOk(await staff.fetch(`/api/admin/art-jobs/${jobId}/versions/1/preflight`), 'GET …/preflight')).json();
  return performance.now() - started;
}

async function timeRead(staff: Jar, path: string): Promise<number> {
  const started = performance.now();
  await (await expectOk(await staff.fetch(path), `GET ${path}`)).arrayBuffer();
  return performance.now() - started;
}

/** The gzip weight of the check screen's first load: /admin/login's graph plus the lazy artwork chunks and their static imports. */
async function checkScreenJs(): Promise<{ total: number; extra: string[] }> {
  const initial = await initialJs('/admin/artwork');
  const seen = new Set(initial.urls);
  let total = initial.fileBytes + initial.inlineBytes;
  const extra: string[] = [];
  const pending: URL[] = [];
  for (const url of initial.urls) {
    const code = await (await fetch(url)).text();
    // Lazy routes: `import("./artwork-check-….js")` (the bundler writes the specifier in backticks).
    for (const m of code.matchAll(/import\(\s*["'`]([^"'`]*artwork[^"'`]*\.js)["'`]\s*\)/g)) pending.push(new URL(m[1]!, url));
  }
  while (pending.length > 0) {
    const url = pending.pop()!;
    if (seen.has(url.href)) continue;
    seen.add(url.href);
    const body = Buffer.from(await (await fetch(url)).arrayBuffer());
    total += gzipSync(body, { level: 6 }).byteLength;
    extra.push(`${url.pathname} ${kb(gzipSync(body, { level: 6 }).byteLength)} kB`);
    for (const m of body.toString('utf8').matchAll(/(?:\bfrom|\bimport)\s*["'`]([^"'`]+\.js)["'`]/g)) pending.push(new URL(m[1]!, url));
  }
  return { total, extra };
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'artwork-check-bench-'));
  let failed = false;
  try {
    const image = await noisePng(SIDE);
    let server = await startServer(dataDir, { port: PORT });
    const uuid = await uploadAsGuest(image);
    await stop(server);
    const jobId = await writeJob(dataDir, uuid, image);
    server = await startServer(dataDir, { port: PORT });
    try {
      const staff = await staffSession();
      const first = await timeView(staff, jobId);
      const firstPreflight = await timePreflight(staff, jobId);
      const laterPreflight = await timePreflight(staff, jobId);
      const views: number[] = [];
      const baseline: number[] = [];
      const originals: number[] = [];
      for (let i = 0; i < VIEWS; i++) {
        baseline.push(await timeRead(staff, '/api/admin/me'));
        views.push((await timeView(staff, jobId)).ms);
      }
      for (let i = 0; i < 3; i++) originals.push(await timeRead(staff, `/api/admin/art-jobs/${jobId}/files/${uuid}`));
      const r = (ms: number) => Math.round(ms);
      console.log(
        `\nArtwork check: ${(image.byteLength / 1e6).toFixed(1)} MB PNG (${SIDE} × ${SIDE} random pixels), preview ${kb(first.previewBytes)} kB, ${VIEWS} views, Node ${process.versions.node}\n`,
      );
      console.log('| request | median ms | min ms | max ms |');
      console.log('| --- | ---: | ---: | ---: |');
      console.log(`| GET /api/admin/me (baseline) | ${r(median(baseline))} | ${r(Math.min(...baseline))} | ${r(Math.max(...baseline))} |`);
      console.log(`| first view: job + preview bytes (after the server's start) | ${r(first.ms)} (job ${r(first.jsonMs)}) | | |`);
      console.log(`| view: job + preview bytes | ${r(median(views))} | ${r(Math.min(...views))} | ${r(Math.max(...views))} |`);
      console.log(`| preflight, asked after the files: measured / cached | ${r(firstPreflight)} / ${r(laterPreflight)} | | |`);
      console.log(
        `| for scale: the 20 MB original's bytes | ${r(median(originals))} | ${r(Math.min(...originals))} | ${r(Math.max(...originals))} |`,
      );
      const worst = Math.max(first.ms, median(views));
      failed ||= worst >= FILES_GOAL_MS;
      console.log(
        `\nratio view / baseline: ${(median(views) / median(baseline)).toFixed(1)}×; goal: files shown < ${FILES_GOAL_MS} ms, first view included (${worst < FILES_GOAL_MS ? 'met' : 'MISSED'})`,
      );

      console.log('\nback office first load: JavaScript (gzip level 6)');
      const login = await initialJs('/admin/login');
      const loginTotal = login.fileBytes + login.inlineBytes;
      const check = await checkScreenJs();
      failed ||= loginTotal / 1024 >= JS_GOAL_KB || check.total / 1024 >= JS_GOAL_KB;
      console.log(
        `/admin/login: ${kb(loginTotal)} kB in ${login.files} files (goal < ${JS_GOAL_KB} kB: ${loginTotal / 1024 < JS_GOAL_KB ? 'met' : 'MISSED'})`,
      );
      console.log(
        `/admin/artwork/:id: ${kb(check.total)} kB with the lazy artwork chunks (goal < ${JS_GOAL_KB} kB: ${check.total / 1024 < JS_GOAL_KB ? 'met' : 'MISSED'})`,
      );
      for (const line of check.extra) console.log(`  + ${line}`);
    } finally {
      await stop(server);
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  process.exitCode = failed ? 1 : 0;
}

await main();
