/**
 * The blog in the database: posts (with author, category and tags) as lists and pages read them,
 * one post with its body, and the authors, categories and tags.
 */
import { one, type Queryable, type SqlParam } from '../db/db.ts';
import { escapeLike, searchTerms } from '../content/post-search-text.ts';
import { type PageSlice, queryPage } from './pagination.ts';

interface PostRow {
  id: number;
  uuid: string;
  slug: string;
  title: string;
  excerpt: string;
  thumbnail_color: string;
  published_at: Date | string;
  author_slug: string;
  author_name: string;
  category_slug: string;
  category_name: string;
  tags: { slug: string; name: string }[] | null;
  html?: string;
}

const POST_COLUMNS = `p.id, p.uuid::text as uuid, p.slug, p.title, p.excerpt, p.thumbnail_color, p.published_at,
  a.slug as author_slug, a.name as author_name, c.slug as category_slug, c.name as category_name,
  (select json_agg(json_build_object('slug', t.slug, 'name', t.name) order by t.id)
     from post_tags pt join blog_tags t on t.id = pt.tag_id where pt.post_id = p.id) as tags`;
const POST_FROM = `from posts p join blog_authors a on a.id = p.author_id join blog_categories c on c.id = p.category_id`;
const NEWEST_FIRST = 'p.published_at desc, p.id desc';

/** A post in lists: no body; `thumbnail` is null (the card is drawn in `thumbnail_color`). */
function toListItem(r: PostRow) {
  return {
    id: r.id,
    uuid: r.uuid,
    slug: r.slug,
    title: r.title,
    excerpt: r.excerpt,
    thumbnail: null,
    thumbnail_color: r.thumbnail_color,
    published_at: new Date(r.published_at).toISOString(),
    author: { slug: r.author_slug, name: r.author_name },
    category: { slug: r.category_slug, name: r.category_name },
    tags: r.tags ?? [],
  };
}

export type PostListItem = ReturnType<typeof toListItem>;

/** The statement of a list of posts matching `where` (over p, a, c), in `orderBy` order. */
function listSql(where: string, orderBy: string, limit: number, offset: number): string {
  return `select ${POST_COLUMNS} ${POST_FROM} where ${where}
      order by ${orderBy} limit ${limit} offset ${offset}`;
}

/** Posts matching `where` (over p, a, c), in `orderBy` order. */
async function loadPosts(
  db: Queryable,
  options: { where?: string; params?: SqlParam[]; orderBy?: string; limit: number; offset?: number },
): Promise<PostListItem[]> {
  const rows = await db.query<PostRow>(
    listSql(options.where ?? 'true', options.orderBy ?? NEWEST_FIRST, options.limit, options.offset ?? 0),
    options.params ?? [],
  );
  return rows.map(toListItem);
}

/** What a post list may be narrowed to: slugs of a category, author and tag, and search words. */
export interface PostFilter {
  category?: string | undefined;
  author?: string | undefined;
  tag?: string | undefined;
  /** words that must all occur in the post's text */
  q?: string | undefined;
}

/** A page of the posts matching a filter, newest first, and how many match. */
export async function findPosts(db: Queryable, filter: PostFilter, page: PageSlice): Promise<{ data: PostListItem[]; total: number }> {
  const params: SqlParam[] = [];
  const conditions: string[] = [];
  const param = (value: SqlParam) => {
    params.push(value);
    return `$${params.length}`;
  };
  if (filter.category !== undefined) conditions.push(`c.slug = ${param(filter.category)}`);
  if (filter.author !== undefined) conditions.push(`a.slug = ${param(filter.author)}`);
  if (filter.tag !== undefined) {
    conditions.push(
      `exists (select 1 from post_tags pt join blog_tags t on t.id = pt.tag_id where pt.post_id = p.id and t.slug = ${param(filter.tag)})`,
    );
  }
  for (const term of searchTerms(filter.q ?? '')) conditions.push(`p.search_text ilike ${param(`%${escapeLike(term)}%`)}`);
  const where = conditions.length > 0 ? conditions.join(' and ') : 'true';
  const { rows, total } = await queryPage<PostRow>(
    db,
    listSql(where, NEWEST_FIRST, page.limit, page.offset),
    `select count(*)::int as n ${POST_FROM} where ${where}`,
    params,
  );
  return { data: rows.map(toListItem), total };
}

/** The `limit` newest posts. */
export function recentPosts(db: Queryable, limit: number): Promise<PostListItem[]> {
  return loadPosts(db, { limit });
}

/** The `limit` most read posts (newest first among equals). */
export function popularPosts(db: Queryable, limit: number): Promise<PostListItem[]> {
  return loadPosts(db, { limit, orderBy: `p.views desc, ${NEWEST_FIRST}` });
}

/** The posts just before (older) and after (newer) a post, at most one each. */
export async function postNeighbours(
  db: Queryable,
  post: { id: number; published_at: string },
): Promise<{ older: PostListItem[]; newer: PostListItem[] }> {
  const params = [post.published_at, post.id];
  const [newer, older] = await Promise.all([
    loadPosts(db, { where: '(p.published_at, p.id) > ($1::timestamptz, $2::int)', params, orderBy: 'p.published_at, p.id', limit: 1 }),
    loadPosts(db, { where: '(p.published_at, p.id) < ($1::timestamptz, $2::int)', params, limit: 1 }),
  ]);
  return { older, newer };
}

/** One post with its body, by slug (undefined when there is none). */
export async function postBySlug(db: Queryable, slug: string): Promise<(PostListItem & { html: string }) | undefined> {
  const row = await one<PostRow>(db, `select ${POST_COLUMNS}, p.html ${POST_FROM} where p.slug = $1`, [slug]);
  return row ? { ...toListItem(row), html: row.html ?? '' } : undefined;
}

/** One blog author (undefined when there is none). */
export function authorBySlug(db: Queryable, slug: string): Promise<{ slug: string; name: string; bio: string } | undefined> {
  return one<{ slug: string; name: string; bio: string }>(db, 'select slug, name, bio from blog_authors where slug = $1', [slug]);
}

/** Every blog category with its description, in id order. */
export function blogCategories(db: Queryable): Promise<{ slug: string; name: string; description: string }[]> {
  return db.query<{ slug: string; name: string; description: string }>('select slug, name, description from blog_categories order by id');
}

/** Every blog category's slug and name, in id order (the side menus). */
export function blogCategoryRefs(db: Queryable): Promise<{ slug: string; name: string }[]> {
  return db.query<{ slug: string; name: string }>('select slug, name from blog_categories order by id');
}

/** Every blog tag, in id order. */
export function blogTags(db: Queryable): Promise<{ slug: string; name: string }[]> {
  return db.query<{ slug: string; name: string }>('select slug, name from blog_tags order by id');
}
