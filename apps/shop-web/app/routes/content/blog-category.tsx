import type { Route } from './+types/blog-category.ts';
import { apiLoaders } from '../../loaders/api-loaders.ts';
import { BlogListLayout } from '../../content/blog-list-layout.tsx';
import { HOME_CRUMB, type Crumb } from '../../navigation/trail.ts';
import { lead } from '../../content/content.css.ts';
import { blogCategoryPath } from '../../content/paths.ts';
import { loadBlogCategory } from '../../loaders/content/blog.ts';
import { BLOG_CRUMB } from '../../content/crumbs.ts';
import { listRouteMeta } from '../../content/list-meta.ts';

const trailOf = (category: { slug: string; name: string }): Crumb[] => [
  HOME_CRUMB,
  BLOG_CRUMB,
  { name: category.name, path: blogCategoryPath(category.slug) },
];

const loaders = apiLoaders((api, { params, request }: Route.LoaderArgs) => loadBlogCategory(api, params.slug, new URL(request.url)));
export const loader = loaders.loader;
export const clientLoader = loaders.clientLoader;

export const meta: Route.MetaFunction = listRouteMeta(({ category, meta: listMeta }) => ({
  title: `「${category.name}」の記事一覧`,
  description: `プリントファクトリーのブログから、「${category.name}」カテゴリーの記事（全${listMeta.total}件）をまとめています。`,
  path: blogCategoryPath(category.slug),
  trail: trailOf(category),
}));

export default function BlogCategoryPage({ loaderData }: Route.ComponentProps) {
  const { category, posts, meta, sidebar } = loaderData;
  return (
    <BlogListLayout
      trail={trailOf(category)}
      title={`「${category.name}」の記事一覧`}
      posts={posts}
      meta={meta}
      sidebar={sidebar}
      emptyText="このカテゴリーの記事はまだありません。"
    >
      <p className={lead}>全{meta.total}件</p>
    </BlogListLayout>
  );
}
