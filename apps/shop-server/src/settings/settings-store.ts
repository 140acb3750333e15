/** The shop_settings table: one JSON value per key. */
import type { Queryable } from '../db/db.ts';

/** The values stored under `keys` (a key without a row is absent from the map). */
export async function settingValues(db: Queryable, keys: readonly string[]): Promise<Map<string, unknown>> {
  const rows = await db.query<{ key: string; value: unknown }>('select key, value from shop_settings where key = any($1::text[])', [keys]);
  return new Map(rows.map((r) => [r.key, r.value]));
}
