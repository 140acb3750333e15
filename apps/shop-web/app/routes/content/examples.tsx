import { Link } from 'react-router';
import type { Route } from './+types/examples.ts';
import { apiLoaders } from '../../loaders/api-loaders.ts';
import { empty } from '../../catalog/catalog.css.ts';
import { Pagination } from '../../catalog/pagination.tsx';
import { TrailBreadcrumbs } from '../../layout/trail-breadcrumbs.tsx';
import { HOME_CRUMB } from '../../navigation/trail.ts';
import {
  entryCard,
  entryExcerpt,
  entryLink,
  entryList,
  entryMeta,
  entryThumb,
  entryTitle,
  lead,
  pageTitle,
} from '../../content/content.css.ts';
import { EXAMPLES_CRUMB } from '../../content/crumbs.ts';
import { formatDate } from '../../content/format-date.ts';
import { examplePath } from '../../content/paths.ts';
import { loadExampleList } from '../../loaders/content/examples.ts';
import { listRouteMeta } from '../../content/list-meta.ts';

const TRAIL = [HOME_CRUMB, EXAMPLES_CRUMB];

const loaders = apiLoaders((api, { request }: Route.LoaderArgs) => loadExampleList(api, new URL(request.url)));
export const loader = loaders.loader;
export const clientLoader = loaders.clientLoader;

export const meta: Route.MetaFunction = listRouteMeta(() => ({
  title: '制作事例',
  description:
    'クラスTシャツ、部活・サークルのチームウェア、企業のユニフォームやノベルティなど、プリントファクトリーでオリジナルグッズを作られたお客様の制作事例をご紹介します。',
  path: '/example',
  trail: TRAIL,
}));

export default function ExampleListPage({ loaderData }: Route.ComponentProps) {
  const { examples, meta } = loaderData;
  return (
    <>
      <TrailBreadcrumbs trail={TRAIL} />
      <h1 className={pageTitle}>制作事例</h1>
      <p className={lead}>
        クラスTシャツやチームウェア、お店のユニフォームまで。実際にご注文いただいたお客様のオリジナルグッズをご紹介します。デザインやアイテム選びの参考にどうぞ。
      </p>
      {examples.length > 0 ? (
        <ul className={entryList}>
          {examples.map((example, index) => (
            <li key={example.id}>
              <article className={entryCard}>
                {example.thumbnail ? (
                  <img
                    className={entryThumb}
                    src={example.thumbnail}
                    alt=""
                    width={160}
                    height={160}
                    loading={index < 3 ? 'eager' : 'lazy'}
                    decoding="async"
                  />
                ) : (
                  <div className={entryThumb} aria-hidden="true">
                    制作事例
                  </div>
                )}
                <div>
                  <p className={entryMeta}>
                    <time dateTime={example.publishedAt}>{formatDate(example.publishedAt)}</time>
                  </p>
                  <h2 className={entryTitle}>
                    <Link to={examplePath(example.id)} className={entryLink}>
                      {example.title}
                    </Link>
                  </h2>
                  {example.excerpt ? <p className={entryExcerpt}>{example.excerpt}</p> : null}
                </div>
              </article>
            </li>
          ))}
        </ul>
      ) : (
        <p className={empty}>制作事例は準備中です。</p>
      )}
      <Pagination currentPage={meta.currentPage} lastPage={meta.lastPage} />
    </>
  );
}
