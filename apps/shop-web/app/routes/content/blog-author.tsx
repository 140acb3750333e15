import type { Route } from './+types/blog-author.ts';
import { apiLoaders } from '../../loaders/api-loaders.ts';
import { BlogListLayout } from '../../content/blog-list-layout.tsx';
import { HOME_CRUMB, trailJsonLd, type Crumb } from '../../navigation/trail.ts';
import { authorBio, authorBox, authorName } from '../../content/content.css.ts';
import { blogAuthorPath } from '../../content/paths.ts';
import { pageSuffix } from '../../content/text.ts';
import { loadBlogAuthor } from '../../loaders/content/blog.ts';
import { BLOG_CRUMB } from '../../content/crumbs.ts';
import { errorMeta } from '../../seo/error-meta.ts';
import { absoluteUrl, canonicalUrl, pageMeta, publicUrlOf } from '../../seo/meta.ts';

const trailOf = (author: { slug: string; name: string }): Crumb[] => [
  HOME_CRUMB,
  BLOG_CRUMB,
  { name: author.name, path: blogAuthorPath(author.slug) },
];

const loaders = apiLoaders((api, { params, request }: Route.LoaderArgs) => loadBlogAuthor(api, params.slug, new URL(request.url)));
export const loader = loaders.loader;
export const clientLoader = loaders.clientLoader;

export const meta: Route.MetaFunction = ({ loaderData, error, matches, location }) => {
  if (error || !loaderData) return errorMeta(error);
  const { author, meta: listMeta } = loaderData;
  const publicUrl = publicUrlOf(matches);
  const url = canonicalUrl(publicUrl, blogAuthorPath(author.slug));
  return pageMeta({
    title: `${author.name}の記事一覧${pageSuffix(listMeta.currentPage)}`,
    description: `プリントファクトリーのブログで${author.name}が書いた記事（全${listMeta.total}件）の一覧です。${author.description}`,
    canonical: canonicalUrl(publicUrl, blogAuthorPath(author.slug), location.search),
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'ProfilePage',
        url,
        mainEntity: {
          '@type': 'Person',
          name: author.name,
          description: author.description,
          ...(author.image ? { image: absoluteUrl(publicUrl, author.image) } : {}),
        },
      },
      trailJsonLd(publicUrl, trailOf(author)),
    ],
  });
};

export default function BlogAuthorPage({ loaderData }: Route.ComponentProps) {
  const { author, posts, meta, sidebar } = loaderData;
  return (
    <BlogListLayout
      trail={trailOf(author)}
      title={`${author.name}の記事一覧`}
      posts={posts}
      meta={meta}
      sidebar={sidebar}
      emptyText="この執筆者の記事はまだありません。"
    >
      <section className={authorBox} aria-label="執筆者のプロフィール">
        <p className={authorName}>{author.name}</p>
        {author.description ? <p className={authorBio}>{author.description}</p> : null}
      </section>
    </BlogListLayout>
  );
}
