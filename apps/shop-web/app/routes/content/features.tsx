import { Link } from 'react-router';
import type { Route } from './+types/features.ts';
import { apiLoaders } from '../../loaders/api-loaders.ts';
import { empty } from '../../catalog/catalog.css.ts';
import { TrailBreadcrumbs } from '../../layout/trail-breadcrumbs.tsx';
import { HOME_CRUMB, trailJsonLd } from '../../navigation/trail.ts';
import { cardGrid, lead, linkCard, linkCardText, linkCardTitle, pageTitle } from '../../content/content.css.ts';
import { FEATURES_CRUMB } from '../../content/crumbs.ts';
import { LinkDrawer } from '../../content/link-drawer.tsx';
import { featurePath } from '../../content/paths.ts';
import { loadFeatureList } from '../../loaders/content/product-lists.ts';
import { errorMeta } from '../../seo/error-meta.ts';
import { canonicalUrl, pageMeta, publicUrlOf } from '../../seo/meta.ts';

const TRAIL = [HOME_CRUMB, FEATURES_CRUMB];

const loaders = apiLoaders((api) => loadFeatureList(api));
export const loader = loaders.loader;
export const clientLoader = loaders.clientLoader;

export const meta: Route.MetaFunction = ({ loaderData, error, matches }) => {
  if (error || !loaderData) return errorMeta(error);
  const publicUrl = publicUrlOf(matches);
  const titles = loaderData.features.slice(0, 4).map((feature) => feature.title);
  return pageMeta({
    title: '特集一覧',
    description: `${titles.join('、')}など、用途やシーンに合わせておすすめのアイテムを集めた特集です。オリジナルプリントのアイテム選びにお役立てください。`,
    canonical: canonicalUrl(publicUrl, '/features'),
    jsonLd: [trailJsonLd(publicUrl, TRAIL)],
  });
};

export default function FeatureListPage({ loaderData }: Route.ComponentProps) {
  const { features } = loaderData;
  return (
    <>
      <TrailBreadcrumbs trail={TRAIL} />
      <h1 className={pageTitle}>特集一覧</h1>
      <p className={lead}>文化祭やチームウェア、お店のユニフォームなど、用途に合わせておすすめのアイテムを集めました。</p>
      {features.length > 0 ? (
        <ul className={cardGrid}>
          {features.map((feature) => (
            <li key={feature.slug}>
              <Link to={featurePath(feature.slug)} className={linkCard}>
                <span className={linkCardTitle}>{feature.title}</span>
                {feature.description ? <span className={linkCardText}>{feature.description}</span> : null}
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <p className={empty}>ただいま公開中の特集はありません。</p>
      )}
      <LinkDrawer title="特集から探す" links={features.map((feature) => ({ label: feature.title, to: featurePath(feature.slug) }))} />
    </>
  );
}
