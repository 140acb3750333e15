/**
 * Writes the search index from the catalogue: one document per product (@shop/search-text's
 * buildSearchDocument over its name, tags, category, brand, attributes and description, and a token
 * per filter value it has: colour families, its category and the one above, tags, sizes, brand, fit). The seed
 * builds it after loading the catalogue; at start, `ensureSearchIndex` rebuilds it when the index
 * format changed (SEARCH_INDEX_VERSION) or its rows and the products differ in number.
 */
import { buildSearchDocument, type QueryFilter } from '@shop/search-text';
import { COLOR_FAMILIES, WEIGHT_CLASSES } from '../catalog/filter-vocabulary.ts';
import type { Db, Queryable } from '../db/db.ts';
import {
  clearSearchDocuments,
  indexSourcePage,
  indexState,
  setIndexVersion,
  writeSearchDocuments,
  type IndexSourceRow,
  type SearchDocumentRow,
} from './search-store.ts';

/** Bump when what a document holds or how text is normalised changes: every database then reindexes at start. */
export const SEARCH_INDEX_VERSION = 'search-text 2';

const BATCH = 1_000;
const FAMILY_NAMES = new Map<string, string>(COLOR_FAMILIES.map((f) => [f.slug, f.name]));
const WEIGHT_NAMES = new Map<string, string>(WEIGHT_CLASSES.map((w) => [w.slug, w.name]));

/** The index row of a product. */
export function documentOf(row: IndexSourceRow): SearchDocumentRow {
  const attributes = [
    row.color_names ?? '',
    row.color_families.map((family) => FAMILY_NAMES.get(family) ?? '').join(' '),
    row.fit_name ?? '',
    row.material,
    row.weight_class ? (WEIGHT_NAMES.get(row.weight_class) ?? '') : '',
    row.code,
  ].join(' ');
  const filters: QueryFilter[] = [
    ...row.color_families.map((value) => ({ key: 'color' as const, value })),
    ...row.category_slugs.map((value) => ({ key: 'category' as const, value })),
    ...row.tag_slugs.map((value) => ({ key: 'tag' as const, value })),
    ...row.size_names.map((value) => ({ key: 'size' as const, value: value.toLowerCase() })),
    { key: 'brand', value: row.brand_slug },
    ...(row.fit_slug ? [{ key: 'fit' as const, value: row.fit_slug }] : []),
  ];
  const doc = buildSearchDocument(
    {
      name: row.name,
      tags: row.tag_names ?? '',
      category: `${row.category_name} ${row.category_text}`,
      brand: `${row.brand_name} ${row.brand_text}`,
      attributes,
      description: row.description,
    },
    filters,
  );
  return { productId: row.id, text: doc.text, name: doc.name, ends: doc.ends, tokens: doc.tokens, inStock: row.in_stock };
}

/** Rebuilds every document, in the caller's transaction. Returns the number of products indexed. */
export async function rebuildSearchIndex(db: Queryable): Promise<number> {
  await clearSearchDocuments(db);
  let afterId = 0;
  let count = 0;
  for (;;) {
    const rows = await indexSourcePage(db, afterId, BATCH);
    if (rows.length === 0) break;
    await writeSearchDocuments(db, rows.map(documentOf));
    count += rows.length;
    afterId = rows[rows.length - 1]?.id ?? afterId;
  }
  await setIndexVersion(db, SEARCH_INDEX_VERSION);
  return count;
}

/** Rebuilds the index when it is out of date (see above); answers a one-line summary when it did. */
export async function ensureSearchIndex(db: Db): Promise<string | undefined> {
  const state = await indexState(db);
  if (state.version === SEARCH_INDEX_VERSION && state.documents === state.products) return undefined;
  const started = performance.now();
  const count = await db.transaction((tx) => rebuildSearchIndex(tx));
  await db.query('analyze search_documents');
  return `search index: ${count} products in ${Math.round(performance.now() - started)} ms`;
}
