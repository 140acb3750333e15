import { join } from 'node:path';
import type { Config } from '../config/config.ts';
import type { Db } from './db.ts';
import { migrate } from './migrate.ts';
import { openPglite } from './pglite.ts';
import { openPostgres } from './postgres.ts';

export interface OpenDatabaseOptions {
  /**
   * Runs after the migrations, still inside the same exclusive block (see `Db.exclusive`), e.g.
   * seeding an empty database: of two processes starting at once on PostgreSQL, the second one
   * waits and then finds the schema and the data already there.
   */
  afterMigrate?: (db: Db) => Promise<void>;
}

/** Opens the configured database (PostgreSQL when DATABASE_URL is set, else PGlite under DATA_DIR) and migrates it. */
export async function openDatabase(config: Pick<Config, 'databaseUrl' | 'dataDir'>, options: OpenDatabaseOptions = {}): Promise<Db> {
  const db = config.databaseUrl ? await openPostgres(config.databaseUrl) : await openPglite({ dataDir: join(config.dataDir, 'pglite') });
  try {
    await db.exclusive(async (locked) => {
      await migrate(locked);
      await options.afterMigrate?.(locked);
    });
  } catch (error) {
    await db.close().catch(() => undefined);
    throw error;
  }
  return db;
}
