/** Blog pages: index, post, search, author, category and tag. */
import type { ApiClient } from '@shop/api-client';
import type { BlogCategory, BlogTag, PostListItem, ShopIndexData } from '@shop/api-contract';
import { notFound } from '../../api/route-error.ts';
import { MAX_QUERY_UNITS, cutQuery } from '../../search/cut-query.ts';
import { ensurePageExists, pageOf, slugOrNotFound, withRouteErrors } from './shared.ts';

/** Longest blog search query sent to the API (UTF-16 code units, as the API counts); longer input is cut. */
export const MAX_BLOG_QUERY = MAX_QUERY_UNITS;

/** A post as the sidebar links to it. */
export interface PostLink {
  slug: string;
  title: string;
  publishedAt: string;
}

/** What the blog's side column shows. */
export interface BlogSidebarData {
  categories: BlogCategory[];
  tags: BlogTag[];
  recent: PostLink[];
  popular: PostLink[];
}

const EMPTY_SIDEBAR: BlogSidebarData = { categories: [], tags: [], recent: [], popular: [] };

const postLink = ({ slug, title, publishedAt }: PostListItem): PostLink => ({ slug, title, publishedAt });

// Only the fields the sidebar shows: loader data is serialised into the page.
function sidebarOf(data: ShopIndexData): BlogSidebarData {
  return {
    categories: (data.blogCategories ?? []).map(({ slug, name }) => ({ slug, name })),
    tags: (data.blogTags ?? []).map(({ slug, name }) => ({ slug, name })),
    recent: (data.recentPosts ?? []).map(postLink),
    popular: (data.popularPosts ?? []).map(postLink),
  };
}

/** The sidebar of list pages; a failure leaves it empty (it must not take the page down). */
async function loadSidebar(api: ApiClient): Promise<BlogSidebarData> {
  try {
    return sidebarOf((await api.shop.index({ type: 'post' })).data);
  } catch (error) {
    console.error('[shop-web] blog sidebar unavailable:', String(error));
    return EMPTY_SIDEBAR;
  }
}

/** `/blog`: the newest posts, ten a page. */
export async function loadBlogIndex(api: ApiClient, url: URL) {
  const page = pageOf(url);
  return withRouteErrors(async () => {
    const [posts, sidebar] = await Promise.all([api.blog.posts({ page }), loadSidebar(api)]);
    ensurePageExists(posts.meta);
    return { posts: posts.data, meta: posts.meta, sidebar };
  });
}

/** `/blog/{slug}`: the post with its older and newer neighbours and the sidebar (one call). */
export async function loadBlogPost(api: ApiClient, rawSlug: string | undefined) {
  const slug = slugOrNotFound(rawSlug);
  return withRouteErrors(async () => {
    const { data } = await api.shop.index({ type: 'post', slug });
    const post = data.post;
    if (!post) throw notFound();
    const at = (item: PostListItem) => Date.parse(item.publishedAt);
    const previews = (data.postPreviews ?? []).filter((item) => item.id !== post.id);
    const older = previews.find((item) => at(item) < at(post) || (at(item) === at(post) && item.id < post.id));
    const newer = previews.find((item) => item !== older);
    return { post, older: older ? postLink(older) : null, newer: newer ? postLink(newer) : null, sidebar: sidebarOf(data) };
  });
}

/** `/blog/search?q=`: posts matching the query (no search call for an empty query). */
export async function loadBlogSearch(api: ApiClient, url: URL) {
  const q = cutQuery(url.searchParams.get('q') ?? '', MAX_BLOG_QUERY);
  const page = pageOf(url);
  return withRouteErrors(async () => {
    const [results, sidebar] = await Promise.all([q === '' ? null : api.blog.posts({ q, page }), loadSidebar(api)]);
    return { q, results: results ? { posts: results.data, meta: results.meta } : null, sidebar };
  });
}

/** `/blog/author/{slug}`: the author and their posts. */
export async function loadBlogAuthor(api: ApiClient, rawSlug: string | undefined, url: URL) {
  const slug = slugOrNotFound(rawSlug);
  const page = pageOf(url);
  return withRouteErrors(async () => {
    const [author, posts, sidebar] = await Promise.all([api.blog.author(slug), api.blog.posts({ author: slug, page }), loadSidebar(api)]);
    ensurePageExists(posts.meta);
    return { author: author.data, posts: posts.data, meta: posts.meta, sidebar };
  });
}

/** `/blog/category/{slug}`: the category and its posts; 404 for a category that does not exist. */
export async function loadBlogCategory(api: ApiClient, rawSlug: string | undefined, url: URL) {
  const slug = slugOrNotFound(rawSlug);
  const page = pageOf(url);
  return withRouteErrors(async () => {
    const [categories, posts, sidebar] = await Promise.all([
      api.blog.categories(),
      api.blog.posts({ category: slug, page }),
      loadSidebar(api),
    ]);
    const category = categories.data.find((item) => item.slug === slug);
    if (!category) throw notFound();
    ensurePageExists(posts.meta);
    return { category, posts: posts.data, meta: posts.meta, sidebar };
  });
}

/** `/blog/tag/{slug}`: the tag and its posts; 404 for a tag that does not exist. */
export async function loadBlogTag(api: ApiClient, rawSlug: string | undefined, url: URL) {
  const slug = slugOrNotFound(rawSlug);
  const page = pageOf(url);
  return withRouteErrors(async () => {
    const [tags, posts, sidebar] = await Promise.all([api.blog.tags(), api.blog.posts({ tag: slug, page }), loadSidebar(api)]);
    const tag = tags.data.find((item) => item.slug === slug);
    if (!tag) throw notFound();
    ensurePageExists(posts.meta);
    return { tag, posts: posts.data, meta: posts.meta, sidebar };
  });
}
