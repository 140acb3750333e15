import type { Queryable } from '../db/db.ts';
import { normalizeSearchText } from '../search/normalize.ts';
import type { ContentBundle } from './load.ts';

/** Writes a loaded content bundle into the content tables (which must be empty). */
export async function writeContent(db: Queryable, bundle: ContentBundle): Promise<void> {
  const { authors, blogCategories, blogTags, posts, articles, faqs, words, features, examples, pages } = bundle;
  await db.query(`insert into blog_authors (slug, name, bio) select * from unnest($1::text[], $2::text[], $3::text[])`, [
    authors.map((a) => a.slug),
    authors.map((a) => a.name),
    authors.map((a) => a.bio),
  ]);
  await db.query(
    `insert into blog_categories (slug, name, description) select * from unnest($1::text[], $2::text[], $3::text[])`,
    [blogCategories.map((c) => c.slug), blogCategories.map((c) => c.name), blogCategories.map((c) => c.description)],
  );
  await db.query(`insert into blog_tags (slug, name) select * from unnest($1::text[], $2::text[])`, [
    blogTags.map((t) => t.slug),
    blogTags.map((t) => t.name),
  ]);
  // Views are demo figures for "popular posts": derived from the slug, so they are stable.
  const views = (slug: string) => [...slug].reduce((sum, char) => (sum * 31 + (char.codePointAt(0) ?? 0)) % 5000, 7);
  await db.query(
    `insert into posts (uuid, slug, title, excerpt, html, thumbnail_color, author_id, category_id, views, search_text, published_at)
     select u.uuid, u.slug, u.title, u.excerpt, u.html, u.color, a.id, c.id, u.views, u.search, u.published
     from unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::int[], $10::text[], $11::timestamptz[])
       as u(uuid, slug, title, excerpt, html, color, author, category, views, search, published)
     join blog_authors a on a.slug = u.author
     join blog_categories c on c.slug = u.category`,
    [
      posts.map((p) => p.uuid),
      posts.map((p) => p.slug),
      posts.map((p) => p.title),
      posts.map((p) => p.excerpt),
      posts.map((p) => p.html),
      posts.map((p) => p.thumbnailColor),
      posts.map((p) => p.author),
      posts.map((p) => p.category),
      posts.map((p) => views(p.slug)),
      posts.map((p) => normalizeSearchText(p.searchText)),
      posts.map((p) => p.publishedAt),
    ],
  );
  const postTags = posts.flatMap((p) => p.tags.map((t) => [p.slug, t] as const));
  await db.query(
    `insert into post_tags (post_id, tag_id)
     select p.id, t.id from unnest($1::text[], $2::text[]) as u(post, tag)
     join posts p on p.slug = u.post join blog_tags t on t.slug = u.tag`,
    [postTags.map(([p]) => p), postTags.map(([, t]) => t)],
  );
  await db.query(
    `insert into articles (id, title, category, html, published_at)
     select * from unnest($1::int[], $2::text[], $3::text[], $4::text[], $5::timestamptz[])`,
    [articles.map((a) => a.id), articles.map((a) => a.title), articles.map((a) => a.category), articles.map((a) => a.html), articles.map((a) => a.publishedAt)],
  );
  await db.query(
    `insert into faqs (slug, question, category, sequence, html) select * from unnest($1::text[], $2::text[], $3::text[], $4::int[], $5::text[])`,
    [faqs.map((f) => f.slug), faqs.map((f) => f.question), faqs.map((f) => f.category), faqs.map((f) => f.sequence), faqs.map((f) => f.html)],
  );
  await db.query(
    `insert into words (slug, word, reading, category, html) select * from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[])`,
    [words.map((w) => w.slug), words.map((w) => w.word), words.map((w) => w.reading), words.map((w) => w.category), words.map((w) => w.html)],
  );
  await db.query(
    `insert into features (slug, title, description, status, sequence, filter, html)
     select u.slug, u.title, u.description, u.status, u.sequence, u.filter::jsonb, u.html
     from unnest($1::text[], $2::text[], $3::text[], $4::boolean[], $5::int[], $6::text[], $7::text[])
       as u(slug, title, description, status, sequence, filter, html)`,
    [
      features.map((f) => f.slug),
      features.map((f) => f.title),
      features.map((f) => f.description),
      features.map((f) => f.status),
      features.map((f) => f.sequence),
      features.map((f) => JSON.stringify(f.filter)),
      features.map((f) => f.html),
    ],
  );
  await db.query(
    `insert into examples (id, title, customer, product_category, print_method, quantity, html, published_at, excerpt, product_codes)
     select u.id, u.title, u.customer, u.category, u.method, u.quantity, u.html, u.published, u.excerpt,
            coalesce(string_to_array(nullif(u.codes, ''), '|'), '{}')
     from unnest($1::int[], $2::text[], $3::text[], $4::text[], $5::text[], $6::int[], $7::text[], $8::timestamptz[], $9::text[], $10::text[])
       as u(id, title, customer, category, method, quantity, html, published, excerpt, codes)`,
    [
      examples.map((e) => e.id),
      examples.map((e) => e.title),
      examples.map((e) => e.customer),
      examples.map((e) => e.productCategory),
      examples.map((e) => e.printMethod),
      examples.map((e) => e.quantity),
      examples.map((e) => e.html),
      examples.map((e) => e.publishedAt),
      examples.map((e) => e.excerpt),
      examples.map((e) => e.productCodes.join('|')),
    ],
  );
  await db.query(
    `insert into pages (path, title, description, sequence, html) select * from unnest($1::text[], $2::text[], $3::text[], $4::int[], $5::text[])`,
    [pages.map((p) => p.path), pages.map((p) => p.title), pages.map((p) => p.description), pages.map((p) => p.sequence), pages.map((p) => p.html)],
  );
}
