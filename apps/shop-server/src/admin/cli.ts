/**
 * The operator's command line: `npm run admin -- <command> …` (`npm run admin -- help` lists them).
 *
 * - PostgreSQL (DATABASE_URL set): opens the database and runs the command here.
 * - The embedded database: when no server holds DATA_DIR, opens it here (and migrates it); when a
 *   server runs on it (PGlite allows one process), sends the command to that server on loopback
 *   (admin-routes.ts), which runs the same code.
 */
import { readConfig } from '../config/config.ts';
import { openDatabase } from '../db/open.ts';
import { createMailer } from '../mail/create-mailer.ts';
import { SandboxGateway } from '../payments/sandbox-gateway.ts';
import { acquireDataDirLock } from '../process/lock.ts';
import { readAdminEndpoint } from './admin-file.ts';
import { ADMIN_COMMAND_PATH } from './admin-routes.ts';
import { runAdminCommand, type AdminDeps } from './commands.ts';

const args = process.argv.slice(2);
const config = readConfig();
const now = () => Date.now();

async function runHere(): Promise<{ code: number; output: string }> {
  const release = config.databaseUrl ? async () => undefined : await acquireDataDirLock(config.dataDir);
  const db = await openDatabase(config).catch(async (error: unknown) => {
    await release();
    throw error;
  });
  const { mailer } = createMailer(db, config, { now, log: () => undefined });
  try {
    const deps: AdminDeps = { db, config, now, mailer, payments: new SandboxGateway({ db, now, publicUrl: config.publicUrl }) };
    return await runAdminCommand(args, deps);
  } finally {
    await mailer.close?.();
    await db.close();
    await release();
  }
}

async function runOnServer(): Promise<{ code: number; output: string } | null> {
  const endpoint = await readAdminEndpoint(config.dataDir);
  if (!endpoint) return null;
  const response = await fetch(`http://127.0.0.1:${endpoint.port}${ADMIN_COMMAND_PATH}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${endpoint.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ args }),
  }).catch(() => null);
  if (!response?.ok) return null;
  return (await response.json()) as { code: number; output: string };
}

try {
  // The embedded database: a running server holds it, so ask that server first.
  const result = (!config.databaseUrl && (await runOnServer())) || (await runHere());
  if (result.output) process.stdout.write(result.output.endsWith('\n') ? result.output : `${result.output}\n`);
  process.exitCode = result.code;
} catch (error) {
  console.error(`admin: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
