/**
 * `npm run admin` as an operator runs it, against the embedded database: while a server process
 * holds DATA_DIR (PGlite allows one process) the command goes to that server over loopback with the
 * token of DATA_DIR/admin.json; with no server it opens the database itself. (PostgreSQL: the
 * command line always opens the database, as admin-commands.test.ts does on both databases.)
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, statSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres } from '../../src/db/postgres.ts';
import type { Db } from '../../src/db/db.ts';
import { withDatabase } from '../global-setup.ts';
import { type ServerProcess, startServer } from '../process/server-process.ts';

const CLI = fileURLToPath(new URL('../../src/admin/cli.ts', import.meta.url));

function runCli(dataDir: string, ...args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return runCliWith({ DATA_DIR: dataDir }, ...args);
}

function runCliWith(extra: Record<string, string>, ...args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const env: Record<string, string | undefined> = { ...process.env, ...extra };
  if (!extra['DATABASE_URL']) delete env['DATABASE_URL'];
  const child = spawn(process.execPath, ['--conditions=@shop/source', CLI, ...args], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, stdout, stderr })));
}

const databaseUrl = process.env['DATABASE_URL'];
if (!databaseUrl) {
  describe('npm run admin on the embedded database', () => {
    let root: string;
    let server: ServerProcess | undefined;

    beforeAll(async () => {
      root = await mkdtemp(join(tmpdir(), 'shop-admin-'));
      server = await startServer({ DATA_DIR: root });
    }, 90_000);
    afterAll(async () => {
      await server?.stop('SIGKILL');
      await rm(root, { recursive: true, force: true });
    });

    it('reaches the running server: its endpoint file is private, the command runs there, and the route refuses anyone without the token', async () => {
      const file = join(root, 'admin.json');
      await expect.poll(() => existsSync(file)).toBe(true);
      expect(statSync(file).mode & 0o777).toBe(0o600);
      // The server holds the data directory's lock, so only the server can have run these.
      expect(await runCli(root, 'orders')).toMatchObject({ code: 0, stdout: 'no orders\n' });
      expect(await runCli(root, 'show', 'PF-2026-000001')).toMatchObject({ code: 1, stdout: 'no order PF-2026-000001\n' });
      expect(await runCli(root, 'ship', 'PF-2026-000001')).toMatchObject({ code: 2 });

      const { port, token } = JSON.parse(await readFile(file, 'utf8')) as { port: number; token: string };
      const post = (headers: Record<string, string>, body: unknown = { args: ['orders'] }) =>
        fetch(`http://127.0.0.1:${port}/__admin/commands`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...headers },
          body: JSON.stringify(body),
        });
      expect((await post({})).status).toBe(404);
      expect((await post({ authorization: `Bearer ${token}x` })).status).toBe(404);
      expect((await post({ authorization: `Bearer ${token}` }, { args: 'orders' })).status).toBe(422);
      expect(await (await post({ authorization: `Bearer ${token}` })).json()).toEqual({ code: 0, output: 'no orders' });
    }, 60_000);

    it('opens the database itself once the server has stopped, and the endpoint file is gone', async () => {
      await server?.stop('SIGTERM');
      server = undefined;
      expect(existsSync(join(root, 'admin.json'))).toBe(false);
      const result = await runCli(root, 'orders', '--status', 'shipped');
      expect(result, result.stderr).toMatchObject({ code: 0, stdout: 'no orders\n' });
    }, 60_000);
  });
} else {
  const url = databaseUrl;
  describe('npm run admin on PostgreSQL', () => {
    let admin: Db;
    let root: string;
    let database: string;
    let server: ServerProcess | undefined;

    beforeAll(async () => {
      admin = await openPostgres(url, { max: 1 });
      database = `shop_admin_${randomBytes(6).toString('hex')}`;
      await admin.exec(`create database ${database}`);
      root = await mkdtemp(join(tmpdir(), 'shop-admin-pg-'));
      server = await startServer({ DATA_DIR: root, DATABASE_URL: withDatabase(url, database) });
    }, 90_000);
    afterAll(async () => {
      await server?.stop('SIGKILL');
      await admin.exec(`drop database if exists ${database} with (force)`);
      await admin.close();
      await rm(root, { recursive: true, force: true });
    });

    it('opens the database itself while a server runs on it (servers share PostgreSQL), and the server writes no endpoint file', async () => {
      const result = await runCliWith({ DATA_DIR: root, DATABASE_URL: withDatabase(url, database) }, 'orders');
      expect(result, result.stderr).toMatchObject({ code: 0, stdout: 'no orders\n' });
      expect(existsSync(join(root, 'admin.json'))).toBe(false);
      expect(await runCliWith({ DATA_DIR: root, DATABASE_URL: withDatabase(url, database) }, 'show', 'PF-2026-000001')).toMatchObject({
        code: 1,
      });
    }, 60_000);
  });
}
