import pg from 'pg';
import { advisoryClaims, type DedicatedConnection } from './claims.ts';
import type { Db, Queryable, SqlParam } from './db.ts';

// Return int8 (count(*), sums) as numbers: every such value here is far below 2^53.
pg.types.setTypeParser(20, (value) => Number(value));
// numeric as number (weights in oz); money is never numeric here, always integer yen.
pg.types.setTypeParser(1700, (value) => Number(value));

function adapt(client: Pick<pg.Pool | pg.PoolClient, 'query'>): Queryable {
  return {
    async query<T>(sql: string, params?: readonly SqlParam[]) {
      const result = await client.query(sql, params ? [...params] : undefined);
      return result.rows as T[];
    },
  };
}

/** Runs `fn` in one transaction on `client`; it rolls back when `fn` throws. */
async function inTransaction<T>(client: pg.PoolClient, fn: (tx: Queryable) => Promise<T>): Promise<T> {
  await client.query('begin');
  try {
    const result = await fn(adapt(client));
    await client.query('commit');
    return result;
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  }
}

/**
 * Key of the advisory lock that serialises migrations and first seeding across processes
 * (the bytes of "shop"; any constant works as long as every process uses the same one).
 */
export const SCHEMA_LOCK_KEY = 0x73686f70;

/** A Db on one checked-out connection, for work that must stay on the connection holding a lock. */
function connectionDb(client: pg.PoolClient): Db {
  const base = adapt(client);
  const db: Db = {
    kind: 'postgres',
    query: base.query,
    transaction: (fn) => inTransaction(client, fn),
    async exec(sql) {
      await client.query(sql);
    },
    // Already exclusive: the lock is held by this very connection.
    exclusive: (fn) => fn(db),
    claims() {
      throw new Error('claims are taken on the database, not inside an exclusive block');
    },
    async close() {
      throw new Error('this connection belongs to an exclusive block; it is released when the block ends');
    },
  };
  return db;
}

/** Opens a PostgreSQL connection pool. */
export async function openPostgres(url: string, options: { max?: number } = {}): Promise<Db> {
  const pool = new pg.Pool({ connectionString: url, max: options.max ?? 10 });
  // An idle pooled connection can be closed by the server (restart, failover, a dropped test
  // database). Without a listener that 'error' event would crash the process; the pool already
  // discards the broken client and the next query opens a new one.
  pool.on('error', (error) => {
    console.warn(`PostgreSQL: an idle connection was closed (${error.message}); it will be replaced`);
  });
  // Fail fast with a clear message when the server is not reachable.
  await pool.query('select 1');
  const base = adapt(pool);
  /** The connections of claim holders (kept out of the pool: a holder keeps its session for its whole life). */
  const dedicated = new Set<pg.Client>();
  const connect = async (lost: () => void): Promise<DedicatedConnection> => {
    const client = new pg.Client({ connectionString: url });
    // A lost connection has lost its claims with it: the holder forgets them and reconnects.
    client.on('error', (error) => console.warn(`PostgreSQL: a claims connection was closed (${error.message})`));
    client.on('end', () => {
      dedicated.delete(client);
      lost();
    });
    await client.connect();
    dedicated.add(client);
    const own = adapt(client);
    return {
      query: own.query,
      async end() {
        dedicated.delete(client);
        await client.end().catch(() => undefined);
      },
    };
  };
  return {
    kind: 'postgres',
    query: base.query,
    async transaction(fn) {
      const client = await pool.connect();
      try {
        return await inTransaction(client, fn);
      } finally {
        client.release();
      }
    },
    async exec(sql) {
      await pool.query(sql);
    },
    async exclusive(fn) {
      const client = await pool.connect();
      try {
        // A session lock, not a transaction lock: migrations commit one by one inside the block. If
        // this process dies, PostgreSQL ends the session and the lock with it.
        await client.query('select pg_advisory_lock($1)', [SCHEMA_LOCK_KEY]);
      } catch (error) {
        client.release(true);
        throw error;
      }
      try {
        return await fn(connectionDb(client));
      } finally {
        const unlocked = await client.query('select pg_advisory_unlock($1)', [SCHEMA_LOCK_KEY]).then(
          () => true,
          () => false,
        );
        // A connection that could not unlock is destroyed, which ends its session and so the lock.
        client.release(!unlocked);
      }
    },
    claims: (space) => advisoryClaims(connect, base, space),
    async close() {
      await Promise.all([...dedicated].map((client) => client.end().catch(() => undefined)));
      dedicated.clear();
      await pool.end();
    },
  };
}
