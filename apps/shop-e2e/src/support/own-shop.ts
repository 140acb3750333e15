/**
 * A shop of one journey's own, for journeys that change the database between two steps (a price
 * changed between the confirm page and the order). The shared e2e server holds its embedded
 * database (PGlite: one process at a time), so such a journey starts its own server on a temporary
 * data directory, stops it to write to the database from the test, and starts it again on the same
 * directory: the browser's session and the shopper's cart live in that database and stay.
 */
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { cpSync, createWriteStream, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const serverMain = new URL('../../../shop-server/src/main.ts', import.meta.url).pathname;
const adminCli = new URL('../../../shop-server/src/admin/cli.ts', import.meta.url).pathname;

export interface OwnShop {
  /** Origin of the shop (`http://127.0.0.1:<port>`). */
  readonly url: string;
  /** Its standard output, where it logs each mail (read with support/mail.ts `waitForMail(to, subject, shop.log)`). */
  readonly log: string;
  /** Its data directory (the embedded database, uploads, admin.json). */
  readonly dataDir: string;
  /**
   * Runs an operator's command on this shop as `npm run admin -- …` does (it asks the running server,
   * which holds the database; the command line itself when no server runs):
   * `await shop.admin('confirm-payment', number)`. Answers the exit code and the output.
   */
  admin(...args: string[]): Promise<{ code: number; output: string }>;
  /** Stops the server, runs `change` on its database, starts it again on the same data. */
  changeDatabase(change: (db: PGlite) => Promise<void>): Promise<void>;
  /** Stops the server and removes its data. */
  close(): Promise<void>;
}

/** The running server's admin endpoint (`<DATA_DIR>/admin.json`, shop-server src/admin/admin-file.ts), or null. */
function adminEndpoint(dataDir: string): { port: number; token: string } | null {
  try {
    const value = JSON.parse(readFileSync(join(dataDir, 'admin.json'), 'utf8')) as { port?: unknown; token?: unknown };
    return typeof value.port === 'number' && typeof value.token === 'string' ? { port: value.port, token: value.token } : null;
  } catch {
    return null;
  }
}

async function waitUntilUp(url: string, server: ChildProcess): Promise<void> {
  const until = Date.now() + 90_000;
  while (Date.now() < until) {
    if (server.exitCode !== null) throw new Error(`the shop on ${url} exited with ${server.exitCode}`);
    const ok = await fetch(`${url}/healthcheck`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the shop on ${url} did not start`);
}

function stop(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null) return Promise.resolve();
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  server.kill('SIGTERM');
  return exited;
}

/**
 * Starts a shop on `port` (from servers.ts `e2ePort`) with a fresh data directory: a copy of
 * E2E_TEMPLATE_DATA_DIR (a migrated and seeded shop, made once by run-shards.ts) when set, otherwise
 * empty, and the server creates and seeds its database on start.
 */
export async function startOwnShop(port: number): Promise<OwnShop> {
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-e2e-own-'));
  const template = process.env['E2E_TEMPLATE_DATA_DIR'];
  if (template) cpSync(template, dataDir, { recursive: true });
  const url = `http://127.0.0.1:${port}`;
  const log = join(dataDir, 'server.log');
  const start = async () => {
    const server = spawn(process.execPath, ['--conditions=@shop/source', serverMain], {
      stdio: ['ignore', 'pipe', 'inherit'],
      env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', NODE_ENV: 'production', PUBLIC_URL: url },
    });
    server.stdout?.pipe(createWriteStream(log, { flags: 'a' }));
    try {
      await waitUntilUp(url, server);
    } catch (error) {
      // Not left running on its port for the rest of the run (and the next run).
      await stop(server);
      throw error;
    }
    return server;
  };
  let server = await start();
  return {
    url,
    log,
    dataDir,
    async admin(...args) {
      // What the command line does while a server holds the data (shop-server src/admin/cli.ts
      // runOnServer): the command posted to the server's ADMIN_COMMAND_PATH with the token of its
      // admin.json, without starting a Node process per command (seconds each on a busy machine).
      const endpoint = adminEndpoint(dataDir);
      const response =
        endpoint &&
        (await fetch(`http://127.0.0.1:${endpoint.port}/__admin/commands`, {
          method: 'POST',
          headers: { authorization: `Bearer ${endpoint.token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ args }),
        }).catch(() => null));
      if (response?.ok) return (await response.json()) as { code: number; output: string };
      return new Promise((resolve) => {
        execFile(
          process.execPath,
          ['--conditions=@shop/source', adminCli, ...args],
          { env: { ...process.env, DATA_DIR: dataDir } },
          (error, stdout, stderr) => {
            resolve({ code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, output: `${stdout}${stderr}` });
          },
        );
      });
    },
    async changeDatabase(change) {
      await stop(server);
      const db = await PGlite.create({ dataDir: join(dataDir, 'pglite'), extensions: { pg_trgm } });
      try {
        await change(db);
      } finally {
        await db.close();
      }
      server = await start();
    },
    async close() {
      await stop(server);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
