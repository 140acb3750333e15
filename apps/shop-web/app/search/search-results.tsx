import { Link } from 'react-router';
import { empty, lead, sectionTitle } from '../catalog/catalog.css.ts';
import { CategoryChips } from '../catalog/category-chips.tsx';
import { CatalogResults } from '../catalog/catalog-results.tsx';
import { hasFilters } from '../catalog/list-params.ts';
import { ProductGrid } from '../catalog/product-card.tsx';
import type { SearchPageData } from '../loaders/load-search.ts';
import { searchHref } from './ime-enter.ts';
import { debugCell, debugTable, notice, offers, tips, understood } from './search-results.css.ts';

type Results = NonNullable<SearchPageData['results']>;

/** How a query word was understood: 「黒」→ カラー「ブラック系」. */
const KEY_NAMES: Readonly<Record<string, string>> = {
  color: 'カラー',
  category: 'カテゴリー',
  size: 'サイズ',
  fit: 'シルエット',
  tag: '特徴',
  brand: 'ブランド',
};

/** What the search did with the query: corrected, relaxed, read as a product number, understood words. */
function SearchNotices({ meta }: { meta: Results['meta'] }) {
  const words = meta.understood.filter((term) => term.filters.length > 0);
  return (
    <>
      {meta.correctedFrom !== null ? (
        <p className={notice} role="note">
          「{meta.correctedFrom}」に一致する商品は見つかりませんでした。もしかして：「{meta.query}」の検索結果を表示しています。
        </p>
      ) : null}
      {meta.relaxed.length > 0 ? (
        <p className={notice} role="note">
          {meta.relaxed.map((word) => `「${word}」`).join('')}を含む商品は見つかりませんでした。
          {meta.relaxed.map((word) => `「${word}」`).join('')}を除いた検索結果を表示しています。
        </p>
      ) : null}
      {meta.productCode !== null ? (
        <p className={notice} role="note">
          品番「{meta.productCode}」の商品です。
        </p>
      ) : null}
      {words.length > 0 ? (
        <p className={understood}>
          {words
            .map((term) => `「${term.term}」を${term.filters.map((f) => `${KEY_NAMES[f.key] ?? f.key}「${f.name}」`).join('・')}として`)
            .join('、')}
          優先して表示しています。
        </p>
      ) : null}
    </>
  );
}

/** Nothing found: what to try, the nearest categories and the popular products. */
function ZeroResults({ q, meta }: { q: string; meta: Results['meta'] }) {
  return (
    <div className={offers}>
      <div className={empty}>
        <p>「{q}」に一致する商品は見つかりませんでした。</p>
        <ul className={tips}>
          <li>キーワードの表記（ひらがな・カタカナ・漢字）を変えてみてください。</li>
          <li>「Tシャツ 黒」のように、短い言葉に分けて検索してみてください。</li>
          <li>品番（例：00085-CVT）でも検索できます。</li>
        </ul>
      </div>
      {meta.nearestCategories.length > 0 ? (
        <>
          <h2 className={sectionTitle}>近いカテゴリー</h2>
          <CategoryChips categories={meta.nearestCategories} label="近いカテゴリー" />
        </>
      ) : null}
      {meta.popular.length > 0 ? (
        <>
          <h2 className={sectionTitle}>人気の商品</h2>
          <ProductGrid products={meta.popular} />
        </>
      ) : null}
    </div>
  );
}

/** The developers' view (`?debug=1`): each result's score and where each word matched. English on purpose: not for shoppers. */
function RankingDebug({
  products,
  explanations,
}: {
  products: Results['products'];
  explanations: NonNullable<Results['meta']['explanations']>;
}) {
  const names = new Map(products.map((p) => [p.id, `${p.code} ${p.name}`]));
  return (
    <table className={debugTable} aria-label="Ranking debug">
      <thead>
        <tr>
          <th className={debugCell}>product</th>
          <th className={debugCell}>score</th>
          <th className={debugCell}>terms (matched → field: points)</th>
          <th className={debugCell}>exact name / phrase / stock / popularity</th>
        </tr>
      </thead>
      <tbody>
        {explanations.map((e) => (
          <tr key={e.id}>
            <td className={debugCell}>{names.get(e.id) ?? e.id}</td>
            <td className={debugCell}>{e.score.toFixed(3)}</td>
            <td className={debugCell}>
              {e.terms
                .map(
                  (t) =>
                    `${t.term}: ${t.matched ?? '—'} → ${t.field ?? '—'}${t.filters.length > 0 ? ` +${t.filters.map((f) => `${f.key}=${f.value}`).join(',')}` : ''}: ${t.score}`,
                )
                .join(' | ')}
            </td>
            <td className={debugCell}>
              {e.exactName} / {e.phrases} / {e.inStock} / {e.popularity.toFixed(3)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The search page's results: notices, then the list with chips, pages and the filter drawer, or the empty page's offers. */
export function SearchResults({ q, results, search }: { q: string; results: Results; search: URLSearchParams }) {
  const { meta, products } = results;
  const fixed = { q };
  return (
    <>
      <p className={lead} role="status">
        {meta.total}件の商品が見つかりました
      </p>
      <SearchNotices meta={meta} />
      {meta.total === 0 && !hasFilters(search) ? (
        <ZeroResults q={q} meta={meta} />
      ) : (
        <CatalogResults products={products} meta={meta} fixed={fixed} />
      )}
      {meta.explanations ? <RankingDebug products={products} explanations={meta.explanations} /> : null}
      {meta.correctedFrom !== null ? (
        <p className={understood}>
          <Link to={searchHref(meta.query)}>「{meta.query}」で検索する</Link>
        </p>
      ) : null}
    </>
  );
}
