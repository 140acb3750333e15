import type { Queryable } from '../db/db.ts';
import { FITS, WEIGHT_CLASSES } from './filter-vocabulary.ts';
import { allFits, type BrandRow, type CategoryRow } from './catalogue-store.ts';

export interface CategoryNode {
  id: number;
  slug: string;
  name: string;
  children: CategoryNode[];
}

/** The category tree: root categories with their sub-trees. */
export function categoryTree(rows: readonly CategoryRow[]): CategoryNode[] {
  const build = (parentId: number | null): CategoryNode[] =>
    rows.filter((r) => r.parent_id === parentId).map((r) => ({ id: r.id, slug: r.slug, name: r.name, children: build(r.id) }));
  return build(null);
}

/** Brand as listed (without its description). */
export function brandListItem(b: BrandRow) {
  return { id: b.id, slug: b.slug, name: b.name, logo: b.logo, on_sale: b.on_sale };
}

/** Fits as filter choices; the reference list while the database has none. */
export async function loadFits(db: Queryable): Promise<{ slug: string; name: string }[]> {
  const rows = await allFits(db);
  return rows.length > 0 ? rows : FITS.map((f) => ({ slug: f.slug, name: f.name }));
}

/** Fabric weight classes as filter choices. */
export function weightClasses(): { slug: string; name: string }[] {
  return WEIGHT_CLASSES.map((w) => ({ slug: w.slug, name: w.name }));
}
