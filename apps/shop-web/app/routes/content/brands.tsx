import { Link } from 'react-router';
import type { Route } from './+types/brands.ts';
import { apiLoaders } from '../../loaders/api-loaders.ts';
import { empty } from '../../catalog/catalog.css.ts';
import { TrailBreadcrumbs } from '../../layout/trail-breadcrumbs.tsx';
import { HOME_CRUMB, trailJsonLd } from '../../navigation/trail.ts';
import { badge, brandLogo, cardGrid, lead, linkCard, linkCardTitle, pageTitle } from '../../content/content.css.ts';
import { BRANDS_CRUMB } from '../../content/crumbs.ts';
import { LinkDrawer } from '../../content/link-drawer.tsx';
import { brandPath } from '../../content/paths.ts';
import { loadBrandList } from '../../loaders/content/product-lists.ts';
import { errorMeta } from '../../seo/error-meta.ts';
import { canonicalUrl, pageMeta, publicUrlOf } from '../../seo/meta.ts';

const TRAIL = [HOME_CRUMB, BRANDS_CRUMB];

const loaders = apiLoaders((api) => loadBrandList(api));
export const loader = loaders.loader;
export const clientLoader = loaders.clientLoader;

export const meta: Route.MetaFunction = ({ loaderData, error, matches }) => {
  if (error || !loaderData) return errorMeta(error);
  const publicUrl = publicUrlOf(matches);
  const names = loaderData.brands.slice(0, 5).map((brand) => brand.name);
  return pageMeta({
    title: 'ブランド一覧',
    description: `${names.join('、')}など、オリジナルプリントに対応した無地アパレルのブランド一覧です。ブランドごとに商品を探せます。`,
    canonical: canonicalUrl(publicUrl, '/brand'),
    jsonLd: [trailJsonLd(publicUrl, TRAIL)],
  });
};

export default function BrandListPage({ loaderData }: Route.ComponentProps) {
  const { brands } = loaderData;
  return (
    <>
      <TrailBreadcrumbs trail={TRAIL} />
      <h1 className={pageTitle}>ブランド一覧</h1>
      <p className={lead}>
        定番のボディブランドを取り揃えています。ブランドを選ぶと、そのブランドのプリント対応商品を一覧でご覧いただけます。
      </p>
      {brands.length > 0 ? (
        <ul className={cardGrid}>
          {brands.map((brand) => (
            <li key={brand.id}>
              <Link to={brandPath(brand.slug)} className={linkCard}>
                {brand.logo ? (
                  <img className={brandLogo} src={brand.logo} alt="" width={240} height={120} loading="lazy" decoding="async" />
                ) : null}
                <span className={linkCardTitle}>{brand.name}</span>
                {brand.onSale ? <span className={badge}>セール中</span> : null}
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <p className={empty}>ただいま表示できるブランドがありません。</p>
      )}
      <LinkDrawer title="ブランドで絞り込む" links={brands.map((brand) => ({ label: brand.name, to: brandPath(brand.slug) }))} />
    </>
  );
}
