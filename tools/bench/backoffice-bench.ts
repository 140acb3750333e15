/**
 * Back office first load (issue #30): starts the real server (with the current back office build,
 * or BACKOFFICE_BUILD_DIR's) on a fresh data directory and measures the JavaScript a first visit to
 * /admin/login downloads: the module graph of the HTML as web-common.ts's `initialJs` follows it
 * (gzip level 6), listed by file. Goal: under 200 kB. Exits 1 when the goal is missed.
 *
 *   npx nx run backoffice-web:build && npx node tools/bench/backoffice-bench.ts
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { base, initialJs, kb, startServer, stop } from './web-common.ts';

const GOAL_KB = 200;
const PAGES = ['/admin/login', '/admin/audit'];

const dataDir = await mkdtemp(join(tmpdir(), 'backoffice-bench-'));
const server = await startServer(dataDir);
let failed = false;
try {
  console.log('back office first load: JavaScript (gzip level 6)');
  for (const path of PAGES) {
    const weight = await initialJs(path);
    const total = weight.fileBytes + weight.inlineBytes;
    failed ||= total / 1024 >= GOAL_KB;
    console.log(`${path}: ${kb(total)} kB in ${weight.files} files (goal < ${GOAL_KB} kB: ${total / 1024 < GOAL_KB ? 'met' : 'MISSED'})`);
    for (const url of weight.urls.sort()) {
      const body = Buffer.from(await (await fetch(url)).arrayBuffer());
      console.log(`  ${new URL(url).pathname}  ${kb(gzipSync(body, { level: 6 }).byteLength)} kB`);
    }
  }
  console.log(`(server ${base})`);
} finally {
  await stop(server);
  await rm(dataDir, { recursive: true, force: true });
}
process.exitCode = failed ? 1 : 0;
