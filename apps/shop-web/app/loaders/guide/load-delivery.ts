import type { ApiClient } from '@shop/api-client';
import { shippingSchedule } from '../../guide/shipping-schedule.ts';
import { loadStaticPage } from './load-static-page.ts';

/**
 * The delivery guide: its static page and the next shipping dates at `now` (epoch ms). The
 * business-day calendar is optional: when it cannot be fetched the page shows without dates (spec §8
 * "Business-days fetch failure: silently ignored").
 */
export async function loadDeliveryPage(api: ApiClient, now: number) {
  const [page, calendar] = await Promise.all([loadStaticPage(api, '/guidance/delivery'), api.delivery.businessDays().catch(() => null)]);
  const schedule = calendar ? shippingSchedule({ now, businessDays: calendar.days, offsetHours: calendar.offset }) : null;
  return { ...page, schedule };
}
