import type { Route } from './+types/blog-search.ts';
import { apiLoaders } from '../../loaders/api-loaders.ts';
import { empty } from '../../catalog/catalog.css.ts';
import { Pagination } from '../../catalog/pagination.tsx';
import { BlogSearchForm } from '../../content/blog-search-form.tsx';
import { BlogSidebar } from '../../content/blog-sidebar.tsx';
import { TrailBreadcrumbs } from '../../layout/trail-breadcrumbs.tsx';
import { HOME_CRUMB, trailJsonLd, type Crumb } from '../../navigation/trail.ts';
import { lead, pageTitle, withSidebar } from '../../content/content.css.ts';
import { PostList } from '../../content/post-list.tsx';
import { loadBlogSearch } from '../../loaders/content/blog.ts';
import { BLOG_CRUMB } from '../../content/crumbs.ts';
import { errorMeta } from '../../seo/error-meta.ts';
import { canonicalUrl, pageMeta, publicUrlOf } from '../../seo/meta.ts';

const TRAIL: Crumb[] = [HOME_CRUMB, BLOG_CRUMB, { name: '記事検索', path: '/blog/search' }];

const loaders = apiLoaders((api, { request }: Route.LoaderArgs) => loadBlogSearch(api, new URL(request.url)));
export const loader = loaders.loader;
export const clientLoader = loaders.clientLoader;

export const meta: Route.MetaFunction = ({ loaderData, error, matches }) => {
  if (error || !loaderData) return errorMeta(error);
  const publicUrl = publicUrlOf(matches);
  const { q } = loaderData;
  return pageMeta({
    title: q ? `「${q}」の記事検索結果` : 'ブログ記事検索',
    description: q
      ? `プリントファクトリーのブログで「${q}」に一致する記事の一覧です。`
      : 'プリントファクトリーのブログ記事をキーワードで検索できます。',
    canonical: canonicalUrl(publicUrl, '/blog/search'),
    // Result pages are endless variations of the blog: keep them out of search engines.
    noindex: true,
    jsonLd: [trailJsonLd(publicUrl, TRAIL)],
  });
};

export default function BlogSearchPage({ loaderData }: Route.ComponentProps) {
  const { q, results, sidebar } = loaderData;
  return (
    <>
      <TrailBreadcrumbs trail={TRAIL} />
      <div className={withSidebar}>
        <div>
          <h1 className={pageTitle}>{q ? `「${q}」の記事検索結果` : 'ブログ記事検索'}</h1>
          <BlogSearchForm key={q} initialQuery={q} />
          {results === null ? (
            <p className={lead}>キーワード（例：シルクスクリーン、文化祭、パーカー）を入力して、ブログ記事を検索してください。</p>
          ) : (
            <>
              <p className={lead} role="status">
                {results.meta.total}件の記事が見つかりました
              </p>
              {results.posts.length > 0 ? (
                <PostList posts={results.posts} />
              ) : (
                <p className={empty}>該当する記事が見つかりませんでした。別のキーワードでお試しください。</p>
              )}
              <Pagination currentPage={results.meta.currentPage} lastPage={results.meta.lastPage} />
            </>
          )}
        </div>
        <BlogSidebar data={sidebar} showSearch={false} />
      </div>
    </>
  );
}
