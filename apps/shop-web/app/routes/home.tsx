import { useRouteLoaderData } from 'react-router';
import type { Route } from './+types/home.ts';
import { apiLoaders } from '../loaders/api-loaders.ts';
import type { HomeData } from '../loaders/load-home.ts';
import type { loader as layoutLoader } from './layout-default.tsx';
import { DEFAULT_DESCRIPTION, canonicalUrl, pageMeta, publicUrlOf } from '../seo/meta.ts';
import { errorMeta } from '../seo/error-meta.ts';
import { dormant } from '../islands/dormant.tsx';

// The loader module (cart-domain pricing, the business-days calendar) is imported dynamically by
// both loaders: a static import would put it in the clientLoader's route chunk, which the browser
// loads with the first page. In the browser it is fetched only when the shopper comes back home,
// beside the data and the page's code (islands/dormant.tsx).
const loaderModule = () => import('../loaders/load-home.ts');
const loaders = apiLoaders(async (api): Promise<HomeData> => (await loaderModule()).loadHome(api), {
  preload: () => {
    HomeBody.preload();
    return loaderModule();
  },
});
export const loader = loaders.loader;
export const clientLoader = loaders.clientLoader;

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

// The page's body is links and the loader's data, nothing to operate: it stays the server's HTML
// until the shopper shows up (a pointer, a key, a touch, a wheel), then its code loads and takes
// over; a link pressed meanwhile is followed then (islands/dormant.tsx, decision 017).
const HomeBody = dormant('HomeBody', () => import('../home/home-body.tsx').then((module) => module.HomeBody));

/** Stable when the menu data is missing (a dormant part wakes when its props change). */
const NO_CATEGORIES: readonly { slug: string; name: string }[] = [];

export default function Home({ loaderData }: Route.ComponentProps) {
  const { products, example, examples, reviews, ship } = loaderData;
  const menu = useRouteLoaderData<typeof layoutLoader>('layout-default');
  const categories = menu?.rootCategories ?? NO_CATEGORIES;
  return <HomeBody products={products} example={example} categories={categories} ship={ship} examples={examples} reviews={reviews} />;
}
