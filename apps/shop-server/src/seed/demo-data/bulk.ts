import type { Queryable, SqlParam } from '../../db/db.ts';

/** A column of a bulk insert: its name, its PostgreSQL element type, and an optional SQL wrapper. */
export interface BulkColumn {
  name: string;
  /** Element type of the parameter array: 'int', 'text', 'numeric', 'timestamptz', 'boolean'. */
  type: string;
  /** SQL turning the unnested value (`ref`) into the stored one, e.g. `string_to_array(ref, '|')`. */
  wrap?: (ref: string) => string;
}

const ROWS_PER_STATEMENT = 5_000;

/**
 * Inserts many rows with one parameter array per column (`insert … select from unnest($1::int[], …)`):
 * a multi-row INSERT whose parameter count does not grow with the rows, run in chunks of 5,000 rows.
 */
export async function bulkInsert(
  db: Queryable,
  table: string,
  columns: readonly BulkColumn[],
  rows: readonly (readonly SqlParam[])[],
): Promise<void> {
  const names = columns.map((c) => c.name).join(', ');
  const refs = columns.map((_, i) => `c${i}`);
  const selects = columns.map((c, i) => (c.wrap ? c.wrap(`c${i}`) : `c${i}`)).join(', ');
  const arrays = columns.map((c, i) => `$${i + 1}::${c.type}[]`).join(', ');
  const sql = `insert into ${table} (${names}) select ${selects} from unnest(${arrays}) as u(${refs.join(', ')})`;
  for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
    const chunk = rows.slice(start, start + ROWS_PER_STATEMENT);
    const params = columns.map((_, i) => chunk.map((row) => row[i] ?? null));
    await db.query(sql, params);
  }
}

/** Moves a serial column's sequence past the explicit ids a bulk insert wrote. */
export async function syncSequence(db: Queryable, table: string): Promise<void> {
  await db.query(`select setval(pg_get_serial_sequence('${table}', 'id'), coalesce((select max(id) from ${table}), 0) + 1, false)`);
}
