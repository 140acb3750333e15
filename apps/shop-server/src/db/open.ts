import { join } from 'node:path';
import type { Config } from '../config.ts';
import type { Db } from './db.ts';
import { migrate } from './migrate.ts';
import { openPglite } from './pglite.ts';
import { openPostgres } from './postgres.ts';

/** Opens the configured database (PostgreSQL when DATABASE_URL is set, else PGlite under DATA_DIR) and migrates it. */
export async function openDatabase(config: Config): Promise<Db> {
  const db = config.databaseUrl
    ? await openPostgres(config.databaseUrl)
    : await openPglite({ dataDir: join(config.dataDir, 'pglite') });
  await migrate(db);
  return db;
}
