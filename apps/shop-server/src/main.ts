import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { readConfig } from './config.ts';
import { openDatabase } from './db/open.ts';
import { createOutboxMailer } from './mail/outbox-mailer.ts';
import { acquireDataDirLock } from './process/lock.ts';
import { seedIfEmpty } from './seed/seed.ts';
import { mountStorefront } from './web/storefront.ts';

const startedAt = performance.now();
const config = readConfig();

// Only the embedded database needs the lock; PostgreSQL serves many processes.
const releaseLock = config.databaseUrl ? async () => undefined : await acquireDataDirLock(config.dataDir).catch((error: Error) => {
  console.error(`[shop-server] ${error.message}`);
  process.exit(1);
});

const db = await openDatabase(config);
const seeded = await seedIfEmpty(db);
if (seeded) console.log(`[shop-server] demo data loaded: ${seeded}`);

const now = Date.now;
// Mail goes to the outbox table (and a log line); an SMTP sender is not built in yet.
if (config.smtpUrl) console.warn('[shop-server] SMTP_URL is set, but SMTP sending is not built in: mail goes to the outbox table.');
const deps = { db, config, now, mailer: createOutboxMailer(db, { now }) };
const app = createApp(deps);
await mountStorefront(app, deps, config.webBuildDir);
const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
  const ms = Math.round(performance.now() - startedAt);
  console.log(`[shop-server] listening on http://${info.address}:${info.port} (${db.kind}, ready in ${ms} ms)`);
});

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`[shop-server] ${signal}: closing`);
  // Stop accepting, let in-flight requests end, then checkpoint and close the database.
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await db.close();
  await releaseLock();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
