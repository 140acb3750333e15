import type { Route } from './+types/blog-tag.ts';
import { apiLoaders } from '../../loaders/api-loaders.ts';
import { BlogListLayout } from '../../content/blog-list-layout.tsx';
import { HOME_CRUMB, type Crumb } from '../../navigation/trail.ts';
import { lead } from '../../content/content.css.ts';
import { blogTagPath } from '../../content/paths.ts';
import { loadBlogTag } from '../../loaders/content/blog.ts';
import { BLOG_CRUMB } from '../../content/crumbs.ts';
import { listRouteMeta } from '../../content/list-meta.ts';

const trailOf = (tag: { slug: string; name: string }): Crumb[] => [
  HOME_CRUMB,
  BLOG_CRUMB,
  { name: `#${tag.name}`, path: blogTagPath(tag.slug) },
];

const loaders = apiLoaders((api, { params, request }: Route.LoaderArgs) => loadBlogTag(api, params.slug, new URL(request.url)));
export const loader = loaders.loader;
export const clientLoader = loaders.clientLoader;

export const meta: Route.MetaFunction = listRouteMeta(({ tag, meta: listMeta }) => ({
  title: `タグ「${tag.name}」の記事一覧`,
  description: `プリントファクトリーのブログから、「${tag.name}」に関する記事（全${listMeta.total}件）をまとめています。`,
  path: blogTagPath(tag.slug),
  trail: trailOf(tag),
}));

export default function BlogTagPage({ loaderData }: Route.ComponentProps) {
  const { tag, posts, meta, sidebar } = loaderData;
  return (
    <BlogListLayout
      trail={trailOf(tag)}
      title={`タグ「${tag.name}」の記事一覧`}
      posts={posts}
      meta={meta}
      sidebar={sidebar}
      emptyText="このタグの記事はまだありません。"
    >
      <p className={lead}>全{meta.total}件</p>
    </BlogListLayout>
  );
}
