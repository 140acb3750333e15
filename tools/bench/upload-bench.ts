/**
 * Upload benchmark (issue #10). Starts the real server on a fresh data directory (or uses BENCH_URL),
 * generates a ~20 MB image (a PNG of random pixels, which does not compress) and uploads it
 * BENCH_UPLOADS times (default 5) as a guest: the time from sending the request to the end of the
 * answer, i.e. received, checked, stored with its pixel size, thumbnail and preview. The baseline is
 * the same bytes posted to the same route under another part name: the server reads and parses the
 * whole multipart body and answers 422 without storing anything (HTTP, CSRF, session and multipart
 * parsing, no file work). Runs alternate between the two; medians and their ratio are printed.
 *
 *   npx node tools/bench/upload-bench.ts
 *   BENCH_UPLOADS=9 npx node tools/bench/upload-bench.ts
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { noisePng } from './noise-png.ts';
import { startServer, stop } from './web-common.ts';

const uploads = Number(process.env['BENCH_UPLOADS'] ?? 5);
const port = Number(process.env['BENCH_PORT'] ?? 3918);
const base = process.env['BENCH_URL'] ?? `http://127.0.0.1:${port}`;
/** Side of the square noise image, px: 2600 × 2600 × 3 bytes ≈ 20 MB of pixels. */
const SIDE = Number(process.env['BENCH_SIDE'] ?? 2600);

/** A guest session: its Cookie header and CSRF token. */
async function guestSession(): Promise<{ cookie: string; token: string }> {
  const res = await fetch(`${base}/laravel/sanctum/csrf-cookie`, { headers: { 'x-requested-with': 'XMLHttpRequest' } });
  const pairs = res.headers.getSetCookie().map((line) => line.split(';')[0] ?? '');
  const token = decodeURIComponent(pairs.find((p) => p.startsWith('XSRF-TOKEN='))?.slice('XSRF-TOKEN='.length) ?? '');
  return { cookie: pairs.join('; '), token };
}

/** One POST /api/files of `bytes` under part `part`; ms from sending to the end of the answer. */
async function timeUpload(session: { cookie: string; token: string }, bytes: Buffer, part: string, expected: number): Promise<number> {
  const form = new FormData();
  form.append(part, new Blob([bytes as BlobPart], { type: 'image/png' }), 'noise.png');
  const started = performance.now();
  const res = await fetch(`${base}/api/files`, {
    method: 'POST',
    headers: { cookie: session.cookie, 'x-xsrf-token': session.token, 'x-requested-with': 'XMLHttpRequest', accept: 'application/json' },
    body: form,
  });
  const text = await res.text();
  const ms = performance.now() - started;
  if (res.status !== expected) throw new Error(`POST /api/files (${part}): ${res.status} ${text.slice(0, 200)}`);
  return ms;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'upload-bench-'));
  const server = process.env['BENCH_URL'] ? undefined : await startServer(dataDir, { port });
  try {
    const image = await noisePng(SIDE);
    const session = await guestSession();
    // Warm-up: the first upload loads sharp's and the parser's code paths.
    await timeUpload(session, image, 'file', 201);
    await timeUpload(session, image, 'discard', 422);
    const full: number[] = [];
    const baseline: number[] = [];
    for (let i = 0; i < uploads; i++) {
      baseline.push(await timeUpload(session, image, 'discard', 422));
      full.push(await timeUpload(session, image, 'file', 201));
    }
    const round = (ms: number) => Math.round(ms);
    console.log(
      `\nUpload benchmark: ${(image.length / 1e6).toFixed(1)} MB PNG (${SIDE} × ${SIDE} random pixels), ${uploads} uploads each, Node ${process.versions.node}\n`,
    );
    console.log('| request | median ms | min ms | max ms |');
    console.log('| --- | ---: | ---: | ---: |');
    console.log(
      `| same bytes, read and discarded (baseline) | ${round(median(baseline))} | ${round(Math.min(...baseline))} | ${round(Math.max(...baseline))} |`,
    );
    console.log(
      `| upload: stored, measured, thumbnail and preview | ${round(median(full))} | ${round(Math.min(...full))} | ${round(Math.max(...full))} |`,
    );
    console.log(
      `\nratio upload / baseline: ${(median(full) / median(baseline)).toFixed(1)}×; goal: upload median ≤ 2000 ms (${median(full) <= 2000 ? 'met' : 'not met'})`,
    );
  } finally {
    if (server) await stop(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
