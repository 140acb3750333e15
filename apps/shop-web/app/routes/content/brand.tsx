import { useMemo } from 'react';
import type { Route } from './+types/brand.ts';
import { apiLoaders } from '../../loaders/api-loaders.ts';
import { TrailBreadcrumbs } from '../../layout/trail-breadcrumbs.tsx';
import { HOME_CRUMB, trailJsonLd, type Crumb } from '../../navigation/trail.ts';
import { badge, brandHeaderLogo, lead, pageTitle } from '../../content/content.css.ts';
import { BRANDS_CRUMB } from '../../content/crumbs.ts';
import { brandPath } from '../../content/paths.ts';
import { ProductListSection } from '../../content/product-list-section.tsx';
import { pageSuffix } from '../../content/text.ts';
import { loadBrand } from '../../loaders/content/product-lists.ts';
import { errorMeta } from '../../seo/error-meta.ts';
import { absoluteUrl, canonicalUrl, pageMeta, publicUrlOf } from '../../seo/meta.ts';
import { CatalogResults } from '../../catalog/catalog-results-island.ts';

const trailOf = (brand: { slug: string; name: string }): Crumb[] => [
  HOME_CRUMB,
  BRANDS_CRUMB,
  { name: brand.name, path: brandPath(brand.slug) },
];

// The list's code comes beside its data (islands/island.tsx).
const loaders = apiLoaders((api, { params, request }: Route.LoaderArgs) => loadBrand(api, params.slug, new URL(request.url)), {
  preload: () => CatalogResults.preload(),
});
export const loader = loaders.loader;
export const clientLoader = loaders.clientLoader;

export const meta: Route.MetaFunction = ({ loaderData, error, matches, location }) => {
  if (error || !loaderData) return errorMeta(error);
  const { brand, meta: listMeta } = loaderData;
  const publicUrl = publicUrlOf(matches);
  const url = canonicalUrl(publicUrl, brandPath(brand.slug));
  return pageMeta({
    title: `${brand.name}の無地・プリント商品一覧${pageSuffix(listMeta.currentPage)}`,
    description: `${brand.name}の商品一覧（全${listMeta.total}点）。${brand.description}オリジナルプリントは1枚から承ります。`,
    canonical: canonicalUrl(publicUrl, brandPath(brand.slug), location.search),
    image: brand.logo ? absoluteUrl(publicUrl, brand.logo) : undefined,
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Brand',
        name: brand.name,
        url,
        ...(brand.description ? { description: brand.description } : {}),
        ...(brand.logo ? { logo: absoluteUrl(publicUrl, brand.logo) } : {}),
      },
      trailJsonLd(publicUrl, trailOf(brand)),
    ],
  });
};

export default function BrandPage({ loaderData }: Route.ComponentProps) {
  const { brand, products, meta } = loaderData;
  const fixed = useMemo(() => ({ brand: brand.slug }), [brand.slug]);
  return (
    <>
      <TrailBreadcrumbs trail={trailOf(brand)} />
      {brand.logo ? <img className={brandHeaderLogo} src={brand.logo} alt={`${brand.name}のロゴ`} width={240} height={120} /> : null}
      <h1 className={pageTitle}>{brand.name}</h1>
      {brand.onSale ? <p className={badge}>セール中</p> : null}
      {brand.description ? <p className={lead}>{brand.description}</p> : null}
      <ProductListSection products={products} meta={meta} fixed={fixed} />
    </>
  );
}
