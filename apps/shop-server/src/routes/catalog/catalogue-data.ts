import type { Queryable } from '../../db/db.ts';
import { FITS, WEIGHT_CLASSES } from '../../seed/demo-data/reference.ts';

export interface CategoryRow {
  id: number;
  slug: string;
  name: string;
  description: string;
  parent_id: number | null;
}

export interface CategoryNode {
  id: number;
  slug: string;
  name: string;
  children: CategoryNode[];
}

/** Every category in menu order. */
export function loadCategories(db: Queryable): Promise<CategoryRow[]> {
  return db.query<CategoryRow>('select id, slug, name, description, parent_id from categories order by sequence, id');
}

/** The category tree: root categories with their sub-trees. */
export function categoryTree(rows: readonly CategoryRow[]): CategoryNode[] {
  const build = (parentId: number | null): CategoryNode[] =>
    rows
      .filter((r) => r.parent_id === parentId)
      .map((r) => ({ id: r.id, slug: r.slug, name: r.name, children: build(r.id) }));
  return build(null);
}

export interface BrandRow {
  id: number;
  slug: string;
  name: string;
  description: string;
  logo: string | null;
  on_sale: boolean;
}

/** Every brand in display order. */
export function loadBrands(db: Queryable): Promise<BrandRow[]> {
  return db.query<BrandRow>('select id, slug, name, description, null as logo, on_sale from brands order by sequence, id');
}

/** Brand as listed (without its description). */
export function brandListItem(b: BrandRow) {
  return { id: b.id, slug: b.slug, name: b.name, logo: b.logo, on_sale: b.on_sale };
}

/** Fits as filter choices. */
export async function loadFits(db: Queryable): Promise<{ slug: string; name: string }[]> {
  const rows = await db.query<{ slug: string; name: string }>('select slug, name from fits order by sequence, id');
  return rows.length > 0 ? rows : FITS.map((f) => ({ slug: f.slug, name: f.name }));
}

/** Fabric weight classes as filter choices. */
export function weightClasses(): { slug: string; name: string }[] {
  return WEIGHT_CLASSES.map((w) => ({ slug: w.slug, name: w.name }));
}
