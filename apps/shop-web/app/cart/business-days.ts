/**
 * The shop calendar for the estimated shipping date (shipping-date.ts). It comes from
 * `GET /api/delivery/business_days`, refreshed after 12 hours; a failed fetch is ignored (spec §8).
 */
import { BUSINESS_DAYS_REFRESH_MS } from '@shop/cart-domain';
import { servicesAtom } from '@shop/web-state';
import { atom } from 'jotai';

/** The shop calendar as fetched: coming business days ('YYYY-MM-DD'), UTC offset (hours), fetch time (epoch ms). */
export interface BusinessDays {
  readonly days: readonly string[];
  readonly offset: number;
  readonly timestamp: number;
}

/** The calendar, null until fetched. */
export const businessDaysAtom = atom<BusinessDays | null>(null);

/** Fetches the calendar unless a copy younger than 12 hours is kept; failures leave it as it was. */
export const loadBusinessDaysAtom = atom(null, async (get, set): Promise<void> => {
  const { api, now } = get(servicesAtom);
  const kept = get(businessDaysAtom);
  if (kept && now() - kept.timestamp < BUSINESS_DAYS_REFRESH_MS) return;
  try {
    const client = await api();
    const answer = await client.delivery.businessDays();
    set(businessDaysAtom, { days: answer.days, offset: answer.offset, timestamp: now() });
  } catch {
    // Spec §8: a business-days fetch failure is silently ignored.
  }
});
