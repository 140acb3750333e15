import { API_ROUTES } from '@shop/api-contract';
import {
  type Closure,
  DEFAULT_CLOSURES,
  DEFAULT_SHOP_OFFSET_HOURS,
  addDays,
  buildBusinessDays,
  japaneseHolidays,
  shopLocalDate,
} from '@shop/business-days';
import type { Hono } from 'hono';
import type { AppEnv } from '../http/env.ts';
import { on } from '../http/route.ts';
import { type CatalogContext, cachedCatalogue } from './context.ts';

/** Calendar days ahead the business-day list covers (about 85 business days). */
export const BUSINESS_DAY_HORIZON = 120;

/**
 * Business days from the shop-local date at `now` (epoch ms), for the next 120 calendar days:
 * no Saturdays, Sundays, Japanese public holidays or shop closures (SHOP_CLOSURES, by default the
 * year-end closure).
 */
export function upcomingBusinessDays(now: number, closures: readonly Closure[] = DEFAULT_CLOSURES): { from: string; days: string[] } {
  const from = shopLocalDate(now, DEFAULT_SHOP_OFFSET_HOURS);
  // The closures come from the configuration, one array per server: it keys its own lists.
  let byDate = listsByClosures.get(closures);
  if (!byDate) listsByClosures.set(closures, (byDate = new Map()));
  let days = byDate.get(from);
  if (!days) {
    const to = addDays(from, BUSINESS_DAY_HORIZON);
    days = buildBusinessDays({ from, to, holidays: japaneseHolidays(from, to), closures });
    // The list depends on the date only; keep the last few dates (tests move the clock).
    if (byDate.size >= 8) byDate.clear();
    byDate.set(from, days);
  }
  return { from, days };
}

const listsByClosures = new WeakMap<readonly Closure[], Map<string, string[]>>();

/** `GET /api/delivery/business_days` → `{days, offset}` (offset: the shop's UTC offset in hours). */
export function registerBusinessDayRoutes(app: Hono<AppEnv>, ctx: CatalogContext): void {
  on(app, API_ROUTES.businessDays, (c) => {
    const { from, days } = upcomingBusinessDays(ctx.deps.now(), ctx.deps.config.closures);
    // The answer changes with the shop-local date, so the date is part of the key.
    return cachedCatalogue(c, ctx, async () => ({ days, offset: DEFAULT_SHOP_OFFSET_HOURS }), `business-days:${from}`);
  });
}
