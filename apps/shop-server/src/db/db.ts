/**
 * The database port. Two adapters implement it with the same SQL dialect: PGlite (embedded, default)
 * and PostgreSQL (node-postgres pool, when DATABASE_URL is set). Route code sees only this.
 */
export type SqlParam = string | number | boolean | null | Date | readonly unknown[] | Record<string, unknown>;

export interface Queryable {
  /** Runs one statement with $1… parameters and returns its rows. */
  query<T = Record<string, unknown>>(sql: string, params?: readonly SqlParam[]): Promise<T[]>;
}

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs `fn` in one transaction; it rolls back when `fn` throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
  /**
   * Runs `fn` while no other process runs an `exclusive` block on the same database (migrations and
   * first seeding at start). PostgreSQL: a session advisory lock held on one dedicated connection, and
   * `fn` gets a Db bound to that connection. PGlite: one process per data directory already (see
   * process/lock.ts), so `fn` simply runs with this Db.
   */
  exclusive<T>(fn: (db: Db) => Promise<T>): Promise<T>;
  /**
   * A holder of claims on ids of one `space` (a 32-bit number): a claim says "a live process is
   * working on this" and ends with the holder or with its process, however that ends (kill -9
   * included). Placing an order claims the order while it calls the gateway (docs/decisions/019).
   */
  claims(space: number): Claims;
  close(): Promise<void>;
}

/** Claims of one holder (see `Db.claims`). */
export interface Claims {
  /** Claims `id` unless any holder, this one included, already has it; true when this call took it. */
  tryClaim(id: number): Promise<boolean>;
  /** Gives a claim of this holder back (nothing when it does not hold it). */
  release(id: number): Promise<void>;
  /** The ids of the space claimed now by any live holder of any process. */
  held(): Promise<Set<number>>;
  /** Gives back every claim of this holder (what a dying process does). */
  close(): Promise<void>;
}

/** First row or undefined. */
export async function one<T>(db: Queryable, sql: string, params?: readonly SqlParam[]): Promise<T | undefined> {
  const rows = await db.query<T>(sql, params);
  return rows[0];
}

/** Asks the database for the smallest answer it can give; throws when it does not answer. */
export async function ping(db: Queryable): Promise<void> {
  await db.query('select 1');
}
