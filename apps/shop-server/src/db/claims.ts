/**
 * Claims (`Db.claims`) for the two databases. PostgreSQL: session advisory locks of two int4 keys
 * (space, id), taken on one connection per holder that is kept out of the pool; PostgreSQL ends the
 * session and every lock with it when the process dies, and `pg_locks` tells every process which
 * ids are held. PGlite: one process per data directory (process/lock.ts), so the claims of every
 * holder of one database are kept in that process's memory.
 */
import type { Claims, Queryable } from './db.ts';

/** The claims of the holders of one PGlite database, by space: id → holder. */
export type MemoryClaims = Map<number, Map<number, object>>;

/** A holder of claims kept in this process (PGlite). */
export function memoryClaims(all: MemoryClaims, space: number): Claims {
  const holder = {};
  const ofSpace = () => {
    let claims = all.get(space);
    if (!claims) all.set(space, (claims = new Map()));
    return claims;
  };
  return {
    async tryClaim(id) {
      const claims = ofSpace();
      if (claims.has(id)) return false;
      claims.set(id, holder);
      return true;
    },
    async release(id) {
      const claims = ofSpace();
      if (claims.get(id) === holder) claims.delete(id);
    },
    async held() {
      return new Set(ofSpace().keys());
    },
    async close() {
      const claims = ofSpace();
      for (const [id, owner] of claims) if (owner === holder) claims.delete(id);
    },
  };
}

/** A connection of its own for one holder (PostgreSQL), opened at the first claim. */
export interface DedicatedConnection {
  query: Queryable['query'];
  /** Ends the connection (and with it the session's locks). */
  end(): Promise<void>;
}

/** A holder of claims as advisory locks on a connection of its own (PostgreSQL). */
export function advisoryClaims(connect: (lost: () => void) => Promise<DedicatedConnection>, shared: Queryable, space: number): Claims {
  let connection: Promise<DedicatedConnection> | undefined;
  // Advisory locks are re-entrant within a session: this holder's own claims are refused here.
  const mine = new Set<number>();
  // A lost connection took its locks with it: the next claim opens a new one.
  const lost = () => {
    connection = undefined;
    mine.clear();
  };
  const session = () =>
    (connection ??= connect(lost).catch((error: unknown) => {
      connection = undefined;
      throw error;
    }));
  return {
    async tryClaim(id) {
      if (mine.has(id)) return false;
      mine.add(id);
      try {
        const [row] = await (await session()).query<{ ok: boolean }>('select pg_try_advisory_lock($1::int, $2::int) as ok', [space, id]);
        if (!row?.ok) mine.delete(id);
        return Boolean(row?.ok);
      } catch (error) {
        mine.delete(id);
        throw error;
      }
    },
    async release(id) {
      if (!mine.delete(id)) return;
      await (await session()).query('select pg_advisory_unlock($1::int, $2::int)', [space, id]);
    },
    async held() {
      // Locks of two int4 keys show as classid = key 1, objid = key 2, objsubid = 2.
      const rows = await shared.query<{ id: number }>(
        `select objid::bigint as id from pg_locks
         where locktype = 'advisory' and objsubid = 2 and granted and classid::bigint = $1
           and database = (select oid from pg_database where datname = current_database())`,
        [space],
      );
      return new Set(rows.map((row) => Number(row.id)));
    },
    async close() {
      mine.clear();
      const open = connection;
      connection = undefined;
      if (open) await (await open).end();
    },
  };
}
