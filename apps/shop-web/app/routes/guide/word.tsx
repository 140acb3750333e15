import { Link } from 'react-router';
import type { Route } from './+types/word.ts';
import { apiLoaders } from '../../loaders/api-loaders.ts';
import { TrailBreadcrumbs } from '../../layout/trail-breadcrumbs.tsx';
import { trailJsonLd } from '../../navigation/trail.ts';
import { article, backLinks, subtitle, title } from '../../guide/guide.css.ts';
import { htmlToText } from '../../content/text.ts';
import { definedTermJsonLd } from '../../guide/json-ld.ts';
import { kanaRowOf } from '../../guide/kana-rows.ts';
import { Prose } from '../../guide/prose.tsx';
import { loadWord } from '../../loaders/guide/load-words.ts';
import { canonicalUrl, pageMeta, publicUrlOf } from '../../seo/meta.ts';
import { errorMeta } from '../../seo/error-meta.ts';

const loaders = apiLoaders((api, { params }: Route.LoaderArgs) => loadWord(api, params.slug));
export const loader = loaders.loader;
export const clientLoader = loaders.clientLoader;

export const meta: Route.MetaFunction = ({ loaderData, error, matches }) => {
  if (error || !loaderData) return errorMeta(error);
  const { word, trail } = loaderData;
  const publicUrl = publicUrlOf(matches);
  const url = canonicalUrl(publicUrl, `/word/${word.slug}`);
  return pageMeta({
    title: `${word.name}（${word.reading}）とは｜用語集`,
    description: `${word.name}とは：${htmlToText(word.html)}`,
    canonical: url,
    ogType: 'article',
    jsonLd: [trailJsonLd(publicUrl, trail), definedTermJsonLd({ ...word, url, glossaryUrl: canonicalUrl(publicUrl, '/word') })],
  });
};

/** One glossary entry: the term, its reading and the explanation. */
export default function WordPage({ loaderData }: Route.ComponentProps) {
  const { word, trail } = loaderData;
  return (
    <article className={article}>
      <TrailBreadcrumbs trail={trail} />
      <h1 className={title}>{word.name}</h1>
      <p className={subtitle}>読み：{word.reading}</p>
      <Prose html={word.html} />
      <p className={backLinks}>
        <Link to={`/word#kana-${kanaRowOf(word.reading)}`}>用語集の一覧へ</Link>
      </p>
    </article>
  );
}
