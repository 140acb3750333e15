/**
 * The search index's SQL: the rows of `search_documents` (migration 027) and what the indexer reads
 * of a product to write them. The queries of the search itself are built in database-search-index.ts.
 */
import type { Queryable, SqlParam } from '../db/db.ts';

/** What the indexer reads of a product (names as written; the indexer normalises them). */
export interface IndexSourceRow {
  id: number;
  code: string;
  name: string;
  description: string;
  material: string;
  weight_class: string | null;
  brand_name: string;
  /** the brand's name and kana reading (brands.search_text) */
  brand_text: string;
  category_name: string;
  /** the category's name, reading and parent's name (categories.search_text) */
  category_text: string;
  fit_name: string | null;
  tag_names: string | null;
  color_names: string | null;
  color_families: string[];
  in_stock: boolean;
  /** the filter values of the product: its category and the one above it, brand, fit, tags, sizes */
  category_slugs: string[];
  brand_slug: string;
  fit_slug: string | null;
  tag_slugs: string[];
  size_names: string[];
}

/** A page of products in id order, after `afterId`. */
export function indexSourcePage(db: Queryable, afterId: number, limit: number): Promise<IndexSourceRow[]> {
  return db.query<IndexSourceRow>(
    `select p.id, p.code, p.name, p.description, p.material, p.weight_class, p.color_families, p.tag_slugs, p.size_names,
            b.name as brand_name, b.search_text as brand_text, b.slug as brand_slug,
            c.name as category_name, c.search_text as category_text, array_remove(array[c.slug, pc.slug], null) as category_slugs,
            f.name as fit_name, f.slug as fit_slug,
            (select string_agg(t.name, ' ' order by t.id) from tags t where t.slug = any(p.tag_slugs)) as tag_names,
            (select string_agg(x.name, ' ' order by x.sequence, x.id) from product_colors x where x.product_id = p.id) as color_names,
            exists (select 1 from skus k where k.product_id = p.id and k.quantity_available > 0) as in_stock
       from products p
       join brands b on b.id = p.brand_id
       join categories c on c.id = p.category_id
       left join categories pc on pc.id = c.parent_id
       left join fits f on f.id = p.fit_id
      where p.id > $1
      order by p.id
      limit ${limit}`,
    [afterId],
  );
}

/** One row of the index. */
export interface SearchDocumentRow {
  productId: number;
  text: string;
  name: string;
  ends: readonly number[];
  tokens: readonly string[];
  inStock: boolean;
}

// Tokens are joined with the unit separator (chr(31)): normalised text never holds a control character.
const SEPARATOR = '\u001f';

/** Writes (or replaces) index rows. */
export async function writeSearchDocuments(db: Queryable, rows: readonly SearchDocumentRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db.query(
    `insert into search_documents (product_id, text, name, ends, tokens, in_stock)
     select u.id, u.text, u.name, string_to_array(u.ends, ',')::int[], string_to_array(u.tokens, chr(31)), u.in_stock
       from unnest($1::int[], $2::text[], $3::text[], $4::text[], $5::text[], $6::boolean[]) as u(id, text, name, ends, tokens, in_stock)
     on conflict (product_id) do update
       set text = excluded.text, name = excluded.name, ends = excluded.ends, tokens = excluded.tokens, in_stock = excluded.in_stock`,
    [
      rows.map((r) => r.productId),
      rows.map((r) => r.text),
      rows.map((r) => r.name),
      rows.map((r) => r.ends.join(',')),
      rows.map((r) => r.tokens.join(SEPARATOR)),
      rows.map((r) => r.inStock),
    ],
  );
}

/** The index's format version and how many rows it and the catalogue have. */
export async function indexState(db: Queryable): Promise<{ version: string | null; documents: number; products: number }> {
  const [row] = await db.query<{ version: string | null; documents: number; products: number }>(
    `select (select version from search_index_state) as version,
            (select count(*)::int from search_documents) as documents,
            (select count(*)::int from products) as products`,
  );
  return row ?? { version: null, documents: 0, products: 0 };
}

/** Empties the index (before a full rebuild, in the same transaction). */
export async function clearSearchDocuments(db: Queryable): Promise<void> {
  await db.query('delete from search_documents');
}

/** Records the format version the rows were written with. */
export async function setIndexVersion(db: Queryable, version: string): Promise<void> {
  await db.query(
    `insert into search_index_state (id, version, built_at) values (true, $1, now())
     on conflict (id) do update set version = excluded.version, built_at = excluded.built_at`,
    [version],
  );
}

/** What the search dictionary reads of the catalogue (search-dictionary.ts). */
export interface DictionarySource {
  categories: { id: number; slug: string; name: string; search_text: string; parent_id: number | null }[];
  brands: { id: number; slug: string; name: string; search_text: string }[];
  fits: { id: number; slug: string; name: string }[];
  tags: { slug: string; name: string }[];
  sizes: string[];
  colors: { name: string; family: string }[];
  names: string[];
  materials: string[];
}

export async function dictionarySource(db: Queryable): Promise<DictionarySource> {
  const [categories, brands, fits, tags, sizes, colors, names, materials] = await Promise.all([
    db.query<DictionarySource['categories'][number]>('select id, slug, name, search_text, parent_id from categories order by sequence, id'),
    db.query<DictionarySource['brands'][number]>('select id, slug, name, search_text from brands order by sequence, id'),
    db.query<DictionarySource['fits'][number]>('select id, slug, name from fits order by sequence, id'),
    db.query<DictionarySource['tags'][number]>('select slug, name from tags order by id'),
    db.query<{ name: string }>('select name from sizes order by sequence'),
    db.query<{ name: string; family: string }>('select distinct name, family from product_colors'),
    db.query<{ name: string }>('select distinct name from products'),
    db.query<{ material: string }>("select distinct material from products where material <> ''"),
  ]);
  return {
    categories,
    brands,
    fits,
    tags,
    sizes: sizes.map((s) => s.name),
    colors,
    names: names.map((n) => n.name),
    materials: materials.map((m) => m.material),
  };
}

/** What the debug view needs of a product to explain its score. */
export interface ExplainRow {
  id: number;
  text: string;
  name: string;
  ends: number[];
  in_stock: boolean;
  popularity: number;
  /** the document's filter tokens (=color:black…) */
  filters: string[];
}

export function explainRows(db: Queryable, ids: readonly number[]): Promise<ExplainRow[]> {
  return db.query<ExplainRow>(
    `select d.product_id as id, d.text, d.name, d.ends, d.in_stock, p.popularity,
            array(select t from unnest(d.tokens) as t where t like '=%') as filters
       from search_documents d join products p on p.id = d.product_id
      where d.product_id = any($1::int[])`,
    [ids],
  );
}

/** The best `limit` products of a base set (predictive search): by score, then popularity. */
export async function suggestionRows(db: Queryable, base: { sql: string; params: readonly SqlParam[] }, limit: number): Promise<number[]> {
  const rows = await db.query<{ id: number }>(
    `select b.id from (${base.sql}) b join products p on p.id = b.id order by b.score desc, p.popularity desc, p.id limit ${limit}`,
    base.params,
  );
  return rows.map((r) => r.id);
}
