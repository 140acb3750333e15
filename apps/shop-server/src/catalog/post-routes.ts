import { API_ROUTES } from '@shop/api-contract';
import type { Hono } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../http/env.ts';
import { notFound } from '../http/errors.ts';
import { on } from '../http/route.ts';
import { type CatalogContext, cachedCatalogue, cachedPage } from './context.ts';
import { authorBySlug, blogCategories, blogTags, findPosts, postBySlug } from './post-store.ts';
import { PageParam, PerPageParam, querySlug } from './query.ts';

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

  on(app, API_ROUTES.postList, (c) => cachedPage(c, ctx, PostListQuery, 10, (query, page) => findPosts(db, query, page)));

  on(app, API_ROUTES.postDetail, (c) =>
    cachedCatalogue(c, ctx, async () => {
      const post = await postBySlug(db, c.req.param('slug'));
      if (!post) throw notFound('No such post.');
      return { data: post };
    }),
  );

  on(app, API_ROUTES.blogAuthor, (c) =>
    cachedCatalogue(c, ctx, async () => {
      const author = await authorBySlug(db, c.req.param('slug'));
      if (!author) throw notFound('No such author.');
      return { data: { slug: author.slug, name: author.name, description: author.bio, image: null } };
    }),
  );

  on(app, API_ROUTES.blogCategoryList, (c) => cachedCatalogue(c, ctx, async () => ({ data: await blogCategories(db) })));

  on(app, API_ROUTES.blogTagList, (c) => cachedCatalogue(c, ctx, async () => ({ data: await blogTags(db) })));
}
