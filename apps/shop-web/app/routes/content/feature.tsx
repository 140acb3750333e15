import { useMemo } from 'react';
import type { Route } from './+types/feature.ts';
import { apiLoaders } from '../../loaders/api-loaders.ts';
import { TrailBreadcrumbs } from '../../layout/trail-breadcrumbs.tsx';
import { HOME_CRUMB, type Crumb } from '../../navigation/trail.ts';
import { lead, pageTitle, postImage } from '../../content/content.css.ts';
import { FEATURES_CRUMB } from '../../content/crumbs.ts';
import { featurePath } from '../../content/paths.ts';
import { ProductListSection } from '../../content/product-list-section.tsx';
import { loadFeature } from '../../loaders/content/product-lists.ts';
import { listRouteMeta } from '../../content/list-meta.ts';
import { CatalogResults } from '../../catalog/catalog-results-island.ts';

const trailOf = (feature: { slug: string; title: string }): Crumb[] => [
  HOME_CRUMB,
  FEATURES_CRUMB,
  { name: feature.title, path: featurePath(feature.slug) },
];

// The list's code comes beside its data (islands/island.tsx).
const loaders = apiLoaders((api, { params, request }: Route.LoaderArgs) => loadFeature(api, params.slug, new URL(request.url)), {
  preload: () => CatalogResults.preload(),
});
export const loader = loaders.loader;
export const clientLoader = loaders.clientLoader;

export const meta: Route.MetaFunction = listRouteMeta(({ feature, meta: listMeta }) => ({
  title: feature.title,
  description: `${feature.description}${feature.title}の対象商品（全${listMeta.total}点）を一覧でご紹介します。`,
  path: featurePath(feature.slug),
  trail: trailOf(feature),
  image: feature.image,
}));

export default function FeaturePage({ loaderData }: Route.ComponentProps) {
  const { feature, products, meta } = loaderData;
  const fixed = useMemo(() => ({ feature: feature.slug }), [feature.slug]);
  return (
    <>
      <TrailBreadcrumbs trail={trailOf(feature)} />
      {feature.image ? <img className={postImage} src={feature.image} alt="" width={1200} height={675} fetchPriority="high" /> : null}
      <h1 className={pageTitle}>{feature.title}</h1>
      {feature.description ? <p className={lead}>{feature.description}</p> : null}
      <ProductListSection products={products} meta={meta} fixed={fixed} />
    </>
  );
}
