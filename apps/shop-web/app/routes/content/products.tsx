import { browserApi } from '@shop/web-state';
import type { Route } from './+types/products.ts';
import { apiContext } from '../../api/context.ts';
import { TrailBreadcrumbs } from '../../layout/trail-breadcrumbs.tsx';
import { HOME_CRUMB, trailJsonLd } from '../../navigation/trail.ts';
import { lead, pageTitle } from '../../content/content.css.ts';
import { PRODUCTS_CRUMB } from '../../content/crumbs.ts';
import { ProductListSection } from '../../content/product-list-section.tsx';
import { pageSuffix } from '../../content/text.ts';
import { loadProductList } from '../../loaders/content/product-lists.ts';
import { errorMeta } from '../../seo/error-meta.ts';
import { canonicalUrl, pageMeta, publicUrlOf } from '../../seo/meta.ts';
import { CatalogResults } from '../../catalog/catalog-results-island.ts';

const TRAIL = [HOME_CRUMB, PRODUCTS_CRUMB];

export function loader({ context, request }: Route.LoaderArgs) {
  return loadProductList(context.get(apiContext), new URL(request.url));
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  // The list's code comes beside its data (islands/island.tsx).
  CatalogResults.preload();
  return loadProductList(await browserApi(), new URL(request.url));
}

export const meta: Route.MetaFunction = ({ loaderData, error, matches, location }) => {
  if (error || !loaderData) return errorMeta(error);
  const publicUrl = publicUrlOf(matches);
  return pageMeta({
    title: `プリント対応商品一覧${pageSuffix(loaderData.meta.currentPage)}`,
    description: `オリジナルプリントに対応した無地のTシャツ・パーカー・トートバッグなど全${loaderData.meta.total}点。ブランド・カラー・サイズで絞り込んで、1枚からオリジナルグッズを作れます。`,
    canonical: canonicalUrl(publicUrl, '/product', location.search),
    jsonLd: [trailJsonLd(publicUrl, TRAIL)],
  });
};

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
