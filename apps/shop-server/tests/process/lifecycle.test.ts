/**
 * The real server process (`node src/main.ts`): start, refusal of a second process, SIGTERM, restart.
 * PGlite: one data directory, one process. PostgreSQL: several processes share one database, and
 * only migrations and the first seeding are serialised (advisory lock).
 */
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/db.ts';
import { openDatabase } from '../../src/db/open.ts';
import { openPostgres } from '../../src/db/postgres.ts';
import { DEFAULT_PRODUCT_COUNT } from '../../src/seed/demo-data/index.ts';
import { seedIfEmpty } from '../../src/seed/seed.ts';
import { withDatabase } from '../global-setup.ts';
import { SessionClient } from '../support/session-client.ts';
import { decodeMail, type SmtpSink, startSmtpSink } from '../mail/smtp-sink.ts';
import { type ServerProcess, spawnServer, startServer } from './server-process.ts';

const databaseUrl = process.env['DATABASE_URL'];
const MIGRATIONS = (await readdir(new URL('../../src/db/migrations/', import.meta.url))).filter((f) => f.endsWith('.sql')).sort();
const SEEDED = /\[shop-server\] demo data loaded: /;
/** A clean SIGTERM exit takes well under this, ms (it includes a PGlite checkpoint). */
const STOP_WITHIN = 5_000;

const running = new Set<ServerProcess>();
async function track<T extends ServerProcess>(started: Promise<T>): Promise<T> {
  const server = await started;
  running.add(server);
  void server.exited.then(() => running.delete(server));
  return server;
}
afterAll(async () => {
  // Only when a test failed half-way: stop what it left running.
  await Promise.all([...running].map((server) => server.stop('SIGKILL')));
});

async function productTotal(url: string): Promise<number> {
  const res = await fetch(`${url}/api/products`, { headers: { accept: 'application/json' } });
  expect(res.status).toBe(200);
  return ((await res.json()) as { meta: { total: number } }).meta.total;
}

async function healthOf(url: string): Promise<{ status: number; body: unknown }> {
  const res = await fetch(`${url}/healthcheck`);
  return { status: res.status, body: await res.json() };
}

