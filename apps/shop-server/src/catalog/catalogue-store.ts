/**
 * The catalogue's reference lists in the database, as menus and filters show them: categories,
 * brands, fits, and the sales running at a time.
 */
import type { Queryable } from '../db/db.ts';

export interface CategoryRow {
  id: number;
  slug: string;
  name: string;
  description: string;
  parent_id: number | null;
}

export interface BrandRow {
  id: number;
  slug: string;
  name: string;
  description: string;
  /** no logos are stored yet: always null */
  logo: string | null;
  on_sale: boolean;
}

export interface SaleRow {
  id: number;
  slug: string;
  title: string;
  description: string;
  discount_percent: number;
  starts_at: Date | string;
  ends_at: Date | string;
  /** the brand on sale; null (all three) for a sale of the whole shop */
  brand_id: number | null;
  brand_slug: string | null;
  brand_name: string | null;
}

/** Every category in menu order. */
export function allCategories(db: Queryable): Promise<CategoryRow[]> {
  return db.query<CategoryRow>('select id, slug, name, description, parent_id from categories order by sequence, id');
}

/** Every brand in display order. */
export function allBrands(db: Queryable): Promise<BrandRow[]> {
  return db.query<BrandRow>('select id, slug, name, description, null as logo, on_sale from brands order by sequence, id');
}

/** Every fit (silhouette) in menu order. */
export function allFits(db: Queryable): Promise<{ slug: string; name: string }[]> {
  return db.query<{ slug: string; name: string }>('select slug, name from fits order by sequence, id');
}

/** The sales running at `at` (started, not yet ended), earliest start first. */
export function runningSales(db: Queryable, at: Date): Promise<SaleRow[]> {
  return db.query<SaleRow>(
    `select s.id, s.slug, s.title, s.description, s.discount_percent, s.starts_at, s.ends_at,
            b.id as brand_id, b.slug as brand_slug, b.name as brand_name
       from sales s left join brands b on b.id = s.brand_id
      where s.starts_at <= $1 and s.ends_at > $1 order by s.starts_at, s.id`,
    [at.toISOString()],
  );
}
