import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { memoryClaims, type MemoryClaims } from './claims.ts';
import type { Db, Queryable, SqlParam } from './db.ts';

function adapt(target: Pick<PGlite, 'query'>): Queryable {
  return {
    async query<T>(sql: string, params?: readonly SqlParam[]) {
      const result = await target.query<T>(sql, params ? [...params] : undefined);
      return result.rows;
    },
  };
}

export interface PgliteOptions {
  /** Folder to persist to; omitted = in memory. */
  dataDir?: string;
  /** A dump made by `dumpPglite`, to start from (tests). */
  loadDataDir?: Blob;
}

/** Opens an embedded PGlite database. */
export async function openPglite(options: PgliteOptions = {}): Promise<Db & { dump(): Promise<Blob> }> {
  const pg = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    extensions: { pg_trgm },
    // PostgreSQL's default 128 MB of shared buffers would be most of the server's idle memory; the
    // embedded database is small and its files are cached by the operating system anyway.
    startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'],
  });
  const base = adapt(pg);
  const claims: MemoryClaims = new Map();
  const db: Db & { dump(): Promise<Blob> } = {
    kind: 'pglite',
    query: base.query,
    async transaction(fn) {
      return pg.transaction((tx) => fn(adapt(tx)));
    },
    async exec(sql) {
      await pg.exec(sql);
    },
    // One process per data directory (process/lock.ts) and one connection: nothing to serialise.
    exclusive: (fn) => fn(db),
    // The only process on this data directory: its memory knows every claim.
    claims: (space) => memoryClaims(claims, space),
    async close() {
      if (!pg.closed) await pg.close();
    },
    async dump() {
      return pg.dumpDataDir('none');
    },
  };
  return db;
}
