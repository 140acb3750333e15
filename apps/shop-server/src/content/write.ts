import type { Queryable, SqlParam } from '../db/db.ts';
import { normalizeSearchText } from './post-search-text.ts';
import type { ContentBundle } from './load.ts';

/** One column of an `unnest`: its name, its PostgreSQL type and each item's value. */
type Column<T> = readonly [name: string, type: string, value: (item: T) => SqlParam];

/**
 * Rows as one `unnest(...) as u(...)` over an array parameter a column, so a whole table is written
 * in one statement (a statement a row would be hundreds of round trips).
 */
function unnestRows<T>(items: readonly T[], columns: readonly Column<T>[]): { sql: string; params: SqlParam[] } {
  const arrays = columns.map(([, type], index) => `$${index + 1}::${type}[]`).join(', ');
  const names = columns.map(([name]) => name).join(', ');
  return { sql: `unnest(${arrays}) as u(${names})`, params: columns.map(([, , value]) => items.map(value)) };
}

/** Inserts every item into a table whose columns are named and ordered as `columns`. */
async function insertAll<T>(db: Queryable, table: string, items: readonly T[], columns: readonly Column<T>[]): Promise<void> {
  const rows = unnestRows(items, columns);
  await db.query(`insert into ${table} (${columns.map(([name]) => name).join(', ')}) select * from ${rows.sql}`, rows.params);
}

/** Writes a loaded content bundle into the content tables (which must be empty). */
export async function writeContent(db: Queryable, bundle: ContentBundle): Promise<void> {
  const { authors, blogCategories, blogTags, posts, articles, faqs, words, features, examples, pages } = bundle;
  await insertAll(db, 'blog_authors', authors, [
    ['slug', 'text', (a) => a.slug],
    ['name', 'text', (a) => a.name],
    ['bio', 'text', (a) => a.bio],
  ]);
  await insertAll(db, 'blog_categories', blogCategories, [
    ['slug', 'text', (c) => c.slug],
    ['name', 'text', (c) => c.name],
    ['description', 'text', (c) => c.description],
  ]);
  await insertAll(db, 'blog_tags', blogTags, [
    ['slug', 'text', (t) => t.slug],
    ['name', 'text', (t) => t.name],
  ]);
  // Views are demo figures for "popular posts": derived from the slug, so they are stable.
  const views = (slug: string) => [...slug].reduce((sum, char) => (sum * 31 + (char.codePointAt(0) ?? 0)) % 5000, 7);
  // Posts name their author and category by slug; the joins turn those into the tables' ids.
  const postRows = unnestRows(posts, [
    ['uuid', 'uuid', (p) => p.uuid],
    ['slug', 'text', (p) => p.slug],
    ['title', 'text', (p) => p.title],
    ['excerpt', 'text', (p) => p.excerpt],
    ['html', 'text', (p) => p.html],
    ['color', 'text', (p) => p.thumbnailColor],
    ['author', 'text', (p) => p.author],
    ['category', 'text', (p) => p.category],
    ['views', 'int', (p) => views(p.slug)],
    ['search', 'text', (p) => normalizeSearchText(p.searchText)],
    ['published', 'timestamptz', (p) => p.publishedAt],
  ]);
  await db.query(
    `insert into posts (uuid, slug, title, excerpt, html, thumbnail_color, author_id, category_id, views, search_text, published_at)
     select u.uuid, u.slug, u.title, u.excerpt, u.html, u.color, a.id, c.id, u.views, u.search, u.published
     from ${postRows.sql}
     join blog_authors a on a.slug = u.author
     join blog_categories c on c.slug = u.category`,
    postRows.params,
  );
  const tagRows = unnestRows(
    posts.flatMap((p) => p.tags.map((tag) => ({ post: p.slug, tag }))),
    [
      ['post', 'text', (pt) => pt.post],
      ['tag', 'text', (pt) => pt.tag],
    ],
  );
  await db.query(
    `insert into post_tags (post_id, tag_id)
     select p.id, t.id from ${tagRows.sql}
     join posts p on p.slug = u.post join blog_tags t on t.slug = u.tag`,
    tagRows.params,
  );
  await insertAll(db, 'articles', articles, [
    ['id', 'int', (a) => a.id],
    ['title', 'text', (a) => a.title],
    ['category', 'text', (a) => a.category],
    ['html', 'text', (a) => a.html],
    ['published_at', 'timestamptz', (a) => a.publishedAt],
  ]);
  await insertAll(db, 'faqs', faqs, [
    ['slug', 'text', (f) => f.slug],
    ['question', 'text', (f) => f.question],
    ['category', 'text', (f) => f.category],
    ['sequence', 'int', (f) => f.sequence],
    ['html', 'text', (f) => f.html],
  ]);
  await insertAll(db, 'words', words, [
    ['slug', 'text', (w) => w.slug],
    ['word', 'text', (w) => w.word],
    ['reading', 'text', (w) => w.reading],
    ['category', 'text', (w) => w.category],
    ['html', 'text', (w) => w.html],
  ]);
  const featureRows = unnestRows(features, [
    ['slug', 'text', (f) => f.slug],
    ['title', 'text', (f) => f.title],
    ['description', 'text', (f) => f.description],
    ['status', 'boolean', (f) => f.status],
    ['sequence', 'int', (f) => f.sequence],
    ['filter', 'text', (f) => JSON.stringify(f.filter)],
    ['html', 'text', (f) => f.html],
  ]);
  await db.query(
    `insert into features (slug, title, description, status, sequence, filter, html)
     select u.slug, u.title, u.description, u.status, u.sequence, u.filter::jsonb, u.html from ${featureRows.sql}`,
    featureRows.params,
  );
  // unnest flattens a two-dimensional array, so each example's product codes travel as one `|`-joined text.
  const exampleRows = unnestRows(examples, [
    ['id', 'int', (e) => e.id],
    ['title', 'text', (e) => e.title],
    ['customer', 'text', (e) => e.customer],
    ['category', 'text', (e) => e.productCategory],
    ['method', 'text', (e) => e.printMethod],
    ['quantity', 'int', (e) => e.quantity],
    ['html', 'text', (e) => e.html],
    ['published', 'timestamptz', (e) => e.publishedAt],
    ['excerpt', 'text', (e) => e.excerpt],
    ['codes', 'text', (e) => e.productCodes.join('|')],
  ]);
  await db.query(
    `insert into examples (id, title, customer, product_category, print_method, quantity, html, published_at, excerpt, product_codes)
     select u.id, u.title, u.customer, u.category, u.method, u.quantity, u.html, u.published, u.excerpt,
            coalesce(string_to_array(nullif(u.codes, ''), '|'), '{}')
     from ${exampleRows.sql}`,
    exampleRows.params,
  );
  await insertAll(db, 'pages', pages, [
    ['path', 'text', (p) => p.path],
    ['title', 'text', (p) => p.title],
    ['description', 'text', (p) => p.description],
    ['sequence', 'int', (p) => p.sequence],
    ['html', 'text', (p) => p.html],
  ]);
}
