import type { ApiClient } from '@shop/api-client';
import { shippingSchedule, silkScreenLeadDays } from '../../guide/shipping-schedule.ts';
import { loadPriceData } from './load-price-data.ts';
import { loadStaticPage } from './load-static-page.ts';

/**
 * The delivery guide: its static page and the next shipping dates at `now` (epoch ms). The
 * business-day calendar is optional: when it cannot be fetched the page shows without dates (spec §8
 * "Business-days fetch failure: silently ignored"). Silk-screen's lead time is the catalogue's (the
 * page's price data, loaded here when its content names no price); without it that line is left out.
 */
export async function loadDeliveryPage(api: ApiClient, now: number) {
  const [page, calendar] = await Promise.all([loadStaticPage(api, '/guidance/delivery'), api.delivery.businessDays().catch(() => null)]);
  const prices = page.prices ?? (calendar ? await loadPriceData(api).catch(() => null) : null);
  const screenLeadDays = silkScreenLeadDays(prices?.products.map((entry) => entry.product) ?? []);
  const schedule = calendar ? shippingSchedule({ now, businessDays: calendar.days, offsetHours: calendar.offset, screenLeadDays }) : null;
  return { ...page, schedule };
}
