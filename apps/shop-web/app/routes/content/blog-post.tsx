import type { Post } from '@shop/api-contract';
import { Link } from 'react-router';
import type { Route } from './+types/blog-post.ts';
import { apiLoaders } from '../../loaders/api-loaders.ts';
import { BlogSidebar, BlogTagLinks } from '../../content/blog-sidebar.tsx';
import { TrailBreadcrumbs } from '../../layout/trail-breadcrumbs.tsx';
import { HOME_CRUMB, trailJsonLd, type Crumb } from '../../navigation/trail.ts';
import {
  authorBox,
  authorName,
  byline,
  bylineLink,
  neighbourLabel,
  neighbourLink,
  neighbours,
  pageTitle,
  postImage,
  withSidebar,
} from '../../content/content.css.ts';
import { formatDate } from '../../content/format-date.ts';
import { articleJsonLd } from '../../content/json-ld.ts';
import { blogAuthorPath, blogCategoryPath, blogPostPath } from '../../content/paths.ts';
import { Prose } from '../../content/prose.tsx';
import { htmlToText } from '../../content/text.ts';
import { loadBlogPost } from '../../loaders/content/blog.ts';
import { BLOG_CRUMB } from '../../content/crumbs.ts';
import { errorMeta } from '../../seo/error-meta.ts';
import { absoluteUrl, canonicalUrl, pageMeta, publicUrlOf } from '../../seo/meta.ts';

const trailOf = (post: Pick<Post, 'slug' | 'title' | 'category'>): Crumb[] => [
  HOME_CRUMB,
  BLOG_CRUMB,
  ...(post.category ? [{ name: post.category.name, path: blogCategoryPath(post.category.slug) }] : []),
  { name: post.title, path: blogPostPath(post.slug) },
];

const loaders = apiLoaders((api, { params }: Route.LoaderArgs) => loadBlogPost(api, params.slug));
export const loader = loaders.loader;
export const clientLoader = loaders.clientLoader;

export const meta: Route.MetaFunction = ({ loaderData, error, matches }) => {
  if (error || !loaderData) return errorMeta(error);
  const { post } = loaderData;
  const publicUrl = publicUrlOf(matches);
  const url = canonicalUrl(publicUrl, blogPostPath(post.slug));
  const description = post.excerpt || htmlToText(post.html);
  return pageMeta({
    title: post.title,
    description,
    canonical: url,
    ogType: 'article',
    image: post.thumbnail ? absoluteUrl(publicUrl, post.thumbnail) : undefined,
    jsonLd: [
      articleJsonLd({
        url,
        publicUrl,
        headline: post.title,
        description,
        publishedAt: post.publishedAt,
        author: { name: post.author.name, url: canonicalUrl(publicUrl, blogAuthorPath(post.author.slug)) },
        section: post.category?.name,
        keywords: post.tags.map((item) => item.name),
        image: post.thumbnail,
      }),
      trailJsonLd(publicUrl, trailOf(post)),
    ],
  });
};

export default function BlogPostPage({ loaderData }: Route.ComponentProps) {
  const { post, older, newer, sidebar } = loaderData;
  return (
    <>
      <TrailBreadcrumbs trail={trailOf(post)} />
      <div className={withSidebar}>
        <article>
          <header>
            <h1 className={pageTitle}>{post.title}</h1>
            <p className={byline}>
              <time dateTime={post.publishedAt}>{formatDate(post.publishedAt)}</time>
              <span>
                執筆：
                <Link to={blogAuthorPath(post.author.slug)} className={bylineLink} rel="author">
                  {post.author.name}
                </Link>
              </span>
              {post.category ? (
                <span>
                  カテゴリー：
                  <Link to={blogCategoryPath(post.category.slug)} className={bylineLink}>
                    {post.category.name}
                  </Link>
                </span>
              ) : null}
            </p>
          </header>
          {post.thumbnail ? <img className={postImage} src={post.thumbnail} alt="" width={800} height={450} fetchPriority="high" /> : null}
          <Prose html={post.html} />
          {post.tags.length > 0 ? <BlogTagLinks tags={post.tags} label="タグ" /> : null}
          <section className={authorBox} aria-label="この記事を書いた人">
            <p className={authorName}>この記事を書いた人：{post.author.name}</p>
            <Link to={blogAuthorPath(post.author.slug)} className={bylineLink}>
              {post.author.name}の記事をもっと見る
            </Link>
          </section>
          {older || newer ? (
            <nav aria-label="前後の記事">
              <ul className={neighbours}>
                {older ? (
                  <li>
                    <Link to={blogPostPath(older.slug)} className={neighbourLink} rel="prev">
                      <span className={neighbourLabel}>前の記事</span>
                      {older.title}
                    </Link>
                  </li>
                ) : null}
                {newer ? (
                  <li>
                    <Link to={blogPostPath(newer.slug)} className={neighbourLink} rel="next">
                      <span className={neighbourLabel}>次の記事</span>
                      {newer.title}
                    </Link>
                  </li>
                ) : null}
              </ul>
            </nav>
          ) : null}
        </article>
        <BlogSidebar data={sidebar} />
      </div>
    </>
  );
}
