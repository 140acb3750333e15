import { serve } from '@hono/node-server';
import { afterAll, beforeAll } from 'vitest';
import type { AddressInfo } from 'node:net';
import { createApp } from '../../src/app.ts';
import { type Config, readConfig } from '../../src/config/config.ts';
import type { Db } from '../../src/db/db.ts';
import type { FileStore } from '../../src/files/file-store.ts';
import { createOutboxMailer } from '../../src/mail/outbox-mailer.ts';
import { SandboxGateway } from '../../src/payments/sandbox-gateway.ts';
import { mountStorefrontBuild, type StorefrontBuild } from '../../src/web/storefront.ts';
import { freshDatabase } from './database.ts';
import { temporaryFileStore } from './files.ts';

/** The key that seals the staff's authenticator secrets on test servers (never a key file in the work tree). */
export const TEST_STAFF_SECRET_KEY = 'test-staff-secret-key';

export interface TestServer {
  /** e.g. http://127.0.0.1:41234 */
  url: string;
  db: Db;
  /** Log lines of the mails sent (the mails themselves are in the outbox table). */
  mailLog: string[];
  /** The server's file store (a temporary folder, removed at close). */
  files: FileStore;
  /** The server's payment gateway (the sandbox, on the same database). */
  payments: SandboxGateway;
  /** Moves the server's clock (epoch ms). */
  setNow(ms: number): void;
  close(): Promise<void>;
}

export interface TestServerOptions {
  /** A storefront build (web/storefront.ts loadStorefrontBuild) to mount after the API, as main.ts does. */
  storefront?: StorefrontBuild;
}

/**
 * The real app on `db` (the outbox mailer, a temporary file store, the sandbox gateway), nothing
 * mounted on it yet: for the suites that mount a build of their own. `files.remove()` when done.
 */
export function appOn(db: Db, config: Config = readConfig({ PORT: '0' }), now: () => number = Date.now) {
  const files = temporaryFileStore();
  const app = createApp({
    db,
    config,
    now,
    mailer: createOutboxMailer(db, { now, log: () => undefined }),
    files,
    payments: new SandboxGateway({ db, now, publicUrl: config.publicUrl }),
  });
  return { app, files };
}

/** Starts the real app on 127.0.0.1 with its own fresh database, over real HTTP. */
export async function startTestServer(overrides: Partial<Config> = {}, options: TestServerOptions = {}): Promise<TestServer> {
  const db = await freshDatabase();
  let now: number | undefined;
  const config: Config = { ...readConfig({ PORT: '0' }), staffSecretKey: TEST_STAFF_SECRET_KEY, ...overrides };
  const clock = () => now ?? Date.now();
  const mailLog: string[] = [];
  const mailer = createOutboxMailer(db, { now: clock, log: (line) => mailLog.push(line) });
  const files = temporaryFileStore();
  const payments = new SandboxGateway({ db, now: clock, publicUrl: config.publicUrl });
  const app = createApp({ db, config, now: clock, mailer, files, payments });
  if (options.storefront) mountStorefrontBuild(app, { config }, options.storefront);
  const listening = await listenLocally(app);
  return {
    url: listening.url,
    db,
    files,
    payments,
    mailLog,
    setNow(ms) {
      now = ms;
    },
    async close() {
      await listening.close();
      await db.close();
      await files.remove();
    },
  };
}

/** Serves an app over real HTTP on 127.0.0.1, on a port the system picks: its URL, and how to stop it. */
export async function listenLocally(app: { fetch: (request: Request) => Response | Promise<Response> }) {
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/**
 * A test server for the tests of the file (or describe block) it is called in: started before them
 * (this hook runs before the ones registered after it) and closed after them. The object answers for
 * the server once it is started; read it inside hooks and tests only.
 */
export function useTestServer(overrides: Partial<Config> = {}, options: TestServerOptions = {}): TestServer {
  let started: TestServer | undefined;
  beforeAll(async () => {
    started = await startTestServer(overrides, options);
  });
  afterAll(() => started?.close());
  const current = (): TestServer => {
    if (!started) throw new Error('the test server starts in beforeAll: read it inside hooks and tests');
    return started;
  };
  return {
    get url() {
      return current().url;
    },
    get db() {
      return current().db;
    },
    get mailLog() {
      return current().mailLog;
    },
    get files() {
      return current().files;
    },
    get payments() {
      return current().payments;
    },
    setNow: (ms) => current().setNow(ms),
    close: () => current().close(),
  };
}
