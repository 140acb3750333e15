/**
 * Starts apps/shop-server on a fresh temporary data directory (the server creates and seeds its
 * database there on start, or it is a copy of E2E_TEMPLATE_DATA_DIR) and deletes the directory when the server has stopped, so that e2e runs
 * do not leave a seeded database (~40 MB) in the temp folder each time. Signals are passed on so the
 * server can close its database cleanly. Every other setting comes from the environment.
 *
 * With SERVER_LOG set, the server's standard output is also written to that file (emptied on start,
 * deleted on stop): without SMTP the server logs each mail it puts in its outbox as one line with its
 * links, and the journeys read the password-reset link and the inquiry confirmation from there.
 */
import { spawn } from 'node:child_process';
import { cpSync, createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const serverMain = new URL('../shop-server/src/main.ts', import.meta.url).pathname;
const dataDir = mkdtempSync(join(tmpdir(), 'shop-e2e-'));
// run-shards.ts makes one migrated and seeded shop for the run; each server starts from a copy of it.
const template = process.env['E2E_TEMPLATE_DATA_DIR'];
if (template) cpSync(template, dataDir, { recursive: true });
const logPath = process.env['SERVER_LOG'];

const server = spawn(process.execPath, ['--conditions=@shop/source', serverMain], {
  stdio: ['inherit', logPath ? 'pipe' : 'inherit', 'inherit'],
  env: { ...process.env, DATA_DIR: dataDir },
});

if (logPath && server.stdout) {
  const log = createWriteStream(logPath, { flags: 'w' });
  server.stdout.on('data', (chunk: Buffer) => {
    process.stdout.write(chunk);
    log.write(chunk);
  });
}

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => server.kill(signal));
}

server.on('exit', (code, signal) => {
  rmSync(dataDir, { recursive: true, force: true });
  if (logPath) rmSync(logPath, { force: true });
  process.exit(code ?? (signal ? 1 : 0));
});
