import { browserApi } from '@shop/web-state';
import { Link } from 'react-router';
import type { Route } from './+types/category.ts';
import { apiContext } from '../api/context.ts';
import { chip, chips, lead } from '../catalog/catalog.css.ts';
import { ActiveFilters } from '../catalog/active-filters.tsx';
import { EmptyResults } from '../catalog/empty-results.tsx';
import { FilterDrawer } from '../catalog/filter-drawer.tsx';
import { Pagination } from '../catalog/pagination.tsx';
import { ProductGrid } from '../catalog/product-card.tsx';
import { TrailBreadcrumbs } from '../layout/trail-breadcrumbs.tsx';
import { loadCategory } from '../loaders/load-category.ts';
import { HOME_CRUMB, trailJsonLd, type Crumb } from '../navigation/trail.ts';
import { canonicalUrl, pageMeta, publicUrlOf } from '../seo/meta.ts';
import { errorMeta } from '../seo/error-meta.ts';

export function loader({ context, params, request }: Route.LoaderArgs) {
  return loadCategory(context.get(apiContext), params.category, new URL(request.url));
}

export async function clientLoader({ params, request }: Route.ClientLoaderArgs) {
  return loadCategory(await browserApi(), params.category, new URL(request.url));
}

/** Home, the parent categories, then the category. */
function categoryTrail(category: { name: string; slug: string; path: readonly { name: string; slug: string }[] }): Crumb[] {
  return [
    HOME_CRUMB,
    ...category.path.map((parent) => ({ name: parent.name, path: `/${parent.slug}` })),
    { name: category.name, path: `/${category.slug}` },
  ];
}

export const meta: Route.MetaFunction = ({ loaderData, error, matches, location }) => {
  if (error || !loaderData) return errorMeta(error);
  const { category, meta: listMeta } = loaderData;
  const publicUrl = publicUrlOf(matches);
  const page = listMeta.currentPage > 1 ? `（${listMeta.currentPage}ページ目）` : '';
  return pageMeta({
    title: `${category.name}の無地・プリント商品一覧${page}`,
    description:
      category.description ||
      `${category.name}の商品一覧（全${listMeta.total}点）。オリジナルプリントに対応した無地の${category.name}を1枚から注文できます。`,
    canonical: canonicalUrl(publicUrl, location.pathname, location.search),
    jsonLd: [trailJsonLd(publicUrl, categoryTrail(category))],
  });
};

export default function CategoryPage({ loaderData }: Route.ComponentProps) {
  const { category, products, meta } = loaderData;
  return (
    <>
      <TrailBreadcrumbs trail={categoryTrail(category)} />
      <h1>{category.name}</h1>
      {category.description ? <p className={lead}>{category.description}</p> : null}
      {category.children.length > 0 ? (
        <ul className={chips} aria-label="サブカテゴリー">
          {category.children.map((child) => (
            <li key={child.slug}>
              <Link to={`/${child.slug}`} className={chip}>
                {child.name}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      <p className={lead}>全{meta.total}点</p>
      <ActiveFilters facets={meta.facets} />
      {products.length > 0 ? <ProductGrid products={products} /> : <EmptyResults />}
      <Pagination currentPage={meta.currentPage} lastPage={meta.lastPage} />
      <FilterDrawer facets={meta.facets} fixed={{ category: category.slug }} total={meta.total} />
    </>
  );
}