if (!databaseUrl) {
  describe('the server process on one DATA_DIR (PGlite)', () => {
    let root: string;
    let dataDir: string;
    /** A first start migrates and seeds a fresh embedded database: on a busy 2-core machine that took over 30 s. */
    const SLOW_START_MS = 90_000;
    let first: ServerProcess & { startMs: number };
    let total: number;
    const customer = { name: '再起動 花子', email: `restart-${randomBytes(4).toString('hex')}@example.jp`, password: 'Restart2026x' };
    let smtp: SmtpSink;

    beforeAll(async () => {
      root = await mkdtemp(join(tmpdir(), 'shop-process-'));
      dataDir = join(root, 'data');
      smtp = await startSmtpSink();
    });
    afterAll(async () => {
      await smtp.close();
      await rm(root, { recursive: true, force: true });
    });

    it(
      'the first start creates and seeds the database, then /healthcheck answers 200',
      async () => {
        first = await track(startServer({ DATA_DIR: dataDir }));
        expect(first.output()).toMatch(SEEDED);
        expect(await healthOf(first.url)).toEqual({ status: 200, body: { status: 'ok', database: 'pglite' } });
        total = await productTotal(first.url);
        expect(total).toBeGreaterThan(0);
        expect(existsSync(join(dataDir, 'pglite'))).toBe(true);
      },
      SLOW_START_MS,
    );

    it('a second process on the same DATA_DIR exits non-zero naming the directory, and the first keeps serving', async () => {
      const second = await track(spawnServer({ DATA_DIR: dataDir }));
      expect((await second.exited).code).toBe(1);
      expect(second.output()).toContain(`[shop-server] could not start: The data directory ${dataDir} is in use by another server process`);
      expect(second.output()).not.toContain('listening on');
      expect(await healthOf(first.url)).toEqual({ status: 200, body: { status: 'ok', database: 'pglite' } });
    });

    it('SIGTERM closes the server with exit code 0 within a few seconds and frees the directory', async () => {
      const client = new SessionClient(first.url);
      await client.csrf();
      const registered = await client.post('/laravel/api/register', { ...customer, password_confirmation: customer.password });
      expect(registered.status).toBe(201);

      const stopped = await first.stop('SIGTERM');
      expect({ code: stopped.code, signal: stopped.signal }).toEqual({ code: 0, signal: null });
      expect(stopped.ms).toBeLessThan(STOP_WITHIN);
      expect(first.output()).toContain('[shop-server] SIGTERM: closing');
      expect(existsSync(join(dataDir, 'server.lock'))).toBe(false);
    });

    it(
      'a restart reopens the directory without reseeding, faster than the first start, and the customer registered before can log in',
      async () => {
        const again = await track(
          startServer({ DATA_DIR: dataDir, SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_FROM: 'shop@example.jp' }),
        );
        try {
          expect(again.output()).not.toMatch(/empty database|demo data loaded/);
          expect(again.startMs).toBeLessThan(first.startMs);
          expect(await productTotal(again.url)).toBe(total);
          const client = new SessionClient(again.url);
          await client.login(customer.email, customer.password);
          expect((await client.get<{ email: string }>('/api/user')).json.email).toBe(customer.email);

          // With SMTP_URL the process sends mail over SMTP (and SIGTERM waits for a delivery under way).
          const anonymous = new SessionClient(again.url);
          await anonymous.csrf();
          expect((await anonymous.post('/laravel/api/forgot-password', { email: customer.email })).status).toBe(200);
          const [mail] = await smtp.waitForMails(1);
          expect(mail?.rcptTo).toEqual([customer.email]);
          expect(decodeMail(mail?.raw ?? '').subject).toBe('【パスワード再設定】パスワード再設定のご案内');
        } finally {
          const stopped = await again.stop('SIGTERM');
          expect(stopped.code).toBe(0);
        }
      },
      SLOW_START_MS,
    );

    it(
      'SIGTERM while the first start is seeding still exits 0, and the directory starts again afterwards',
      async () => {
        const otherDir = join(root, 'interrupted');
        const starting = await track(spawnServer({ DATA_DIR: otherDir }));
        // Migrations come first: as long as a first start's, on a busy machine (see startServer).
        await starting.waitFor(/\[shop-server\] empty database: loading demo data/, 80_000);
        const stopped = await starting.stop('SIGTERM');
        expect({ code: stopped.code, signal: stopped.signal }).toEqual({ code: 0, signal: null });
        expect(starting.output()).not.toContain('listening on');
        expect(existsSync(join(otherDir, 'server.lock'))).toBe(false);

        const restarted = await track(startServer({ DATA_DIR: otherDir }));
        try {
          expect(await healthOf(restarted.url)).toEqual({ status: 200, body: { status: 'ok', database: 'pglite' } });
          expect(await productTotal(restarted.url)).toBe(total);
        } finally {
          expect((await restarted.stop('SIGTERM')).code).toBe(0);
        }
      },
      2 * SLOW_START_MS, // two starts
    );
  });
} else {
  const url = databaseUrl;
  describe('several server processes on one PostgreSQL database', () => {
    let admin: Db;
    const created: string[] = [];
    /** A new, empty database (no schema, no data) and its URL. */
    async function emptyDatabase(): Promise<string> {
      const name = `shop_start_${randomBytes(6).toString('hex')}`;
      await admin.exec(`create database ${name}`);
      created.push(name);
      return withDatabase(url, name);
    }
    async function counts(dbUrl: string) {
      const db = await openPostgres(dbUrl, { max: 1 });
      try {
        const [row] = await db.query<{ products: number; demo: number; migrations: number }>(
          `select (select count(*) from products) as products,
                  (select count(*) from customers where email = 'demo@example.com') as demo,
                  (select count(*) from schema_migrations) as migrations`,
        );
        return row;
      } finally {
        await db.close();
      }
    }

    beforeAll(async () => {
      admin = await openPostgres(url, { max: 1 });
    });
    afterAll(async () => {
      for (const name of created) await admin.exec(`drop database if exists ${name} with (force)`);
      await admin.close();
    });

    it('two concurrent open + migrate + seed on one fresh database both succeed and seed the catalogue exactly once', async () => {
      const dbUrl = await emptyDatabase();
      const summaries: (string | undefined)[] = [];
      const open = () =>
        openDatabase({ databaseUrl: dbUrl, dataDir: '' }, { afterMigrate: async (db) => void summaries.push(await seedIfEmpty(db)) });
      // allSettled: both attempts end before the check, so a failure leaves no connection behind.
      const opened = await Promise.allSettled([open(), open()]);
      await Promise.all(opened.map((result) => (result.status === 'fulfilled' ? result.value.close() : undefined)));
      expect(opened.map((result) => (result.status === 'fulfilled' ? 'opened' : String(result.reason)))).toEqual(['opened', 'opened']);
      expect(summaries.filter((s) => s !== undefined)).toHaveLength(1);
      expect(summaries).toHaveLength(2);
      expect(await counts(dbUrl)).toEqual({ products: DEFAULT_PRODUCT_COUNT, demo: 1, migrations: MIGRATIONS.length });
    });

    it('two server processes started at once on an empty database both serve, one of them seeds, and SIGTERM stops both with 0', async () => {
      const dbUrl = await emptyDatabase();
      const servers = await Promise.all([track(startServer({ DATABASE_URL: dbUrl })), track(startServer({ DATABASE_URL: dbUrl }))]);
      try {
        expect(servers.filter((s) => SEEDED.test(s.output()))).toHaveLength(1);
        for (const server of servers) {
          expect(await healthOf(server.url)).toEqual({ status: 200, body: { status: 'ok', database: 'postgres' } });
        }
        expect(await counts(dbUrl)).toEqual({ products: DEFAULT_PRODUCT_COUNT, demo: 1, migrations: MIGRATIONS.length });
      } finally {
        const stopped = await Promise.all(servers.map((s) => s.stop('SIGTERM')));
        expect(stopped.map((s) => [s.code, s.ms < STOP_WITHIN])).toEqual([
          [0, true],
          [0, true],
        ]);
      }
    });
  });
}
