import { API_ROUTES } from '@shop/api-contract';
import type { Hono } from 'hono';
import * as v from 'valibot';
import { one, type Queryable, type SqlParam } from '../../db/db.ts';
import type { AppEnv } from '../../http/env.ts';
import { notFound } from '../../http/errors.ts';
import { on } from '../../http/route.ts';
import { escapeLike, searchTerms } from '../../search/normalize.ts';
import { type CatalogContext, cachedCatalogue } from './context.ts';
import { pageWindow } from './pagination.ts';
import { PageParam, PerPageParam, parseQuery, querySlug } from './query.ts';

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

/** Posts matching `where` (over p, a, c), in `orderBy` order. */
export async function loadPosts(
  db: Queryable,
  options: { where?: string; params?: SqlParam[]; orderBy?: string; limit: number; offset?: number },
): Promise<PostListItem[]> {
  const rows = await db.query<PostRow>(
    `select ${POST_COLUMNS} ${POST_FROM} where ${options.where ?? 'true'}
      order by ${options.orderBy ?? 'p.published_at desc, p.id desc'} limit ${options.limit} offset ${options.offset ?? 0}`,
    options.params ?? [],
  );
  return rows.map(toListItem);
}

/** One post with its body, by slug. */
export async function loadPost(db: Queryable, slug: string) {
  const row = await one<PostRow>(db, `select ${POST_COLUMNS}, p.html ${POST_FROM} where p.slug = $1`, [slug]);
  return row ? { ...toListItem(row), html: row.html ?? '' } : undefined;
}

const PostListQuery = v.object({
  page: v.optional(PageParam),
  per_page: v.optional(PerPageParam),
  category: v.optional(querySlug('カテゴリー')),
  tag: v.optional(querySlug('タグ')),
  author: v.optional(querySlug('著者')),
  q: v.optional(v.pipe(v.string(), v.maxLength(200, '検索キーワードは200文字以内で入力してください'))),
});

/** Blog: post list (filters and text search), one post, authors, categories and tags. */
export function registerPostRoutes(app: Hono<AppEnv>, ctx: CatalogContext): void {
  const { db } = ctx.deps;

  on(app, API_ROUTES.postList, (c) =>
    cachedCatalogue(c, ctx, async () => {
      const q = parseQuery(c, PostListQuery);
      const params: SqlParam[] = [];
      const conditions: string[] = [];
      const param = (value: SqlParam) => {
        params.push(value);
        return `$${params.length}`;
      };
      if (q.category !== undefined) conditions.push(`c.slug = ${param(q.category)}`);
      if (q.author !== undefined) conditions.push(`a.slug = ${param(q.author)}`);
      if (q.tag !== undefined) {
        conditions.push(
          `exists (select 1 from post_tags pt join blog_tags t on t.id = pt.tag_id where pt.post_id = p.id and t.slug = ${param(q.tag)})`,
        );
      }
      for (const term of searchTerms(q.q ?? '')) conditions.push(`p.search_text ilike ${param(`%${escapeLike(term)}%`)}`);
      const where = conditions.length > 0 ? conditions.join(' and ') : 'true';
      const window = pageWindow(q.page ?? 1, q.per_page ?? 10);
      const [data, [count]] = await Promise.all([
        loadPosts(db, { where, params, limit: window.limit, offset: window.offset }),
        db.query<{ n: number }>(`select count(*)::int as n ${POST_FROM} where ${where}`, params),
      ]);
      return { data, meta: window.meta(count?.n ?? 0) };
    }),
  );

  on(app, API_ROUTES.postDetail, (c) =>
    cachedCatalogue(c, ctx, async () => {
      const post = await loadPost(db, c.req.param('slug'));
      if (!post) throw notFound('No such post.');
      return { data: post };
    }),
  );

  on(app, API_ROUTES.blogAuthor, (c) =>
    cachedCatalogue(c, ctx, async () => {
      const author = await one<{ slug: string; name: string; bio: string }>(db, 'select slug, name, bio from blog_authors where slug = $1', [
        c.req.param('slug'),
      ]);
      if (!author) throw notFound('No such author.');
      return { data: { slug: author.slug, name: author.name, description: author.bio, image: null } };
    }),
  );

  on(app, API_ROUTES.blogCategoryList, (c) =>
    cachedCatalogue(c, ctx, async () => ({
      data: await db.query('select slug, name, description from blog_categories order by id'),
    })),
  );

  on(app, API_ROUTES.blogTagList, (c) =>
    cachedCatalogue(c, ctx, async () => ({ data: await db.query('select slug, name from blog_tags order by id') })),
  );
}
