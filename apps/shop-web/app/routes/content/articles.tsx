import { Link } from 'react-router';
import type { Route } from './+types/articles.ts';
import { apiLoaders } from '../../loaders/api-loaders.ts';
import { empty } from '../../catalog/catalog.css.ts';
import { Pagination } from '../../catalog/pagination.tsx';
import { TrailBreadcrumbs } from '../../layout/trail-breadcrumbs.tsx';
import { HOME_CRUMB } from '../../navigation/trail.ts';
import { entryLink, lead, newsDate, newsItem, newsList, pageTitle } from '../../content/content.css.ts';
import { formatDate } from '../../content/format-date.ts';
import { articlePath } from '../../content/paths.ts';
import { loadArticleList } from '../../loaders/content/articles.ts';
import { NEWS_CRUMB } from '../../content/crumbs.ts';
import { listRouteMeta } from '../../content/list-meta.ts';

const TRAIL = [HOME_CRUMB, NEWS_CRUMB];

const loaders = apiLoaders((api, { request }: Route.LoaderArgs) => loadArticleList(api, new URL(request.url)));
export const loader = loaders.loader;
export const clientLoader = loaders.clientLoader;

export const meta: Route.MetaFunction = listRouteMeta(() => ({
  title: 'お知らせ',
  description:
    'プリントファクトリーからのお知らせです。営業日・休業日のご案内、新商品の入荷、キャンペーン、メンテナンス情報などを掲載しています。',
  path: '/article',
  trail: TRAIL,
}));

export default function ArticleListPage({ loaderData }: Route.ComponentProps) {
  const { articles, meta } = loaderData;
  return (
    <>
      <TrailBreadcrumbs trail={TRAIL} />
      <h1 className={pageTitle}>お知らせ</h1>
      <p className={lead}>営業日のご案内や新商品、キャンペーン、メンテナンスなどの最新情報をお知らせします。</p>
      {articles.length > 0 ? (
        <ul className={newsList}>
          {articles.map((article) => (
            <li key={article.id} className={newsItem}>
              <time className={newsDate} dateTime={article.publishedAt}>
                {formatDate(article.publishedAt)}
              </time>
              <Link to={articlePath(article.id)} className={entryLink}>
                {article.title}
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <p className={empty}>現在お知らせはありません。</p>
      )}
      <Pagination currentPage={meta.currentPage} lastPage={meta.lastPage} />
    </>
  );
}
