import { ChevronRightIcon } from '@shop/ui';
import { browserApi } from '@shop/web-state';
import { Link, useRouteLoaderData } from 'react-router';
import type { Route } from './+types/home.ts';
import { apiContext } from '../api/context.ts';
import { empty, sectionTitle } from '../catalog/catalog.css.ts';
import { ProductGrid } from '../catalog/product-card.tsx';
import { loadHome } from '../loaders/load-home.ts';
import type { loader as layoutLoader } from './layout-default.tsx';
import { DEFAULT_DESCRIPTION, canonicalUrl, pageMeta, publicUrlOf } from '../seo/meta.ts';
import { errorMeta } from '../seo/error-meta.ts';
import { categoryGrid, categoryLink, hero, heroLead, heroTitle } from './home.css.ts';

export function loader({ context }: Route.LoaderArgs) {
  return loadHome(context.get(apiContext));
}

export async function clientLoader() {
  return loadHome(await browserApi());
}

export const meta: Route.MetaFunction = ({ error, matches, location }) => {
  if (error) return errorMeta(error);
  const publicUrl = publicUrlOf(matches);
  const url = canonicalUrl(publicUrl, location.pathname);
  return pageMeta({
    title: undefined,
    description: DEFAULT_DESCRIPTION,
    canonical: url,
    jsonLd: [
      { '@context': 'https://schema.org', '@type': 'WebSite', name: 'プリントファクトリー', url, inLanguage: 'ja' },
      { '@context': 'https://schema.org', '@type': 'Organization', name: 'プリントファクトリー', url },
    ],
  });
};

export default function Home({ loaderData }: Route.ComponentProps) {
  const menu = useRouteLoaderData<typeof layoutLoader>('layout-default');
  const categories = menu?.rootCategories ?? [];
  return (
    <>
      <section className={hero} aria-labelledby="home-title">
        <h1 id="home-title" className={heroTitle}>
          オリジナルTシャツ・グッズを1枚から
        </h1>
        <p className={heroLead}>
          Tシャツ、パーカー、トートバッグなど豊富な無地アイテムに、インクジェット・白インクジェット・シルクスクリーンでプリント。お好きな商品を選んで、オリジナルグッズを作りましょう。
        </p>
      </section>

      {categories.length > 0 ? (
        <section aria-labelledby="home-categories">
          <h2 id="home-categories" className={sectionTitle}>
            カテゴリーから探す
          </h2>
          <ul className={categoryGrid}>
            {categories.map((category) => (
              <li key={category.slug}>
                <Link to={`/${category.slug}`} className={categoryLink}>
                  {category.name}
                  <ChevronRightIcon size={18} />
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section aria-labelledby="home-popular">
        <h2 id="home-popular" className={sectionTitle}>
          人気の商品
        </h2>
        {loaderData.products.length > 0 ? (
          <ProductGrid products={loaderData.products} />
        ) : (
          <p className={empty}>ただいま表示できる商品がありません。</p>
        )}
      </section>
    </>
  );
}
