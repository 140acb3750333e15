import { Link } from 'react-router';
import type { Route } from './+types/words.ts';
import { apiLoaders } from '../../loaders/api-loaders.ts';
import { TrailBreadcrumbs } from '../../layout/trail-breadcrumbs.tsx';
import { trailJsonLd } from '../../navigation/trail.ts';
import {
  entryLink,
  entryList,
  entryName,
  entryReading,
  jumpDisabled,
  jumpLink,
  jumpList,
  note,
  sectionTitle,
  title,
} from '../../guide/guide.css.ts';
import { loadWordIndex } from '../../loaders/guide/load-words.ts';
import { canonicalUrl, pageMeta, publicUrlOf } from '../../seo/meta.ts';
import { errorMeta } from '../../seo/error-meta.ts';

const loaders = apiLoaders((api) => loadWordIndex(api));
export const loader = loaders.loader;
export const clientLoader = loaders.clientLoader;

export const meta: Route.MetaFunction = ({ loaderData, error, matches }) => {
  if (error || !loaderData) return errorMeta(error);
  const publicUrl = publicUrlOf(matches);
  return pageMeta({
    title: '用語集',
    description: `オリジナルプリントやアパレルの専門用語${loaderData.total}語を五十音順に解説しています。プリント方法・生地・サイズ・デザインデータの用語を調べられます。`,
    canonical: canonicalUrl(publicUrl, '/word'),
    jsonLd: [trailJsonLd(publicUrl, loaderData.trail)],
  });
};

/** Glossary index in reading order, one section per kana row, with jump links to the rows. */
export default function WordIndexPage({ loaderData }: Route.ComponentProps) {
  const { rows, total, trail } = loaderData;
  return (
    <article>
      <TrailBreadcrumbs trail={trail} />
      <h1 className={title}>用語集</h1>
      <p className={note}>プリントやアパレルでよく使われる用語を五十音順にまとめました（全{total}語）。</p>
      <nav aria-label="五十音で探す">
        <ul className={jumpList}>
          {rows.map((row) => (
            <li key={row.id}>
              {row.entries.length > 0 ? (
                <a href={`#kana-${row.id}`} className={jumpLink}>
                  {row.label}
                </a>
              ) : (
                <span className={jumpDisabled} aria-disabled="true" title={`${row.label}の用語はありません`}>
                  {row.label}
                </span>
              )}
            </li>
          ))}
        </ul>
      </nav>
      <div>
        {rows
          .filter((row) => row.entries.length > 0)
          .map((row) => (
            <section key={row.id} aria-labelledby={`kana-${row.id}`}>
              <h2 id={`kana-${row.id}`} className={sectionTitle}>
                {row.label}
              </h2>
              <ul className={entryList}>
                {row.entries.map((word) => (
                  <li key={word.slug}>
                    <Link to={`/word/${word.slug}`} className={entryLink}>
                      <span className={entryName}>{word.name}</span>
                      <span className={entryReading}>{word.reading}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ))}
      </div>
    </article>
  );
}
