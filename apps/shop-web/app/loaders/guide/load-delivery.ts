import type { ApiClient } from '@shop/api-client';
import { shippingSchedule, SILK_SCREEN_SLUG, silkScreenLeadDays } from '../../guide/shipping-schedule.ts';
import { loadStaticPage } from './load-static-page.ts';

/**
 * Silk-screen's lead time (business days) from the catalogue: the method as the most popular product
 * offering it carries it. Two calls; null when no product on the first page offers it.
 */
async function loadSilkScreenLeadDays(api: ApiClient): Promise<number | null> {
  const list = await api.products.list({ sort: 'popular' });
  const offering = list.data.find((item) => item.printMethods.some((method) => method.slug === SILK_SCREEN_SLUG));
  if (!offering) return null;
  const { data } = await api.products.get(offering.code);
  return silkScreenLeadDays([data]);
}

/**
 * The delivery guide: its static page and the next shipping dates at `now` (epoch ms). The
 * business-day calendar is optional: when it cannot be fetched the page shows without dates (spec §8
 * "Business-days fetch failure: silently ignored"). Silk-screen's lead time is the catalogue's,
 * fetched beside the page; without it that line is left out.
 */
export async function loadDeliveryPage(api: ApiClient, now: number) {
  const [page, calendar, screenLeadDays] = await Promise.all([
    loadStaticPage(api, '/guidance/delivery'),
    api.delivery.businessDays().catch(() => null),
    loadSilkScreenLeadDays(api).catch(() => null),
  ]);
  const schedule = calendar ? shippingSchedule({ now, businessDays: calendar.days, offsetHours: calendar.offset, screenLeadDays }) : null;
  return { ...page, schedule };
}
