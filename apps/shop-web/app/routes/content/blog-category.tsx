import { browserApi } from '@shop/web-state';
import type { Route } from './+types/blog-category.ts';
import { apiContext } from '../../api/context.ts';
import { BlogListLayout } from '../../content/blog-list-layout.tsx';
import { HOME_CRUMB, trailJsonLd, type Crumb } from '../../navigation/trail.ts';
import { lead } from '../../content/content.css.ts';
import { blogCategoryPath } from '../../content/paths.ts';
import { pageSuffix } from '../../content/text.ts';
import { loadBlogCategory } from '../../loaders/content/blog.ts';
import { BLOG_CRUMB } from '../../content/crumbs.ts';
import { errorMeta } from '../../seo/error-meta.ts';
import { canonicalUrl, pageMeta, publicUrlOf } from '../../seo/meta.ts';

const trailOf = (category: { slug: string; name: string }): Crumb[] => [
  HOME_CRUMB,
  BLOG_CRUMB,
  { name: category.name, path: blogCategoryPath(category.slug) },
];

export function loader({ context, params, request }: Route.LoaderArgs) {
  return loadBlogCategory(context.get(apiContext), params.slug, new URL(request.url));
}

export async function clientLoader({ params, request }: Route.ClientLoaderArgs) {
  return loadBlogCategory(await browserApi(), params.slug, new URL(request.url));
}

export const meta: Route.MetaFunction = ({ loaderData, error, matches, location }) => {
  if (error || !loaderData) return errorMeta(error);
  const { category, meta: listMeta } = loaderData;
  const publicUrl = publicUrlOf(matches);
  return pageMeta({
    title: `「${category.name}」の記事一覧${pageSuffix(listMeta.currentPage)}`,
    description: `プリントファクトリーのブログから、「${category.name}」カテゴリーの記事（全${listMeta.total}件）をまとめています。`,
    canonical: canonicalUrl(publicUrl, blogCategoryPath(category.slug), location.search),
    jsonLd: [trailJsonLd(publicUrl, trailOf(category))],
  });
};

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
