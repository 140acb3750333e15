/** Features (特集) in the database: their page and the stored product filter of each. */
import { one, type Queryable } from '../db/db.ts';

export interface FeatureRow {
  slug: string;
  title: string;
  description: string;
  /** published */
  status: boolean;
  sequence: number;
  filter: Record<string, unknown>;
  html: string;
}

/** Columns a feature list may be sorted by (interpolated into SQL: only these names). */
export const FEATURE_SORT_FIELDS = ['sequence', 'title', 'slug'] as const;

/** What the content query asks of the features. */
export interface FeatureQuery {
  /** only published (true) or unpublished (false) ones; null: both */
  status: boolean | null;
  field: (typeof FEATURE_SORT_FIELDS)[number];
  order: 'asc' | 'desc';
  limit: number;
}

/** Features matching a content query, in its order (ties by slug). */
export function findFeatures(db: Queryable, query: FeatureQuery): Promise<FeatureRow[]> {
  // Text sorts by code point ("C") so both databases agree whatever their locale.
  return db.query<FeatureRow>(
    `select slug, title, description, status, sequence, filter, html from features
      where ($1::boolean is null or status = $1)
      order by ${query.field}${query.field === 'sequence' ? '' : ' collate "C"'} ${query.order}, slug collate "C" ${query.order}
      limit $2`,
    [query.status, query.limit],
  );
}

/** One published feature (undefined when there is none, or it is not published). */
export function publishedFeature(db: Queryable, slug: string): Promise<FeatureRow | undefined> {
  return one<FeatureRow>(db, 'select slug, title, description, status, sequence, filter, html from features where slug = $1 and status', [
    slug,
  ]);
}

/** The stored product filter of a feature, published or not (undefined when there is no such feature). */
export async function featureFilterBySlug(db: Queryable, slug: string): Promise<Record<string, unknown> | undefined> {
  const feature = await one<{ filter: Record<string, unknown> }>(db, 'select filter from features where slug = $1', [slug]);
  return feature?.filter;
}
