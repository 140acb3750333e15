/** What the preflight reads of the catalogue: a print spec's method and area, and the garment colours' darkness. */
import type { Queryable } from '../db/db.ts';

export interface PreflightSpec {
  id: number;
  name: string;
  methodSlug: string;
  widthMm: number;
  heightMm: number;
}

export interface PreflightColor {
  id: number;
  name: string;
  isDark: boolean;
}

/** A print spec with its method's slug; undefined when there is none. */
export async function findSpec(db: Queryable, id: number): Promise<PreflightSpec | undefined> {
  const rows = await db.query<{ id: number; name: string; slug: string; width_mm: number; height_mm: number }>(
    `select s.id, s.name, m.slug, s.width_mm, s.height_mm
       from print_specs s join print_methods m on m.id = s.print_method_id
      where s.id = $1`,
    [id],
  );
  const row = rows[0];
  return row && { id: row.id, name: row.name, methodSlug: row.slug, widthMm: row.width_mm, heightMm: row.height_mm };
}

/** The garment colours among `ids` that exist, in id order. */
export async function findColors(db: Queryable, ids: readonly number[]): Promise<PreflightColor[]> {
  if (ids.length === 0) return [];
  const rows = await db.query<{ id: number; name: string; is_dark: boolean }>(
    'select id, name, is_dark from product_colors where id = any($1::int[]) order by id',
    [ids],
  );
  return rows.map((row) => ({ id: row.id, name: row.name, isDark: row.is_dark }));
}
