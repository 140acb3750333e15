import type { ApiClient } from '@shop/api-client';
import { printMethodLeadTimes, shippingSchedule, type MethodLeadTime } from '../../guide/shipping-schedule.ts';
import { loadStaticPage } from './load-static-page.ts';

/**
 * The print methods and their lead times (business days) from the catalogue: the methods of the
 * most popular product that offers the most of them. Two calls; none when the first page has no product.
 */
async function loadMethodLeadTimes(api: ApiClient): Promise<MethodLeadTime[]> {
  const list = await api.products.list({ sort: 'popular' });
  const widest = list.data.reduce<(typeof list.data)[number] | undefined>(
    (best, item) => (!best || item.printMethods.length > best.printMethods.length ? item : best),
    undefined,
  );
  if (!widest) return [];
  const { data } = await api.products.get(widest.code);
  return printMethodLeadTimes([data]);
}

/**
 * The delivery guide: its static page and the next shipping dates at `now` (epoch ms). The
 * business-day calendar is optional: when it cannot be fetched the page shows without dates (spec §8
 * "Business-days fetch failure: silently ignored"). The lead times are the catalogue's, fetched beside
 * the page; without them one line gives the shortest.
 */
export async function loadDeliveryPage(api: ApiClient, now: number) {
  const [page, calendar, methods] = await Promise.all([
    loadStaticPage(api, '/guidance/delivery'),
    api.delivery.businessDays().catch(() => null),
    loadMethodLeadTimes(api).catch(() => []),
  ]);
  const schedule = calendar ? shippingSchedule({ now, businessDays: calendar.days, offsetHours: calendar.offset, methods }) : null;
  return { ...page, schedule };
}
