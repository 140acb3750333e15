import { button } from '@shop/ui';
import { Link } from 'react-router';
import type { Route } from './+types/article.ts';
import { apiLoaders } from '../../loaders/api-loaders.ts';
import { TrailBreadcrumbs } from '../../layout/trail-breadcrumbs.tsx';
import { HOME_CRUMB, trailJsonLd, type Crumb } from '../../navigation/trail.ts';
import { byline, pageTitle } from '../../content/content.css.ts';
import { formatDate } from '../../content/format-date.ts';
import { articleJsonLd } from '../../content/json-ld.ts';
import { articlePath } from '../../content/paths.ts';
import { Prose } from '../../content/prose.tsx';
import { htmlToText } from '../../content/text.ts';
import { loadArticle } from '../../loaders/content/articles.ts';
import { NEWS_CRUMB } from '../../content/crumbs.ts';
import { errorMeta } from '../../seo/error-meta.ts';
import { canonicalUrl, pageMeta, publicUrlOf } from '../../seo/meta.ts';

const trailOf = (article: { id: number; title: string }): Crumb[] => [
  HOME_CRUMB,
  NEWS_CRUMB,
  { name: article.title, path: articlePath(article.id) },
];

const loaders = apiLoaders((api, { params }: Route.LoaderArgs) => loadArticle(api, params.id));
export const loader = loaders.loader;
export const clientLoader = loaders.clientLoader;

export const meta: Route.MetaFunction = ({ loaderData, error, matches }) => {
  if (error || !loaderData) return errorMeta(error);
  const { article } = loaderData;
  const publicUrl = publicUrlOf(matches);
  const url = canonicalUrl(publicUrl, articlePath(article.id));
  const description = htmlToText(article.html);
  return pageMeta({
    title: article.title,
    description,
    canonical: url,
    ogType: 'article',
    jsonLd: [
      articleJsonLd(
        { url, publicUrl, headline: article.title, description, publishedAt: article.publishedAt, author: undefined },
        'NewsArticle',
      ),
      trailJsonLd(publicUrl, trailOf(article)),
    ],
  });
};

export default function ArticlePage({ loaderData }: Route.ComponentProps) {
  const { article } = loaderData;
  return (
    <>
      <TrailBreadcrumbs trail={trailOf(article)} />
      <article>
        <header>
          <h1 className={pageTitle}>{article.title}</h1>
          <p className={byline}>
            <time dateTime={article.publishedAt}>{formatDate(article.publishedAt)}</time>
          </p>
        </header>
        <Prose html={article.html} />
      </article>
      <p>
        <Link to="/article" className={button({ variant: 'outline', size: 'sm' })}>
          お知らせ一覧へ戻る
        </Link>
      </p>
    </>
  );
}
