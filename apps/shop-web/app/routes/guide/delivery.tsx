import type { Route } from './+types/delivery.ts';
import { apiLoaders } from '../../loaders/api-loaders.ts';
import { ShippingDates } from '../../guide/shipping-dates.tsx';
import { StaticPageView, staticPageMeta } from '../../guide/static-page-view.tsx';
import { loadDeliveryPage } from '../../loaders/guide/load-delivery.ts';
import { errorMeta } from '../../seo/error-meta.ts';

// The schedule depends on the moment of the request: each load reads the clock once.
const loaders = apiLoaders((api) => loadDeliveryPage(api, Date.now()));
export const loader = loaders.loader;
export const clientLoader = loaders.clientLoader;

export const meta: Route.MetaFunction = ({ loaderData, error, matches }) => {
  if (error || !loaderData) return errorMeta(error);
  return staticPageMeta(loaderData, matches);
};

export default function DeliveryPage({ loaderData }: Route.ComponentProps) {
  return <StaticPageView data={loaderData} lead={loaderData.schedule ? <ShippingDates schedule={loaderData.schedule} /> : null} />;
}
