import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { Route } from './+types/search.ts';
import { apiLoaders } from '../loaders/api-loaders.ts';
import { lead } from '../catalog/catalog.css.ts';
import { loadSearch } from '../loaders/load-search.ts';
import { SearchResults } from '../search/search-results.tsx';
import { canonicalUrl, pageMeta, publicUrlOf } from '../seo/meta.ts';
import { errorMeta } from '../seo/error-meta.ts';

const loaders = apiLoaders((api, { request }: Route.LoaderArgs) => loadSearch(api, new URL(request.url)));
export const loader = loaders.loader;
export const clientLoader = loaders.clientLoader;

export const meta: Route.MetaFunction = ({ loaderData, error, matches }) => {
  if (error || !loaderData) return errorMeta(error);
  return pageMeta({
    title: loaderData.q ? `「${loaderData.q}」の検索結果` : '商品検索',
    description: loaderData.q ? `「${loaderData.q}」に一致する商品の一覧です。` : 'キーワードで商品を検索できます。',
    canonical: canonicalUrl(publicUrlOf(matches), '/search'),
    // Result pages are endless variations of the catalogue: keep them out of search engines.
    noindex: true,
  });
};

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { q, results } = loaderData;
  const [params] = useSearchParams();
  // The filters and sort of the URL, stable between renders (the results island keeps its props).
  const search = useMemo(() => new URLSearchParams(params), [params]);
  if (results === null) {
    return (
      <>
        <h1>商品検索</h1>
        <p className={lead}>上の検索欄にキーワード（商品名・ブランド・品番など）を入力してください。</p>
      </>
    );
  }
  return (
    <>
      <h1>「{q}」の検索結果</h1>
      <SearchResults q={q} results={results} search={search} />
    </>
  );
}
