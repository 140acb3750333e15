/**
 * How the operator's command line reaches a running server that holds the embedded database: the
 * server writes `<DATA_DIR>/admin.json` (its port and a random token, readable by its owner only)
 * once it listens, and removes it at shutdown. PostgreSQL needs none of this: the command line
 * opens the database itself.
 */
import { randomBytes } from 'node:crypto';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export interface AdminEndpoint {
  port: number;
  token: string;
  pid: number;
}

const fileOf = (dataDir: string) => join(dataDir, 'admin.json');

/** Writes a fresh endpoint file for this process; answers the token the admin route must see. */
export async function writeAdminEndpoint(dataDir: string, port: number): Promise<AdminEndpoint> {
  const endpoint: AdminEndpoint = { port, token: randomBytes(32).toString('base64url'), pid: process.pid };
  await writeFile(fileOf(dataDir), JSON.stringify(endpoint), { mode: 0o600 });
  return endpoint;
}

/** The endpoint file of the server holding `dataDir`, or null when there is none (or it is unreadable). */
export async function readAdminEndpoint(dataDir: string): Promise<AdminEndpoint | null> {
  try {
    const value = JSON.parse(await readFile(fileOf(dataDir), 'utf8')) as Partial<AdminEndpoint>;
    if (typeof value.port !== 'number' || typeof value.token !== 'string' || typeof value.pid !== 'number') return null;
    return { port: value.port, token: value.token, pid: value.pid };
  } catch {
    return null;
  }
}

export async function removeAdminEndpoint(dataDir: string): Promise<void> {
  await rm(fileOf(dataDir), { force: true });
}
