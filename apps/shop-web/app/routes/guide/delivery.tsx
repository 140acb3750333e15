import { browserApi } from '@shop/web-state';
import type { Route } from './+types/delivery.ts';
import { apiContext } from '../../api/context.ts';
import { ShippingDates } from '../../guide/shipping-dates.tsx';
import { StaticPageView, staticPageMeta } from '../../guide/static-page-view.tsx';
import { loadDeliveryPage } from '../../loaders/guide/load-delivery.ts';
import { errorMeta } from '../../seo/error-meta.ts';

// The schedule depends on the moment of the request: each load reads the clock once.
export function loader({ context }: Route.LoaderArgs) {
  return loadDeliveryPage(context.get(apiContext), Date.now());
}

export async function clientLoader() {
  return loadDeliveryPage(await browserApi(), Date.now());
}

export const meta: Route.MetaFunction = ({ loaderData, error, matches }) => {
  if (error || !loaderData) return errorMeta(error);
  return staticPageMeta(loaderData, matches);
};

export default function DeliveryPage({ loaderData }: Route.ComponentProps) {
  return <StaticPageView data={loaderData} lead={loaderData.schedule ? <ShippingDates schedule={loaderData.schedule} /> : null} />;
}
