/**
 * The e2e target (`nx run shop-e2e:e2e`): the journeys as E2E_SHARDS Playwright runs side by side
 * (default one per two cores), each a whole `playwright test --shard=i/N` with servers of its own on
 * ports moved by E2E_PORT_OFFSET (shard i: +100 × (i − 1), added to an E2E_PORT_OFFSET given from
 * outside, which moves the whole run), so no shard sees another's database.
 *
 * Before the shards start, one shop is started on an empty data directory (it migrates and seeds its
 * database) and stopped again: every server of the run (playwright.config.ts via fresh-server.ts, and
 * support/own-shop.ts) starts from a copy of that directory instead of creating and seeding its own.
 *
 * Extra arguments go to every shard (`node run-shards.ts checkout.spec.ts`; with arguments the
 * default is one shard). Exits non-zero when a
 * shard fails; each line of output is prefixed with its shard (`[1/2]`).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

// One shard per two cores: a journey keeps about two cores busy (Chromium's processes and the shop
// server; measured 80 % of two cores with one shard), so on the 2-core CI machine two shards made
// every journey 1.75 × slower and the run no shorter (docs/testing.md, "What was tried for speed").
// A run of chosen files (arguments given) is one shard unless E2E_SHARDS says otherwise.
const shards = Math.max(1, Number(process.env['E2E_SHARDS'] ?? (process.argv.length > 2 ? 1 : Math.floor(availableParallelism() / 2))));
const templatePort = Number(process.env['E2E_TEMPLATE_PORT'] ?? 3930);
// An offset given from outside moves every shard's ports (two runs side by side on one machine).
const baseOffset = Number(process.env['E2E_PORT_OFFSET'] ?? 0);
const serverMain = new URL('../shop-server/src/main.ts', import.meta.url).pathname;
const playwrightCli = createRequire(import.meta.url).resolve('@playwright/test/cli');
const running = new Set<ChildProcess>();

async function makeTemplate(): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'shop-e2e-template-'));
  const started = Date.now();
  const server = spawn(process.execPath, ['--conditions=@shop/source', serverMain], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, DATA_DIR: dir, PORT: String(templatePort), HOST: '127.0.0.1', NODE_ENV: 'production' },
  });
  running.add(server);
  const exited = new Promise<number | null>((resolve) => server.once('exit', (code) => resolve(code)));
  const until = Date.now() + 180_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the template shop exited with ${server.exitCode} before it answered`);
    if (Date.now() > until) throw new Error(`the template shop on port ${templatePort} did not answer within 180 s`);
    const up = await fetch(`http://127.0.0.1:${templatePort}/healthcheck`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  server.kill('SIGTERM');
  const code = await exited;
  running.delete(server);
  if (code !== 0) throw new Error(`the template shop exited with ${code} on SIGTERM`);
  // What belongs to that one process, not to the data.
  for (const file of ['server.lock', 'admin.json']) rmSync(join(dir, file), { force: true });
  console.log(`template shop: migrated and seeded in ${((Date.now() - started) / 1000).toFixed(1)} s (${dir})`);
  return dir;
}

function runShard(index: number, template: string): Promise<number> {
  const label = `[${index}/${shards}]`;
  const child = spawn(
    process.execPath,
    [playwrightCli, 'test', ...(shards > 1 ? [`--shard=${index}/${shards}`] : []), ...process.argv.slice(2)],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        E2E_SHARD: shards > 1 ? String(index) : '',
        E2E_PORT_OFFSET: String(baseOffset + (index - 1) * 100),
        E2E_TEMPLATE_DATA_DIR: template,
      },
    },
  );
  running.add(child);
  for (const [stream, out] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ] as const) {
    createInterface({ input: stream! }).on('line', (line) => out.write(`${label} ${line}\n`));
  }
  return new Promise((resolve) =>
    child.once('exit', (code, signal) => {
      running.delete(child);
      resolve(code ?? (signal ? 1 : 0));
    }),
  );
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    for (const child of running) child.kill(signal);
  });
}

let template: string | undefined;
let status = 1;
try {
  template = await makeTemplate();
  const codes = await Promise.all(Array.from({ length: shards }, (_, i) => runShard(i + 1, template!)));
  status = codes.some((code) => code !== 0) ? 1 : 0;
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
} finally {
  if (template) rmSync(template, { recursive: true, force: true });
}
process.exit(status);
