/**
 * Blog: `GET /api/posts`, `/api/posts/{slug}`, `/api/blog/authors/{slug}`, `/api/blog/categories`,
 * `/api/blog/tags`.
 */
import * as v from 'valibot';
import {
  IdSchema,
  ImageUrlSchema,
  NameSchema,
  PageParamSchema,
  SlugSchema,
  TimestampSchema,
  UuidSchema,
  dataEnvelope,
  listEnvelope,
  paginated,
  wireObject,
} from './common.ts';

/** A blog author as posts refer to it. */
export const BlogAuthorRefSchema = wireObject({ slug: SlugSchema, name: NameSchema });

/** A blog author page. */
export const BlogAuthorSchema = wireObject({
  slug: SlugSchema,
  name: NameSchema,
  description: v.string(),
  image: v.nullable(ImageUrlSchema),
});
export type BlogAuthor = v.InferOutput<typeof BlogAuthorSchema>;

/** A blog category. */
export const BlogCategorySchema = wireObject({ slug: SlugSchema, name: NameSchema });
export type BlogCategory = v.InferOutput<typeof BlogCategorySchema>;

/** A blog tag. */
export const BlogTagSchema = wireObject({ slug: SlugSchema, name: NameSchema });
export type BlogTag = v.InferOutput<typeof BlogTagSchema>;

const POST_LIST_ITEM_ENTRIES = {
  id: IdSchema,
  uuid: UuidSchema,
  slug: SlugSchema,
  title: NameSchema,
  excerpt: v.string(),
  thumbnail: v.nullable(ImageUrlSchema),
  published_at: TimestampSchema,
  author: BlogAuthorRefSchema,
  category: v.nullable(BlogCategorySchema),
  tags: v.array(BlogTagSchema),
};

/** A post in a list (no body). */
export const PostListItemSchema = wireObject(POST_LIST_ITEM_ENTRIES);
export type PostListItemWire = v.InferInput<typeof PostListItemSchema>;
export type PostListItem = v.InferOutput<typeof PostListItemSchema>;

/** A post page: the list fields plus its body as sanitised HTML. */
export const PostSchema = wireObject({ ...POST_LIST_ITEM_ENTRIES, html: v.string() });
export type Post = v.InferOutput<typeof PostSchema>;

/** `GET /api/posts` query string: filters by category, tag or author slug, or text `q`. */
export const PostListQuerySchema = wireObject({
  page: v.optional(PageParamSchema),
  category: v.optional(SlugSchema),
  tag: v.optional(SlugSchema),
  author: v.optional(SlugSchema),
  q: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200))),
});
export type PostListQuery = v.InferOutput<typeof PostListQuerySchema>;

/** `GET /api/posts` → paginated posts, newest first. */
export const PostListResponseSchema = paginated(PostListItemSchema);
export type PostListResponseWire = v.InferInput<typeof PostListResponseSchema>;
export type PostListResponse = v.InferOutput<typeof PostListResponseSchema>;

/** `GET /api/posts/{slug}` → `{ data: Post }`. */
export const PostResponseSchema = dataEnvelope(PostSchema);

/** `GET /api/blog/authors/{slug}` → `{ data: BlogAuthor }`. */
export const BlogAuthorResponseSchema = dataEnvelope(BlogAuthorSchema);

/** `GET /api/blog/categories` → `{ data: BlogCategory[] }`. */
export const BlogCategoryListResponseSchema = listEnvelope(BlogCategorySchema);

/** `GET /api/blog/tags` → `{ data: BlogTag[] }`. */
export const BlogTagListResponseSchema = listEnvelope(BlogTagSchema);
