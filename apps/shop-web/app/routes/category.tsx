import type { Route } from './+types/category.ts';
import { apiLoaders } from '../loaders/api-loaders.ts';
import { categoryTrail } from '../catalog/category-trail.ts';
import { island } from '../islands/island.tsx';
import { trailJsonLd } from '../navigation/trail.ts';
import { canonicalUrl, pageMeta, publicUrlOf } from '../seo/meta.ts';
import { errorMeta } from '../seo/error-meta.ts';

// The page hydrates after the layout, once its code has arrived (islands/island.tsx).
const CategoryBody = island('CategoryBody', () => import('../catalog/category-body.tsx').then((module) => module.CategoryBody));

// The loader module is imported dynamically: a static import would put it (and the list's URL rules)
// in the clientLoader's route chunk, which the browser loads with the first page. In the browser it
// is fetched beside the data and the page's code (islands/island.tsx).
const loaderModule = () => import('../loaders/load-category.ts');
const loaders = apiLoaders(
  async (api, { params, request }: Route.LoaderArgs) => (await loaderModule()).loadCategory(api, params.category, new URL(request.url)),
  {
    preload: () => {
      CategoryBody.preload();
      return loaderModule();
    },
  },
);
export const loader = loaders.loader;
export const clientLoader = loaders.clientLoader;

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
  return <CategoryBody category={loaderData.category} products={loaderData.products} meta={loaderData.meta} />;
}
