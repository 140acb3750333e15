import { serve } from '@hono/node-server';
import { removeAdminEndpoint, writeAdminEndpoint } from './admin/admin-file.ts';
import { createApp } from './app.ts';
import { mountProcessRoutes } from './routes.ts';
import { type Config, readConfig } from './config/config.ts';
import type { Db } from './db/db.ts';
import { openDatabase } from './db/open.ts';
import { createFileStore } from './files/create-file-store.ts';
import type { FileStore } from './files/file-store.ts';
import { ordersWithArtwork, startArtworkSweeper } from './artwork/artwork-service.ts';
import { type OrphanSweeper, startOrphanSweeper } from './files/orphan-files.ts';
import { createMailer } from './mail/create-mailer.ts';
import type { Mailer } from './mail/mailer.ts';
import { orderService, reconcileSummaryLine } from './orders/order-service.ts';
import { SandboxGateway } from './payments/sandbox-gateway.ts';
import { acquireDataDirLock } from './process/lock.ts';
import { ensureSearchIndex } from './search/indexer.ts';
import { seedIfEmpty } from './seed/seed.ts';
import { createSecretBox } from './staff/secret-box.ts';

/** How long in-flight requests get to finish at shutdown before their connections are cut, ms. */
const DRAIN_TIMEOUT = 5_000;

const startedAt = performance.now();
const log = (line: string) => console.log(`[shop-server] ${line}`);
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** What the start has opened so far; shutdown closes whatever is there, last opened first. */
const opened: {
  releaseLock?: () => Promise<void>;
  /** `<DATA_DIR>/admin.json`, how `npm run admin` reaches this process (embedded database only). */
  removeAdminEndpoint?: () => Promise<void>;
  db?: Db;
  mailer?: Mailer;
  files?: FileStore;
  orphanSweeper?: OrphanSweeper;
  artworkSweeper?: { stop(): Promise<void> };
  server?: ReturnType<typeof serve>;
} = {};
/** The start under way (set once the configuration is read). */
const startup: { done?: Promise<void> } = {};
let stopping = false;

async function closeEverything(): Promise<void> {
  const { server } = opened;
  if (server) {
    // Stop accepting and let in-flight requests end; cut whatever still hangs after DRAIN_TIMEOUT.
    const timer = setTimeout(() => 'closeAllConnections' in server && server.closeAllConnections(), DRAIN_TIMEOUT);
    await new Promise<void>((resolve) => server.close(() => resolve()));
    clearTimeout(timer);
  }
  await opened.removeAdminEndpoint?.();
  // Mails under way are recorded in the outbox already; let them finish before the database closes.
  await opened.mailer?.close?.();
  // A clean-up pass under way finishes (it needs the database and the store), then the store closes.
  await opened.orphanSweeper?.stop();
  await opened.artworkSweeper?.stop();
  await opened.files?.close?.();
  // Closing PGlite checkpoints it; a transaction still running (seeding) is waited for.
  await opened.db?.close();
  await opened.releaseLock?.();
}

async function shutdown(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  log(`${signal}: closing`);
  // A start under way finishes its current step (PGlite cannot be interrupted mid-transaction) and
  // stops at the next check of `stopping`.
  await startup.done?.catch(() => undefined);
  try {
    await closeEverything();
  } catch (error) {
    console.error(`[shop-server] shutdown failed: ${messageOf(error)}`);
    process.exit(1);
  }
  process.exit(0);
}

// Before anything is opened: a SIGTERM while the database is being created or seeded must still
// close it cleanly (and release the data-directory lock), or the next start finds it damaged.
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

async function start(config: Config): Promise<void> {
  // Only the embedded database needs the lock; PostgreSQL serves many processes (migrations and
  // seeding take an advisory lock there, see Db.exclusive).
  if (!config.databaseUrl) opened.releaseLock = await acquireDataDirLock(config.dataDir);
  if (stopping) return;

  let seeded: string | undefined;
  let reindexed: string | undefined;
  opened.db = await openDatabase(config, {
    afterMigrate: async (db) => {
      if (stopping) return;
      seeded = await seedIfEmpty(db, {
        onStart: () => log('empty database: loading demo data'),
        // The demo back office's staff, with the published password: only when the configuration asks for them.
        demoStaff: config.demoStaff ? createSecretBox(config) : undefined,
      });
      if (stopping) return;
      // A database written by an older search index format (or none) is reindexed once.
      reindexed = await ensureSearchIndex(db);
    },
  });
  if (seeded) log(`demo data loaded: ${seeded}`);
  if (reindexed) log(reindexed);
  if (stopping) return;

  const now = Date.now;
  const { mailer, description } = createMailer(opened.db, config, { now });
  opened.mailer = mailer;
  log(description);
  // SMTP: retries failed mail and takes up mail a stopped process left half-sent (closeEverything stops it).
  mailer.start?.();
  const files = await createFileStore(config);
  opened.files = files;
  log(files.description);
  // Removes uploads nothing cites and nobody read for a week (an unref'd timer; closeEverything stops it).
  opened.orphanSweeper = startOrphanSweeper(opened.db, files, { now, log });
  const payments = new SandboxGateway({ db: opened.db, now, publicUrl: config.publicUrl });
  const deps = { db: opened.db, config, now, mailer, files, payments };
  // The start-up pass (docs/decisions/019): what a process that died left held on cards (placings it
  // never finished, authorisations no live order holds) is voided before the first request.
  try {
    const summary = await orderService(deps).reconcilePayments((line) => log(`reconcile-payments: ${line}`));
    log(reconcileSummaryLine(summary));
  } catch (error) {
    console.error(`[shop-server] the start-up pass over payments failed (run npm run admin -- reconcile-payments): ${messageOf(error)}`);
  }
  if (stopping) return;
  // Sends the artwork reminders and applies the artwork deadlines when due (issue #30; an unref'd timer).
  opened.artworkSweeper = startArtworkSweeper(ordersWithArtwork(deps).artwork);
  const app = createApp(deps);
  let adminToken: string | null = null;
  await mountProcessRoutes(app, deps, () => adminToken, config.webBuildDir);
  if (stopping) return;

  const db = opened.db;
  opened.server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    const ms = Math.round(performance.now() - startedAt);
    log(`listening on http://${info.address}:${info.port} (${db.kind}, ready in ${ms} ms)`);
    if (!config.databaseUrl) {
      void writeAdminEndpoint(config.dataDir, info.port).then(
        (endpoint) => {
          adminToken = endpoint.token;
          opened.removeAdminEndpoint = () => removeAdminEndpoint(config.dataDir);
        },
        (error: unknown) => log(`npm run admin cannot reach this process: ${messageOf(error)}`),
      );
    }
  });
  opened.server.once('error', (error) => {
    console.error(`[shop-server] cannot listen on ${config.host}:${config.port}: ${error.message}`);
    void closeEverything().finally(() => process.exit(1));
  });
}

let config: Config;
try {
  config = readConfig();
} catch (error) {
  console.error(`[shop-server] configuration error: ${messageOf(error)}`);
  process.exit(1);
}

startup.done = start(config);
startup.done.catch(async (error: unknown) => {
  if (stopping) return; // shutdown reports and exits
  console.error(`[shop-server] could not start: ${messageOf(error)}`);
  await closeEverything().catch(() => undefined);
  process.exit(1);
});
