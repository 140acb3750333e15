import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Db } from './db.ts';

const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));

/**
 * Applies every `migrations/NNN-name.sql` not yet recorded in `schema_migrations`, in name order, each
 * in its own transaction. The same files run on PGlite and PostgreSQL.
 */
export async function migrate(db: Db): Promise<string[]> {
  await db.exec(`create table if not exists schema_migrations (
    name text primary key,
    applied_at timestamptz not null default now()
  )`);
  const applied = new Set((await db.query<{ name: string }>('select name from schema_migrations')).map((r) => r.name));
  const files = (await readdir(MIGRATIONS_DIR)).filter((f) => /^\d{3}-[\w-]+\.sql$/.test(f)).sort();
  const ran: string[] = [];
  for (const file of files) {
    if (applied.has(file)) continue;
    const sql = await readFile(`${MIGRATIONS_DIR}${file}`, 'utf8');
    // One simple-protocol script runs as one implicit transaction on PostgreSQL (and PGlite): the
    // migration and its record land together or not at all.
    await db.exec(`${sql}\n;\ninsert into schema_migrations (name) values ('${file}');`);
    ran.push(file);
  }
  return ran;
}
