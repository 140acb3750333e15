import pg from 'pg';
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

/** Opens a PostgreSQL connection pool. */
export async function openPostgres(url: string, options: { max?: number } = {}): Promise<Db> {
  const pool = new pg.Pool({ connectionString: url, max: options.max ?? 10 });
  // Fail fast with a clear message when the server is not reachable.
  await pool.query('select 1');
  const base = adapt(pool);
  return {
    kind: 'postgres',
    query: base.query,
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await fn(adapt(client));
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    async exec(sql) {
      await pool.query(sql);
    },
    async close() {
      await pool.end();
    },
  };
}
