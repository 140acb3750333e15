import type { Route } from './+types/products.ts';
import { apiLoaders } from '../../loaders/api-loaders.ts';
import { TrailBreadcrumbs } from '../../layout/trail-breadcrumbs.tsx';
import { HOME_CRUMB } from '../../navigation/trail.ts';
import { lead, pageTitle } from '../../content/content.css.ts';
import { PRODUCTS_CRUMB } from '../../content/crumbs.ts';
import { ProductListSection } from '../../content/product-list-section.tsx';
import { loadProductList } from '../../loaders/content/product-lists.ts';
import { listRouteMeta } from '../../content/list-meta.ts';
import { CatalogResults } from '../../catalog/catalog-results-island.ts';

const TRAIL = [HOME_CRUMB, PRODUCTS_CRUMB];

// The list's code comes beside its data (islands/island.tsx).
const loaders = apiLoaders((api, { request }: Route.LoaderArgs) => loadProductList(api, new URL(request.url)), {
  preload: () => CatalogResults.preload(),
});
export const loader = loaders.loader;
export const clientLoader = loaders.clientLoader;

export const meta: Route.MetaFunction = listRouteMeta((loaderData) => ({
  title: 'プリント対応商品一覧',
  description: `オリジナルプリントに対応した無地のTシャツ・パーカー・トートバッグなど全${loaderData.meta.total}点。ブランド・カラー・サイズで絞り込んで、1枚からオリジナルグッズを作れます。`,
  path: '/product',
  trail: TRAIL,
}));

export default function ProductListPage({ loaderData }: Route.ComponentProps) {
  const { products, meta } = loaderData;
  return (
    <>
      <TrailBreadcrumbs trail={TRAIL} />
      <h1 className={pageTitle}>プリント対応商品一覧</h1>
      <p className={lead}>オリジナルプリントができる無地アイテムの一覧です。ブランドやカラー、サイズで絞り込めます。</p>
      <ProductListSection products={products} meta={meta} inlineFilterButton />
    </>
  );
}
